import type { RouteInput } from '@premia/contract';
import { expect } from 'vitest';
import type { TestAppWithMail } from './build-test-app.ts';
import { mailText } from './mail-catcher.ts';

/** The form a new owner sends to register Panadería Sol with `email` (and `password`, a good one by default). */
export function registrationForm(
  email: string,
  password = 'Pan-de-yema-2026',
): RouteInput<'/login/client/register'> {
  return {
    storeName: 'Panadería Sol',
    storeTypeId: 3,
    countryId: 1,
    firstName: 'Lucía',
    lastName: 'Quispe',
    email,
    password,
  };
}

/** The token of the confirmation link in a mail's text. */
export function confirmLinkIn(text: string): string {
  const match = /http:\/\/premia\.test\/confirmar-email\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no confirmation link in the mail');
  return decodeURIComponent(match[1]);
}

/** The text of the last mail to `email`, once it has arrived. */
export async function lastMailTo(t: TestAppWithMail, email: string): Promise<string> {
  await expect.poll(() => t.smtp.mails.some((m) => m.to.includes(email)), { timeout: 10_000 }).toBe(true);
  return mailText(t.smtp.mails.filter((m) => m.to.includes(email)).at(-1)!.raw);
}

/** Registers a store as a new owner does, opens the mailed link and answers the owner's session token. */
export async function registerConfirmed(
  t: TestAppWithMail,
  form: RouteInput<'/login/client/register'>,
): Promise<string> {
  const registered = await t.post('/login/client/register', form);
  expect(registered.status).toBe(200);
  const confirmed = await t.post('/general/confirm-email', {
    token: confirmLinkIn(await lastMailTo(t, form.email)),
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body.user.token;
}
