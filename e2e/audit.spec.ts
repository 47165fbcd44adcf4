import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

// The audit log (issue #14): the owner reads who did what in the store, in the store's time; the
// platform admin reads every store's log and filters it by store. At 1440 and 375 px.

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("the owner sees the store's sensitive actions; the admin sees them across stores", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await apiAs(request, demo.owner.email);
  const { employees } = await owner<{ employees: { id: number; first_name: string; last_name: string }[] }>(
    '/client/get-all-employees',
    {},
  );
  const staff = employees[0]!;
  await owner('/client/store/save', { description: 'Café de especialidad y pastelería artesanal en Lima.' });
  await owner('/client/products/export', { format: 'csv' });

  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { name: 'Registro de auditoría', level: 1 })).toBeVisible();
  const table = page.getByTestId('audit-table');
  await expect(table.getByText('Configuración cambiada').first()).toBeVisible();
  await expect(table.getByText('Productos exportados').first()).toBeVisible();
  await expect(table.getByText('Campos: Descripción').first()).toBeVisible();
  await snap(page, 'audit-owner');

  // Only the owner's staff member's actions, none of them yet in this list's filter.
  await page.getByRole('combobox', { name: 'Quién' }).click();
  const staffName = `${staff.first_name} ${staff.last_name}`.trim();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${staffName}"]`).click();
  await expect(page.getByText('No hay acciones registradas que coincidan.').first()).toBeVisible();

  await signOut(page);
  await signIn(page, demo.admin.email);
  await page.goto('/dashboard/admin/audit');
  await expect(
    page.getByRole('heading', { name: 'Registro de auditoría de los negocios', level: 1 }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Negocio' }).fill('Aurora');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Café Aurora"]').click();
  await expect(page.getByTestId('audit-table').getByText('Configuración cambiada').first()).toBeVisible();
  await expect(page.getByTestId('audit-table').getByText('Café Aurora').first()).toBeVisible();
  await snap(page, 'audit-admin');
});
