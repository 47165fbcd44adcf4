import { demo, expectNoSidewaysOverflow, limaDate, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

// Issue #13 item 5: the same ticket number twice at the counter is said (when, for whom) and given
// only once confirmed; the entry then says so. The browser in Madrid, the store in Lima.
test.use({ timezoneId: 'Europe/Madrid' });

async function purchase(page: Page, ticket: string) {
  await page.getByLabel(/Monto de la compra/).fill('120');
  await page.getByLabel('Número de ticket').fill(ticket);
  await page.getByRole('button', { name: /^Dar \d+ puntos?$/ }).click();
}

test('a ticket number used again: the counter warns, gives nothing until confirmed, then marks the entry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ticket = `B001-${Date.now()}`;
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard/loyalty');
  await page.getByRole('textbox', { name: 'Buscar cliente' }).fill('maria');
  await page.getByRole('list', { name: 'Clientes encontrados' }).getByRole('button').first().click();
  const customer = (await page.getByTestId('customer-card').locator('h2').innerText()).trim();
  const balance = page.getByTestId('customer-balance');

  await purchase(page, ticket);
  await expect(page.locator('.ant-notification-notice').last()).toContainText('Se sumaron 12 puntos.');
  const afterFirst = await balance.innerText();
  const used = limaDate(new Date());

  await purchase(page, ticket);
  const dialog = page.getByRole('dialog', { name: 'Este ticket ya se usó' });
  await expect(dialog).toContainText(`El ticket ${ticket} ya se usó el ${used}`);
  await expect(dialog).toContainText(customer);
  await snap(page, 'duplicate-ticket-dialog');
  await dialog.getByRole('button', { name: 'No dar puntos' }).click();
  await expect(dialog).toBeHidden();
  await expect(balance).toHaveText(afterFirst);

  await purchase(page, ticket);
  await dialog.getByRole('button', { name: 'Es otra compra: dar los puntos' }).click();
  await expect(page.locator('.ant-notification-notice').last()).toContainText('Se sumaron 12 puntos.');
  await expect(balance).not.toHaveText(afterFirst);
  await expect(page.getByTestId('movements').locator('li').first()).toContainText(
    `ticket ${ticket} (repetido, confirmado)`,
  );

  // Activity shows the confirmed duplicate too.
  await page.goto('/dashboard/activity');
  await expect(page.getByText(`ticket ${ticket} (repetido, confirmado)`).first()).toBeVisible();
  await snap(page, 'duplicate-ticket-activity');
});

test('the repeated-ticket question fits a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const ticket = `B002-${Date.now()}`;
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard/loyalty');
  await page.getByRole('textbox', { name: 'Buscar cliente' }).fill('rosa');
  await page.getByRole('list', { name: 'Clientes encontrados' }).getByRole('button').first().click();
  await purchase(page, ticket);
  await expect(page.locator('.ant-notification-notice').last()).toContainText('Se sumaron 12 puntos.');
  await purchase(page, ticket);
  await expect(page.getByRole('dialog', { name: 'Este ticket ya se usó' })).toContainText(ticket);
  await expectNoSidewaysOverflow(page);
  await snap(page, 'duplicate-ticket-dialog-phone');
});
