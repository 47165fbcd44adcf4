import { apiAs, demo, expectAccessible, sidebarLabels, signIn, snap } from './support/helpers';
import { limaIn, pick } from './support/notifications';
import { expect, test } from './support/test';
import { phoneInMadrid, STORE, signUpInWallet } from './support/wallet';

// This project's server runs BRAND_ADMIN_ENABLED=false, BRAND_MULTI_STORE=true, BRAND_BANNERS=true.
test.describe('the other brand flags (spec §2)', () => {
  test('owner: banners and notifications show; the shop has no categories (multi-store)', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    expect(await sidebarLabels(page)).toEqual([
      'Panel',
      'Fidelización',
      'Clientes',
      'Actividad',
      'Premios',
      'Banners',
      'Ofertas',
      'Tienda online',
      'Pedidos',
      'Productos',
      'Costos de envío',
      'Novedades',
      'Cupones QR',
      'Notificaciones',
      'Empleados',
      'Locales',
      'Configuración',
      'Registro de auditoría',
      'Pasivo de puntos',
      'Segmentos',
      'Automatizaciones',
    ]);
    await snap(page, 'home-owner-multistore-brand');
    await page.goto('/dashboard/banners');
    await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
    await snap(page, 'banners');
    await page.goto('/dashboard/categories');
    await expect(page.getByText('La página que busca no existe o ha sido movida.')).toBeVisible();
  });

  test('admin: no admin area without the admin-enabled brand', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.admin.email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administración de la plataforma');
    await expect(page.getByTestId('sidebar-menu').locator('.ant-menu-item, .ant-menu-submenu')).toHaveCount(
      0,
    );
    await page.goto('/dashboard/admin/stores');
    await expect(page.getByText('La página que busca no existe o ha sido movida.')).toBeVisible();
  });

  test("owner: the store's notifications (only in this brand): quiet hours, a scheduled one, deleting it", async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Notificaciones' }).click();
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Horas de silencio y máximo' }).click();
    const settings = page.getByRole('dialog', { name: 'Horas de silencio y máximo por semana' });
    await expect(settings.getByLabel('Máximo por cliente y semana')).toHaveValue('2');
    await snap(page, 'notifications-settings');
    await settings.getByRole('button', { name: 'Cancelar' }).click();

    const title = `Doble puntos ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Nueva notificación' }).click();
    const modal = page.getByRole('dialog', { name: 'Nueva notificación' });
    await modal.getByLabel('Título').fill(title);
    await modal.getByLabel('Descripción').fill('Este sábado sus compras suman el doble.');
    await expect(modal.getByTestId('notification-reach')).toContainText(/Llegará a \d+ clientes/);
    await snap(page, 'notifications-modal');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('.ant-notification-notice', { hasText: 'Notificación creada' })).toBeVisible();
    const item = page.getByTestId('notification-item').filter({ hasText: title });
    await expect(item).toContainText('Programada');
    await snap(page, 'notifications');

    await item.getByRole('button', { name: `Eliminar ${title}` }).click();
    await expect(page.locator('.ant-popconfirm')).toContainText(
      'La notificación no se enviará a los clientes.',
    );
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Eliminar' }).click();
    await expect(
      page.locator('.ant-notification-notice', { hasText: 'Notificación eliminada' }),
    ).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test("owner: a notification for one minute from now reaches a customer's inbox (1440 and 375, axe)", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    // Whatever the hour the suite runs at: no quiet hours, room in the week's cap.
    const owner = await apiAs(request, demo.owner.email);
    await owner('/client/notification/settings/save', {
      quietStart: '00:00',
      quietEnd: '00:00',
      weeklyCap: 50,
    });

    // A customer signs up in the wallet on a phone in Madrid (the store counts in Lima), accepting offers.
    const tag = Date.now().toString(36);
    const phone = await browser.newContext(phoneInMadrid);
    const wallet = await phone.newPage();
    await wallet.goto(STORE);
    await signUpInWallet(
      wallet,
      { email: `aviso.${tag}@example.com`, firstName: 'Rosa', lastName: `Aviso ${tag}` },
      { marketing: true, server: 'brand' },
    );

    // The owner schedules it on the screen for the next minute.
    await page.goto('/');
    await signIn(page, demo.owner.email);
    await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Notificaciones' }).click();
    const title = `Hoy suma el doble ${tag}`;
    await page.getByRole('button', { name: 'Nueva notificación' }).click();
    const modal = page.getByRole('dialog', { name: 'Nueva notificación' });
    await modal.getByLabel('Título').fill(title);
    await modal.getByLabel('Descripción').fill('Sus compras de hoy suman el doble de puntos.');
    const at = limaIn(1);
    await pick(page, 'Fecha', at.date);
    await pick(page, 'Hora', at.time);
    await expect(modal.getByTestId('notification-reach')).toContainText(/Llegará a \d+ clientes/);
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('.ant-notification-notice', { hasText: 'Notificación creada' })).toBeVisible();
    const item = page.getByTestId('notification-item').filter({ hasText: title });
    await expect(item).toContainText(`${at.date} ${at.time}`);
    await expectAccessible(page);

    // At its time it is in the customer's inbox.
    const inboxItem = wallet
      .getByRole('list', { name: 'Sus avisos' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(async () => {
      await wallet.goto(`${STORE}/inbox`);
      await expect(inboxItem).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 200_000, intervals: [5000] });
    await expect(inboxItem).toContainText('Sus compras de hoy suman el doble de puntos.');
    await snap(wallet, 'wallet-inbox-scheduled');
    await expectAccessible(wallet);
    await wallet.setViewportSize({ width: 1440, height: 900 });
    await wallet.reload();
    await expect(inboxItem).toBeVisible();
    await expectAccessible(wallet);
    await phone.close();

    // The owner's list says it went out, at 1440 and 375.
    await page.reload();
    await expect(item).toContainText('Enviada');
    await snap(page, 'notifications-sent');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(item).toContainText('Enviada');
    await expectAccessible(page);
    await snap(page, 'notifications-sent');
  });
});
