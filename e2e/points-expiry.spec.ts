import { localDateTime } from '@premia/contract';
import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';
import { enterWithMailedCode, fillSignUp, phoneInMadrid, STORE } from './support/wallet';

/** The Lima day (DD/MM/YYYY, as the wallet writes it) `months` from today: the last day points earned today count. */
function limaDayInMonths(months: number) {
  const [y, m, d] = localDateTime('America/Lima', new Date()).date.split('-').map(Number);
  const last = new Date(Date.UTC(y!, m! - 1 + months, d!));
  return `${String(last.getUTCDate()).padStart(2, '0')}/${String(last.getUTCMonth() + 1).padStart(2, '0')}/${last.getUTCFullYear()}`;
}

test('the owner makes points expire 60 months after they are earned, and the customer sees when on the card', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard/configuration');
  const rule = page.getByRole('combobox', { name: 'Vencimiento de los puntos' });
  await rule.scrollIntoViewIfNeeded();
  await rule.click();
  await page.locator('.ant-select-item-option', { hasText: 'N meses después de ganarlos' }).click();
  // A long paste and a negative are refused before anything is saved; then 60, the longest the rule allows.
  const months = page.getByRole('textbox', { name: 'N (meses)' });
  await months.fill('-3');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/«N \(meses\)» debe ser mayor o igual que 1/)).toBeVisible();
  await months.fill('60');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La configuración del negocio ha sido guardada.')).toBeVisible();
  await months.scrollIntoViewIfNeeded();
  await snap(page, 'configuration-points-expiry');

  const owner = await apiAs(request, demo.owner.email);
  try {
    const phone = await browser.newContext({ ...phoneInMadrid, baseURL });
    const wallet = await phone.newPage();
    const tag = Date.now().toString(36);
    await wallet.goto(`${STORE}/signin`);
    await enterWithMailedCode(wallet, `vence.${tag}@example.com`);
    await fillSignUp(wallet, { firstName: 'Inés', lastName: `Vence ${tag}` });
    await expect(wallet).toHaveURL(`${STORE}/card`);
    const clientCode = (await wallet.getByTestId('client-code').innerText()).trim();
    const { customers } = await owner<{ customers: { id: number; clientCode: string }[] }>(
      '/client/customer/search',
      { q: clientCode },
    );
    const customerId = customers.find((c) => c.clientCode === clientCode)!.id;
    await owner('/client/customer/add-points', { customerId, amount: 1200, ticketNumber: `PE-${tag}` });

    // The demo store's 20 welcome points and the purchase's 120, all earned today, expire on the same day.
    await wallet.reload();
    await expect(wallet.getByTestId('next-expiry')).toHaveText(`140 puntos vencen el ${limaDayInMonths(60)}`);
    await wallet.getByTestId('next-expiry').scrollIntoViewIfNeeded();
    await snap(wallet, 'wallet-card-points-expiry');
    await phone.close();
  } finally {
    // The demo store's points never expire for the other specs of this worker.
    await page.goto('/dashboard/configuration');
    await page.getByRole('combobox', { name: 'Vencimiento de los puntos' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Nunca' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La configuración del negocio ha sido guardada.')).toBeVisible();
  }
});
