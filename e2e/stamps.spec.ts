import type { Page } from '@playwright/test';
import { demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';
import { enterWithMailedCode, fillSignUp, phoneInMadrid, STORE } from './support/wallet';

/** Turns the demo store's stamp card on or off in Configuración, as the owner does. */
async function stampCard(page: Page, on: boolean) {
  await page.goto('/dashboard/configuration');
  const toggle = page.getByRole('switch', { name: 'Tarjeta de sellos' });
  await toggle.scrollIntoViewIfNeeded();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
}

test('the owner runs «3 cafés, el 4 gratis»: the counter stamps a customer once a day, and the wallet shows the card', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  try {
    await stampCard(page, true);
    const perCard = page.getByRole('textbox', { name: 'Sellos por tarjeta' });
    // A negative and a pasted sentence are refused before anything is saved.
    await perCard.fill('-3');
    await page.getByRole('textbox', { name: 'Premio de la tarjeta llena' }).fill('Un café gratis');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/«sellos por tarjeta» debe ser mayor o igual que 2/i)).toBeVisible();
    await perCard.fill('3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La configuración del negocio ha sido guardada.')).toBeVisible();
    await perCard.scrollIntoViewIfNeeded();
    await snap(page, 'configuration-stamps');

    // A customer signs up in the wallet (Madrid's clock, the store's is Lima's).
    const phone = await browser.newContext({ ...phoneInMadrid, baseURL });
    const wallet = await phone.newPage();
    const tag = Date.now().toString(36);
    await wallet.goto(`${STORE}/signin`);
    await enterWithMailedCode(wallet, `sellos.${tag}@example.com`);
    await fillSignUp(wallet, { firstName: 'Tomás', lastName: `Sellos ${tag}` });
    await expect(wallet).toHaveURL(`${STORE}/card`);
    const clientCode = (await wallet.getByTestId('client-code').innerText()).trim();
    await expect(wallet.getByTestId('stamp-card').getByTestId('stamp-count')).toHaveText('0 de 3 sellos');

    // The counter finds them by code and stamps the card; a second stamp the same day is not offered.
    await page.goto('/dashboard/loyalty');
    const search = page.getByRole('textbox', { name: 'Buscar cliente' });
    await search.fill(clientCode);
    await page.getByRole('list', { name: 'Clientes encontrados' }).getByRole('button').first().click();
    const panel = page.getByTestId('stamp-card');
    await expect(panel.getByTestId('stamp-count')).toHaveText('0 de 3 sellos');
    await panel.getByRole('button', { name: 'Sellar' }).click();
    await expect(panel.getByTestId('stamp-count')).toHaveText('1 de 3 sellos');
    await expect(panel.getByText('Ya recibió su sello de hoy.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sellar' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Canjear tarjeta' })).toHaveCount(0);
    await panel.scrollIntoViewIfNeeded();
    await snap(page, 'counter-stamps');

    await wallet.reload();
    const card = wallet.getByTestId('stamp-card');
    await expect(card.getByTestId('stamp-count')).toHaveText('1 de 3 sellos');
    await expect(card.getByText('Tarjeta llena: Un café gratis')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await snap(wallet, 'wallet-stamps');
    await phone.close();
  } finally {
    await stampCard(page, false);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La configuración del negocio ha sido guardada.')).toBeVisible();
  }
});
