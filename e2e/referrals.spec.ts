import type { Page } from '@playwright/test';
import { chooseCustomerIfAsked, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';
import { enterWithMailedCode, fillSignUp, phoneInMadrid, STORE } from './support/wallet';

/** «Invita a un amigo» in the demo store's Configuración: on with a S/ 20,00 minimum, or off. */
async function setReferrals(page: Page, on: boolean) {
  await page.goto('/dashboard/configuration');
  const toggle = page.getByRole('switch', { name: 'Invita a un amigo' });
  await toggle.scrollIntoViewIfNeeded();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  if (on) {
    await page.getByRole('textbox', { name: 'Compra mínima del amigo' }).fill('20,00');
    await page.getByRole('textbox', { name: 'Puntos para quien invita' }).fill('100');
    await page.getByRole('textbox', { name: 'Puntos para el amigo' }).fill('50');
  }
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La configuración del negocio ha sido guardada.')).toBeVisible();
}

/** The statement's line of a referral, read again until the live statement shows it. */
async function referralLine(wallet: Page, points: string) {
  await wallet.goto(`${STORE}/points`);
  const line = wallet.getByTestId('statement').getByRole('listitem').filter({ hasText: 'Invitación' });
  await expect(async () => {
    await wallet.reload();
    await expect(line.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(line.first()).toContainText(points);
}

test('an owner turns referrals on; a friend signs up with a customer’s link, buys over the minimum, and both see their points', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three browser contexts and two sign-ups by mailed code: as the other long walks.
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await setReferrals(page, true);
  await snap(page, 'configuration-referrals');

  const contexts = [];
  try {
    // Customer A signs up and copies their invitation from the wallet.
    const phoneA = await browser.newContext({
      ...phoneInMadrid,
      baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    contexts.push(phoneA);
    const a = await phoneA.newPage();
    const tag = Date.now().toString(36);
    await a.goto(`${STORE}/signin`);
    await enterWithMailedCode(a, `invita.${tag}@example.com`);
    await fillSignUp(a, { firstName: 'Ana', lastName: `Invita ${tag}` });
    await expect(a).toHaveURL(`${STORE}/card`);
    await a.goto(`${STORE}/more`);
    await a.getByRole('link', { name: 'Invitar' }).click();
    await expect(a.getByRole('heading', { name: 'Invita a un amigo' })).toBeVisible();
    const code = (await a.getByTestId('referral-code').innerText()).trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    await expect(a.getByText(/al menos S\/\s?20\.00/)).toBeVisible();
    await a.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(a.getByText('Enlace copiado.')).toBeVisible();
    const copied = await a.evaluate(() => navigator.clipboard.readText());
    const link = /https?:\/\/\S+/.exec(copied)?.[0] ?? '';
    expect(link).toContain(`${STORE}/signin?ref=${code}`);
    await snap(a, 'wallet-invite');

    // Friend B opens the link on their own phone: the sign-up has the code filled in.
    const phoneB = await browser.newContext({ ...phoneInMadrid, baseURL });
    contexts.push(phoneB);
    const b = await phoneB.newPage();
    await b.goto(link);
    await enterWithMailedCode(b, `amigo.${tag}@example.com`);
    await expect(b.getByLabel('Código de invitación (opcional)')).toHaveValue(code);
    await fillSignUp(b, { firstName: 'Beto', lastName: `Amigo ${tag}` });
    await expect(b).toHaveURL(`${STORE}/card`);
    const clientCode = (await b.getByTestId('client-code').innerText()).trim();

    // A cashier gives B a purchase of 123.45 (over the minimum) at the counter.
    const till = await browser.newContext({ baseURL });
    contexts.push(till);
    const cashier = await till.newPage();
    await cashier.goto('/');
    await signIn(cashier, demo.employee.email);
    await cashier.getByTestId('sidebar-menu').getByRole('link', { name: 'Fidelización' }).click();
    const search = cashier.getByRole('textbox', { name: 'Buscar cliente' });
    await search.fill(clientCode);
    await search.press('Enter');
    await chooseCustomerIfAsked(cashier, `Beto Amigo ${tag}`);
    await cashier.getByLabel(/Monto de la compra/).fill('123.45');
    const ticket = cashier.getByLabel('Número de ticket');
    if (await ticket.isVisible()) await ticket.fill(`REF-${tag}`);
    await cashier.getByRole('button', { name: 'Dar 12 puntos' }).click();
    await expect(cashier.locator('.ant-notification-notice').last()).toContainText('Se sumaron 12 puntos.');

    // Both see their points in the wallet.
    await referralLine(b, '+50');
    await referralLine(a, '+100');
    await snap(a, 'wallet-points-referral');
    await a.goto(`${STORE}/invite`);
    await expect(a.getByTestId('referral-friends')).toHaveText('1 amigo premiado');

    // The owner sees who brought whom under the customers list, on a phone too.
    await page.goto('/dashboard/customers');
    const pair = page.getByText(`Beto Amigo ${tag}`);
    await pair.scrollIntoViewIfNeeded();
    await expect(pair).toBeVisible();
    const row = page.locator('.ant-card', { hasText: 'Invitaciones' });
    await expect(row.getByText(`Ana Invita ${tag}`)).toBeVisible();
    await expect(row.getByText('Premiada').first()).toBeVisible();
    await snap(page, 'customers-referrals');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(row.getByText(`Beto Amigo ${tag}`)).toBeVisible();
    await snap(page, 'customers-referrals');
    await page.setViewportSize({ width: 1440, height: 900 });
  } finally {
    for (const context of contexts) await context.close();
    // The demo store has no referrals for the other specs of this worker.
    await setReferrals(page, false);
  }
});
