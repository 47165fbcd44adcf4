import { apiAs, demo, signIn, snap } from './support/helpers';
import { limaIn, pick } from './support/notifications';
import { expect, type Page, test } from './support/test';

const notice = (page: Page, text: string) => page.locator('.ant-notification-notice', { hasText: text });

test('admin: a platform notification for one minute from now, its reach, a test by mail', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Whatever the hour the suite runs at: no quiet hours, room in the week's cap.
  const admin = await apiAs(request, demo.admin.email);
  await admin('/admin/notification/settings/save', { quietStart: '00:00', quietEnd: '00:00', weeklyCap: 50 });
  await page.goto('/');
  await signIn(page, demo.admin.email);
  await page.goto('/dashboard/admin/notifications');
  await expect(
    page.getByRole('heading', { name: 'Notificaciones de la plataforma', level: 1 }),
  ).toBeVisible();
  await snap(page, 'admin-notifications');

  const title = `Premia ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nueva notificación' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Título').fill(title);
  await modal.getByLabel('Descripción').fill('Nuevos premios en todos los negocios.');
  const at = limaIn(2);
  await pick(page, 'Fecha', at.date);
  await pick(page, 'Hora', at.time);
  await expect(modal.getByTestId('notification-reach')).toContainText(/Llegará a \d+ clientes/);
  await snap(page, 'admin-notifications-modal');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page, 'Notificación creada')).toBeVisible();
  const item = page.getByTestId('notification-item').filter({ hasText: title });
  await expect(item).toContainText('Programada');
  await expect(item).toContainText(`Se enviará el ${at.date} ${at.time}`);
  await snap(page, 'admin-notifications');

  await item.getByRole('button', { name: 'Enviar prueba' }).click();
  const testModal = page.getByRole('dialog', { name: `Enviar prueba: ${title}` });
  await testModal.getByLabel('Email de prueba').fill('prueba@example.com');
  await testModal.getByRole('button', { name: 'Enviar prueba' }).click();
  await expect(notice(page, 'Notificación de prueba enviada')).toBeVisible();

  // At its time it goes out by itself: the list says it was sent.
  await expect(async () => {
    await page.reload();
    await expect(item).toContainText('Enviada', { timeout: 15_000 });
  }).toPass({ timeout: 200_000, intervals: [5000] });
  await expect(item.getByRole('button', { name: `Editar ${title}` })).toBeDisabled();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(item).toContainText('Enviada');
  await snap(page, 'admin-notifications');
});

test("owner: a message to one customer from the customer's drawer", async ({ page, request }) => {
  const api = await apiAs(request, demo.owner.email);
  const tag = Date.now().toString(36);
  await api('/client/customer/add', { firstName: 'Noemí', lastName: `Aviso ${tag}`, marketingConsent: true });
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Clientes' }).click();
  await page.getByRole('textbox', { name: 'Buscar clientes' }).fill(`Aviso ${tag}`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: `Aviso ${tag}` });
  await row.locator('td').nth(1).getByRole('button').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Enviar notificación' }).click();
  const modal = page.getByRole('dialog', { name: /Enviar notificación a Noemí/ });
  await modal.getByLabel('Título').fill('Su pedido está listo');
  await modal.getByLabel('Descripción').fill('Puede pasar a recogerlo hoy.');
  await snap(page, 'customers-drawer-notification');
  await modal.getByRole('button', { name: 'Enviar' }).click();
  await expect(notice(page, 'Notificación enviada')).toBeVisible();
});
