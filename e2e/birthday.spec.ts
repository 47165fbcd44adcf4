import { localDateTime } from '@premia/contract';
import { demo, signIn, snap } from './support/helpers';
import { runDayJobNow } from './support/jobs';
import { expect, test } from './support/test';
import { enterWithMailedCode, fillSignUp, phoneInMadrid, STORE } from './support/wallet';

/** «Regalo de cumpleaños» in the demo store's Configuración: `gift` and, with points, how many. */
async function setBirthdayGift(
  page: import('@playwright/test').Page,
  gift: 'Puntos' | 'No dar nada',
  points?: string,
) {
  await page.goto('/dashboard/configuration');
  const select = page.getByRole('combobox', { name: 'Regalo de cumpleaños' });
  await select.scrollIntoViewIfNeeded();
  await select.click();
  await page.locator('.ant-select-item-option', { hasText: gift }).click();
  if (points) await page.getByRole('textbox', { name: 'Puntos de cumpleaños' }).fill(points);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La configuración del negocio ha sido guardada.')).toBeVisible();
}

test('the owner gives 150 points on birthdays, and a customer whose birthday is today sees them in the wallet', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browser contexts, a sign-up by mailed code and a job: about 35 s alone, more on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await setBirthdayGift(page, 'Puntos', '150');
  await page.getByRole('textbox', { name: 'Mensaje de cumpleaños' }).scrollIntoViewIfNeeded();
  await snap(page, 'configuration-birthday-gift');

  try {
    // A new customer signs up and gives their birthday, today in Lima (the store's day), in their profile.
    const phone = await browser.newContext({ ...phoneInMadrid, baseURL });
    const wallet = await phone.newPage();
    const tag = Date.now().toString(36);
    await wallet.goto(`${STORE}/signin`);
    await enterWithMailedCode(wallet, `cumple.${tag}@example.com`);
    await fillSignUp(wallet, { firstName: 'Rocío', lastName: `Cumple ${tag}` }, { marketing: true });
    await expect(wallet).toHaveURL(`${STORE}/card`);
    await wallet.goto(`${STORE}/profile`);
    const today = localDateTime('America/Lima', new Date()).date;
    await wallet.getByLabel('Fecha de nacimiento (opcional)').fill(`1992-${today.slice(5)}`);
    await wallet.getByRole('button', { name: 'Guardar' }).click();
    // Set once: it is now the store's to change.
    const set = wallet.getByLabel('Fecha de nacimiento', { exact: true });
    await expect(set).toHaveValue(`1992-${today.slice(5)}`);
    await expect(set).not.toBeEditable();
    await expect(
      wallet.getByText('Ya está registrada. Si necesita cambiarla, pídalo en el negocio.'),
    ).toBeVisible();

    // The store's day run of birthdays, now: the day's birthdays get their points and a message.
    await runDayJobNow('birthday-gifts');
    await wallet.goto(`${STORE}/points`);
    const line = wallet
      .getByTestId('statement')
      .getByRole('listitem')
      .filter({ hasText: '¡Feliz cumpleaños!' });
    await expect(async () => {
      await wallet.reload();
      await expect(line).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(line).toContainText('+150');
    await snap(wallet, 'wallet-points-birthday');
    await wallet.goto(`${STORE}/inbox`);
    await expect(
      wallet.getByText('¡Feliz cumpleaños! Le regalamos 150 puntos para celebrarlo.'),
    ).toBeVisible();
    await phone.close();
  } finally {
    // The demo store gives nothing on birthdays for the other specs of this worker.
    await setBirthdayGift(page, 'No dar nada');
  }
});
