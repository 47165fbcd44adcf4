import { readFileSync } from 'node:fs';
import { demo, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

const notice = (page: Page) => page.locator('.ant-notification-notice').last();

test('customers: the owner filters, opens the statement, reverses a movement, edits, exports and deletes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ clientes$/)).toBeVisible();
  await snap(page, 'customers');

  // Server-side search: accent-insensitive.
  await page.getByRole('textbox', { name: 'Buscar clientes' }).fill('nahui');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Ñahui');

  // Sort by balance, highest first.
  await page.getByRole('textbox', { name: 'Buscar clientes' }).fill('');
  await page.getByRole('columnheader', { name: 'Saldo' }).click();
  await page.getByRole('columnheader', { name: 'Saldo' }).click();
  await expect(page.getByRole('columnheader', { name: 'Saldo' })).toHaveAttribute('aria-sort', 'descending');
  const balanceAt = async (i: number) => Number(await rows.nth(i).locator('td').nth(4).innerText());
  await expect.poll(async () => (await balanceAt(0)) >= (await balanceAt(1))).toBe(true);

  // The statement of the richest customer; reverse the latest movement that can be reversed.
  await rows.first().locator('td').nth(1).getByRole('button').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('img', { name: /Código QR del cliente A/ })).toBeVisible();
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await snap(page, 'customers-drawer');
  const balance = Number(await drawer.getByTestId('drawer-balance').innerText());
  const reversible = drawer
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByRole('button', { name: 'Anular' }) })
    .filter({ hasText: /^.*\+\d+/ })
    .first();
  const points = Number((await reversible.locator('td').nth(1).innerText()).replace('+', ''));
  await reversible.getByRole('button', { name: 'Anular' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Anular' }).click();
  await expect(notice(page)).toContainText('Se anuló el movimiento.');
  await expect(drawer.getByTestId('drawer-balance')).toHaveText(String(balance - points));
  await page.keyboard.press('Escape');

  // Create, edit and delete a customer.
  const tag = Date.now().toString(36);
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Nombre').fill('=Rita');
  await modal.getByLabel('Apellido').fill(`Export ${tag}`);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page)).toContainText('Se registró al cliente.');
  await page.getByRole('textbox', { name: 'Buscar clientes' }).fill(`Export ${tag}`);
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: `Editar a =Rita Export ${tag}` }).click();
  await modal.getByLabel('Notas').fill('Prefiere leche de almendras, sin azúcar');
  await snap(page, 'customers-modal');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page)).toContainText('Se actualizó la información del cliente.');

  // The CSV of the current filter: BOM, header, the formula cell neutralised.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFFCódigo,Nombre,Apellido,Email')).toBe(true);
  expect(text).toContain(`,'=Rita,Export ${tag},`);
  expect(text).toContain('"Prefiere leche de almendras, sin azúcar"');

  await page.getByRole('button', { name: `Eliminar a =Rita Export ${tag}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.locator('.ant-notification-notice', { hasText: 'Se eliminó al cliente.' })).toBeVisible();
  await expect(rows).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await page.getByRole('textbox', { name: 'Buscar clientes' }).fill('');
  // On a phone each customer is a card of labelled fields, not a table row.
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Saldo' });
  await expect(cards.first()).toBeVisible();
  await snap(page, 'customers');
});
