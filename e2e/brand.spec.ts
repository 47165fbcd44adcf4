import { expect, test } from '@playwright/test';
import { demo, sidebarLabels, signIn, snap } from './support/helpers';

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
    ]);
    await snap(page, 'home-owner-multistore-brand');
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
});
