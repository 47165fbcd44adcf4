import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

type Person = { id: number; clientCode: string; name: string; balance: number };

test('bulk points: the owner uploads a file, checks the preview, gives the points once and undoes them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const call = await apiAs(request, demo.owner.email);
  const { customers } = await call<{ customers: Person[] }>('/client/customer/all', {
    page: 1,
    pageSize: 3,
    sort: 'name',
  });
  const [a, b, c] = customers as [Person, Person, Person];
  const balance = async (id: number) =>
    (await call<{ customer: Person }>('/client/customer/info', { customerId: id })).customer.balance;
  const before = { a: await balance(a.id), b: await balance(b.id) };
  const stamp = Date.now().toString(36);
  const file = [
    'Cliente;Puntos;Motivo',
    `${a.clientCode};40;Campaña ${stamp}`,
    `${b.clientCode};15;Campaña ${stamp}`,
    `${c.clientCode};-5;Campaña ${stamp}`,
    `Azzzz;10;Campaña ${stamp}`,
  ].join('\r\n');

  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.getByRole('link', { name: 'Clientes' }).first().click();
  await page.getByRole('button', { name: 'Puntos desde un archivo' }).click();
  await expect(page.getByRole('heading', { name: 'Puntos desde un archivo', level: 1 })).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: `campaña-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByText('Se leyeron 4 filas: 2 válidas y 2 con errores.')).toBeVisible();
  const rows = page.getByTestId('bulk-rows');
  await expect(rows.getByRole('row', { name: /Los puntos deben ser mayores que cero\./ })).toContainText(
    c.name,
  );
  await expect(rows.getByText('No se encontró al cliente «Azzzz».')).toBeVisible();
  await expect(rows.getByRole('row', { name: new RegExp(a.clientCode) })).toContainText('Válida');
  await page.locator('.bulk__filter').getByText('Con errores').click();
  await expect(rows.locator('tr.ant-table-row')).toHaveCount(2);
  await snap(page, 'bulk-preview');

  await page.getByRole('button', { name: 'Dar puntos a las filas válidas (2)' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Dar puntos' }).click();
  await expect(page.getByText(/^Se dieron 55 puntos en 2 filas el /)).toBeVisible();
  expect(await balance(a.id)).toBe(before.a + 40);
  expect(await balance(b.id)).toBe(before.b + 15);
  await page.locator('.bulk__filter').getByText('Todas').click();
  await expect(rows.getByRole('row', { name: new RegExp(a.clientCode) })).toContainText('Aplicada');
  await snap(page, 'bulk-applied');

  // The same file again: recognised, and nothing is given twice.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'otra-vez.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByText(/^Este archivo ya se aplicó \(lote #\d+/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Dar puntos a las filas válidas/ })).toHaveCount(0);
  expect(await balance(a.id)).toBe(before.a + 40);

  await page.getByRole('button', { name: 'Deshacer el lote' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Deshacer el lote' }).click();
  await expect(page.getByText(/^Lote deshecho: 2 filas devueltas\.$/)).toBeVisible();
  // Each row the undo took back says so.
  await expect(page.locator('.ant-table-row').getByText('Deshecha', { exact: true })).toHaveCount(2);
  expect(await balance(a.id)).toBe(before.a);
  expect(await balance(b.id)).toBe(before.b);
  await expect(
    page
      .getByTestId('bulk-batches')
      .getByRole('row', { name: /campaña/ })
      .first(),
  ).toContainText('Deshecho');

  // A file that is not a spreadsheet is refused in Spanish.
  await page.locator('input[type=file]').setInputFiles({
    name: 'foto.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  });
  await expect(page.getByText('El archivo no es una hoja de cálculo CSV o XLSX.')).toBeVisible();
});
