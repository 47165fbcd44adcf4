import { demo, expectNoSidewaysScroller, listRow, listValue, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

// The tills (issue 35 §2): the owner creates a till in a location, sees its token once and the till in
// the list (a card on phones), then revokes it, and its token stops at once. At 1440 and 375 px.

test('the owner creates a till, sees it, and revokes it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const name = `Caja ${testInfo.project.name} ${Date.now() % 100_000}`;
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard/configuration');
  await expect(page.getByRole('heading', { name: 'Cajas (un token por caja)' })).toBeVisible();
  // Closing the account stays the page's last card, on a phone as on a desktop.
  await expect(page.locator('.configuration h2').last()).toHaveText('Eliminar la cuenta');

  const tills = page.locator('.configuration__tills');
  await tills.getByLabel('Nombre', { exact: true }).fill(name);
  await expect(tills.locator('.ant-select-placeholder')).toHaveText('Elija un local');
  await tills.getByRole('combobox', { name: 'Local' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByRole('button', { name: 'Crear caja' }).click();
  const shown = page.getByTestId('till-token');
  await expect(shown).toContainText('pos_');
  const token = (await shown.textContent())!.trim();
  await expect(listRow(page, name)).toBeVisible();
  await expect(listValue(listRow(page, name), 'Nunca')).toBeVisible();
  await snap(page, 'tills');
  await expectNoSidewaysScroller(page);

  // The till's token runs the POS: a customer's balance by client code.
  const call = () =>
    request.post('/client/transaction/customer', {
      data: { customer: { clientCode: 'A1' } },
      headers: { Authorization: `Bearer ${token}` },
    });
  expect((await call()).status()).not.toBe(401);

  await listRow(page, name)
    .getByRole('button', { name: `Revocar ${name}` })
    .click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByText(`Se revocó el token de la caja ${name}: ya no funciona.`)).toBeVisible();
  await expect(listRow(page, name)).toHaveCount(0);
  await expect(shown).toHaveCount(0);
  expect((await call()).status()).toBe(401);
});
