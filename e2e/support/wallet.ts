import { expect, type Page } from '@playwright/test';
import { snap } from './helpers';
import { type MailServer, waitForMail } from './mail';

/** The demo store's wallet address. */
export const STORE = '/pe/cafe-aurora';

/** A customer's phone in Madrid, while the store counts in Lima (a context's or test.use's options). */
export const phoneInMadrid = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  timezoneId: 'Europe/Madrid',
};

/**
 * The sign-in page's steps, as a customer takes them: their email, «Enviar código» (the page says where
 * it went), the code read from the test SMTP server (`server`'s), «Entrar». `snaps` saves the sign-in screen.
 */
export async function enterWithMailedCode(
  page: Page,
  email: string,
  options: { snaps?: boolean; server?: MailServer } = {},
) {
  await page.getByLabel('Email').fill(email);
  if (options.snaps) await snap(page, 'wallet-signin');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Le enviamos un código de 6 dígitos a ${email}. Vence en 20 minutos.`,
  );
  const code = /para entrar en Café Aurora es (\d{6})\./.exec(await waitForMail(email, options.server))?.[1];
  expect(code, 'the code in the mail').toMatch(/^\d{6}$/);
  await page.getByLabel('Código de 6 dígitos').fill(code!);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * The sign-up form a new customer's code opens: name, surname, a fresh mobile, the terms (and the
 * marketing messages when `marketing`), «Registrarme». `snaps` saves the form.
 */
export async function fillSignUp(
  page: Page,
  customer: { firstName: string; lastName: string },
  options: { marketing?: boolean; snaps?: boolean } = {},
) {
  await expect(page.getByRole('heading', { name: 'Registro' })).toBeVisible();
  await page.getByLabel('Nombre').fill(customer.firstName);
  await page.getByLabel('Apellido').fill(customer.lastName);
  await page.getByLabel('Celular').fill(`9${String(Date.now()).slice(-8)}`);
  await page.getByLabel(/Acepto los términos y condiciones/).check();
  if (options.marketing) await page.getByLabel(/Quiero recibir ofertas y novedades/).check();
  if (options.snaps) await snap(page, 'wallet-signup');
  await page.getByRole('button', { name: 'Registrarme' }).click();
}

/**
 * A new customer signs up from the store's page with the code read from the test SMTP server, and lands
 * on their card; `snaps` saves the sign-in and sign-up screens on the way, `marketing` accepts offers and
 * news, `server` is whose mail to read the code from. Returns the client code.
 */
export async function signUpInWallet(
  page: Page,
  customer: { email: string; firstName: string; lastName: string },
  options: { snaps?: boolean; marketing?: boolean; server?: MailServer } = {},
): Promise<string> {
  await page.getByRole('link', { name: 'Entrar o registrarme' }).click();
  await expect(page).toHaveURL(`${STORE}/signin`);
  await enterWithMailedCode(page, customer.email, options);
  await fillSignUp(page, customer, options);

  await expect(page).toHaveURL(`${STORE}/card`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${customer.firstName} ${customer.lastName}`,
  );
  const clientCode = (await page.getByTestId('client-code').innerText()).trim();
  expect(clientCode).toMatch(/^A[0-9A-Za-z]+$/);
  return clientCode;
}

/** The wallet's bottom navigation. */
export const walletNav = (page: Page) => page.getByRole('navigation', { name: 'Secciones' });

/**
 * A page listed on the bottom bar's «Más» (the inbox, the shop, the profile…), opened as a customer does:
 * «Más», then its line.
 */
export async function openFromMore(page: Page, name: string | RegExp, more = 'Más') {
  await page
    .getByRole('navigation', { name: /^(Secciones|Sections)$/ })
    .getByRole('link', { name: more })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: more })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name }).click();
}

/** A batch of one printed coupon of 25 points made by the owner through the API (`owner`: apiAs's); its code. */
export async function printedCouponCode(
  owner: <T>(path: string, data: unknown) => Promise<T>,
  tag: string,
): Promise<string> {
  const { batch } = await owner<{ batch: { id: number } }>('/client/coupons/add', {
    name: `Volantes ${tag}`,
    points: 25,
    expiresOn: '2030-12-31',
    count: 1,
  });
  const { codes } = await owner<{ codes: { code: string }[] }>('/client/coupons/get', { batchId: batch.id });
  return codes[0]!.code;
}
