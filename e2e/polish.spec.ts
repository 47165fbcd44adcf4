import { demo, limaTime, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

// The browser in Madrid, the demo store in Lima: every time the back office shows is Lima's.
test.use({ timezoneId: 'Europe/Madrid' });

async function givePoints(page: Page) {
  await page.goto('/dashboard/loyalty');
  const search = page.getByRole('textbox', { name: 'Buscar cliente' });
  await search.fill('maria');
  await page.getByRole('list', { name: 'Clientes encontrados' }).getByRole('button').first().click();
  const amount = page.getByLabel(/Monto de la compra/);
  // Judged as typed: nonsense is said inline and cannot be given.
  await amount.fill('abc');
  await expect(page.getByText('Escriba el monto con números, por ejemplo 12,50.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dar puntos' })).toBeDisabled();
  await amount.fill('0');
  await expect(page.getByText('El monto debe ser mayor que cero.')).toBeVisible();
  await snap(page, 'polish-counter-invalid');
  await amount.fill('1234,50');
  const ticket = page.getByLabel('Número de ticket');
  if (await ticket.isVisible()) await ticket.fill(`T-${Date.now()}`);
  const before = new Date();
  await page.getByRole('button', { name: /^Dar \d+ puntos$/ }).click();
  await expect(page.locator('.ant-notification-notice').last()).toContainText('Se sumaron');
  return before;
}

test('times in the store’s zone with the browser in Madrid; numbers and money by the reader’s language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  const when = await givePoints(page);
  const expected = [limaTime(when), limaTime(new Date(when.getTime() + 60_000))];
  const madrid = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
  }).format(when);

  // The counter's last movements: Lima's time, not the browser's.
  const latestMove = page.getByTestId('movements').locator('li').first();
  await expect(latestMove).toContainText(/\+\d+/);
  const moveText = await latestMove.innerText();
  expect(
    expected.some((t) => moveText.includes(t)),
    `${moveText} has Lima's ${expected[0]}`,
  ).toBe(true);
  expect(moveText).not.toContain(`, ${madrid}`);
  await snap(page, 'polish-counter-times');

  // The dashboard shows the same time for the same purchase, and the amount in Spanish.
  await page.goto('/dashboard');
  const firstRow = page.getByTestId('last-given').locator('tr.ant-table-row').first();
  // Money the store's way (Lima: S/ 1,234.50), whatever the reader's language (issue 30 §8).
  await expect(firstRow).toContainText('S/ 1,234.50');
  const rowText = await firstRow.innerText();
  expect(
    expected.some((t) => rowText.includes(t)),
    `${rowText} has Lima's ${expected[0]}`,
  ).toBe(true);
  await expect(page.getByTestId('total-purchases-amount')).toHaveText(/^S\/\s[\d,]+\.\d{2}$/);
  await snap(page, 'polish-dashboard-es');

  // In English: the same amounts, as the store writes them.
  await page.evaluate(() => localStorage.setItem('premia.language', 'en'));
  await page.reload();
  await expect(page.getByTestId('total-purchases-amount')).toHaveText(/^S\/\s[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('last-given').locator('tr.ant-table-row').first()).toContainText(
    'S/ 1,234.50',
  );
  await snap(page, 'polish-dashboard-en');
  await page.evaluate(() => localStorage.setItem('premia.language', 'es'));
});

test('customers and employees are cards on a phone, with nothing scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await signIn(page, demo.owner.email);
  for (const [path, name] of [
    ['/dashboard/customers', 'polish-customers-cards'],
    ['/dashboard/employees', 'polish-employees-cards'],
    ['/dashboard/locations', 'polish-locations-cards'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.cards .cards__card').first()).toBeVisible();
    await expect(page.locator('.ant-table')).toHaveCount(0);
    await snap(page, name);
  }
});
