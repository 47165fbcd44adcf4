import { join } from 'node:path';
import config from './playwright.config';
import { demo, signIn, snap } from './support/helpers';
import { type QrModules, writeModulesVideo, writeQrVideo } from './support/qr-video';
import { expect, type Page, test } from './support/test';
import { openFromMore, STORE, signUpInWallet } from './support/wallet';

// The counter's fake camera plays this file: the QR code the wallet shows, written once it is shown.
const video = join(import.meta.dirname, '..', 'test-results', 'wallet', 'wallet-qr.y4m');
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  permissions: ['camera'],
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test.beforeAll(() => {
  // The browser starts with a camera file; the test replaces it with the customer's QR code.
  writeQrVideo(video, 'sin-cliente');
});

/** The modules of the QR code the wallet's card shows (its SVG: one 1×1 square per dark module, 2 of margin). */
async function shownQr(page: Page): Promise<QrModules> {
  const src = await page.getByRole('img', { name: /Código QR de su tarjeta/ }).getAttribute('src');
  const svg = decodeURIComponent(String(src).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  const side = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  const dark = new Set(
    [...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${Number(m[2]) - 2},${Number(m[1]) - 2}`),
  );
  expect(dark.size).toBeGreaterThan(50);
  return { size: side - 4, get: (row, col) => dark.has(`${row},${col}`) };
}

test('a new customer signs up on the store page, the counter scans their card, and the wallet shows the points', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const email = `valeria.${tag}@example.com`;

  // The store's public page: no sign-in needed.
  await page.goto(STORE);
  await expect(page.getByRole('heading', { level: 1, name: 'Café Aurora' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo sumar puntos' })).toBeVisible();
  await expect(page.getByText(/Gane 1 punto por cada S\/\s10\.00 de compra\./)).toBeVisible();
  await snap(page, 'wallet-store');

  // Sign up: the email, the code from the mail, the details; then the card: QR, code as text, balance.
  const clientCode = await signUpInWallet(
    page,
    { email, firstName: 'Valeria', lastName: `Torres ${tag}` },
    { snaps: true },
  );
  const startBalance = Number((await page.getByTestId('balance').innerText()).replace(/\D/g, ''));
  await snap(page, 'wallet-card');

  // The card in the phone's own wallet: the Apple pass downloads as a signed .pkpass (a zip).
  const passes = page.getByRole('navigation', { name: 'Tu tarjeta en el teléfono' });
  await expect(passes.getByRole('link', { name: 'Guardar en Google Wallet' })).toHaveAttribute(
    'href',
    /^https:\/\/pay\.google\.com\/gp\/v\/save\//,
  );
  const applePass = await page.request.get(
    (await passes.getByRole('link', { name: 'Agregar a Apple Wallet' }).getAttribute('href')) ?? '',
  );
  expect(applePass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
  expect((await applePass.body()).subarray(0, 2).toString()).toBe('PK');
  await passes.scrollIntoViewIfNeeded();
  await snap(page, 'wallet-card-passes');

  // The cashier scans that QR at the counter and gives points for a purchase of 120.00 (12 points).
  writeModulesVideo(video, await shownQr(page));
  const counter = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    permissions: ['camera'],
  });
  const cashier = await counter.newPage();
  await cashier.addInitScript(() => Reflect.deleteProperty(globalThis, 'BarcodeDetector'));
  await cashier.goto('/');
  await signIn(cashier, demo.employee.email);
  await cashier.getByTestId('sidebar-menu').getByRole('link', { name: 'Fidelización' }).click();
  await cashier.getByRole('button', { name: 'Escanear QR' }).click();
  const customerCard = cashier.getByTestId('customer-card');
  await expect(customerCard.getByTestId('client-code')).toHaveText(clientCode);
  await expect(customerCard.getByRole('heading', { level: 2 })).toHaveText(`Valeria Torres ${tag}`);
  await cashier.getByLabel(/Monto de la compra/).fill('120');
  const ticket = cashier.getByLabel('Número de ticket');
  if (await ticket.isVisible()) await ticket.fill(`W-${tag}`);
  await cashier.getByRole('button', { name: 'Dar 12 puntos' }).click();
  await expect(cashier.locator('.ant-notification-notice').last()).toContainText('Se sumaron 12 puntos.');
  await counter.close();

  // The customer's balance and statement show them.
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText(`${startBalance + 12} puntos`);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mis puntos' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText(`${startBalance + 12} puntos`);
  const statement = page.getByTestId('statement').getByRole('listitem');
  await expect(statement.first()).toContainText('Compra');
  await expect(statement.first()).toContainText('+12');
  await snap(page, 'wallet-points');

  await openFromMore(page, 'Perfil');
  await expect(page.getByLabel('Nombre')).toHaveValue('Valeria');
  await snap(page, 'wallet-profile');

  // The same screens on a wide screen.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mi tarjeta' }).click();
  await expect(page.getByTestId('balance')).toHaveText(`${startBalance + 12} puntos`);
  await snap(page, 'wallet-card');
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('link', { name: 'Ver mi tarjeta' })).toBeVisible();
  await snap(page, 'wallet-store');
  await page.setViewportSize({ width: 375, height: 812 });

  // Once loaded, the card opens without a connection (service worker + the card kept on the phone).
  await page.getByRole('link', { name: 'Ver mi tarjeta' }).click();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('client-code')).toHaveText(clientCode);
  await expect(page.getByTestId('balance')).toHaveText(`${startBalance + 12} puntos`);
  await page.context().setOffline(false);

  // Deleting the account ends the session and leaves the store's page.
  await openFromMore(page, 'Perfil');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByRole('alertdialog', { name: '¿Eliminar su cuenta?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(STORE);
  await expect(page.getByRole('link', { name: 'Entrar o registrarme' })).toBeVisible();
});

test('an address with no open store says so', async ({ page }) => {
  await page.goto('/pe/no-existe-este-negocio');
  await expect(page.getByRole('heading', { name: 'Negocio no encontrado' })).toBeVisible();
  await expect(page.getByText('No encontramos este negocio, o ya no está activo.')).toBeVisible();
  await snap(page, 'wallet-no-store');
});
