import type { OutboxMail } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp, useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createCustomerSession, createStore } from '../../../../test/factories.ts';
import { registrationForm } from '../../../../test/registration.ts';

const OUTBOX = '/admin/outbox/get-all';

/** The admin's «Correo saliente»: the mails to `to`, newest first. */
async function keptFor(t: TestApp, to: string): Promise<OutboxMail[]> {
  await t.jobsSettled();
  const answer = await t.post(OUTBOX, {}, await t.login('admin@premia.local'));
  expect(answer.status).toBe(200);
  return (answer.body.mails as OutboxMail[]).filter((m) => m.to === to);
}

/** Every text the database holds of the outbox's rows and of the jobs that send them. */
async function storedTexts(t: TestApp): Promise<string> {
  const mails = await t.pool.query(`select subject, text_body, html_body from mail_outbox`);
  const jobs = await t.pool.query(`select data::text from pgboss.job where name = 'mail'`);
  return JSON.stringify([mails.rows, jobs.rows]);
}

describe('without SMTP_URL, the admin reads the mails in «Correo saliente» (memory only)', () => {
  const t = useTestApp();

  it('keeps a registration’s confirmation whole: its link confirms the owner, who signs in', async () => {
    const email = 'lucia.sol@example.com';
    expect((await t.post('/login/client/register', registrationForm(email))).status).toBe(200);
    const [mail] = await keptFor(t, email);
    expect(mail).toMatchObject({ kind: 'confirmation', to: email });
    const token = /http:\/\/premia\.test\/confirmar-email\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail!.html).toContain('/confirmar-email?token=');
    const confirmed = await t.post('/general/confirm-email', { token: decodeURIComponent(token!) });
    expect(confirmed.status).toBe(200);
    expect((await t.post('/login/client', { email, password: 'Pan-de-yema-2026' })).status).toBe(200);
    // The database keeps the mail without its link.
    const stored = await storedTexts(t);
    expect(stored).toContain('[enlace omitido]');
    expect(stored).not.toContain(token!);
  });

  it('keeps a recovery mail with its link, which sets a new password', async () => {
    await t.post('/login/client/recovery-password', { email: 'libreria@premia.local' });
    const [mail] = await keptFor(t, 'libreria@premia.local');
    expect(mail!.kind).toBe('recovery');
    const token = /resetpassword\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    const changed = await t.post('/general/process-password-recovery', {
      token: decodeURIComponent(token!),
      password: 'Libros-del-2026',
    });
    expect(changed.status).toBe(200);
    expect(await storedTexts(t)).not.toContain(token!);
  });

  it('keeps a wallet sign-in code, which signs the customer up; the database never holds its digits', async () => {
    const email = 'valeria@example.com';
    const address = { countryCode: 'pe', slug: 'cafe-aurora' };
    expect((await t.post('/login/customer/send-code', { ...address, email })).status).toBe(200);
    const [mail] = await keptFor(t, email);
    expect(mail!.kind).toBe('walletCode');
    const code = /Su código para entrar: (\d{6})$/.exec(mail!.subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain(`es ${code}.`);
    const verified = await t.post('/login/customer/verify-code', { ...address, email, code });
    expect(verified.status).toBe(200);
    expect(verified.body.signUpTicket).toBeTruthy();
    const stored = await storedTexts(t);
    expect(stored).toContain('Su código para entrar: [código omitido]');
    expect(stored).not.toContain(code!);
  });

  it('lists the newest first, and tells the client config it is on', async () => {
    await t.post('/login/client/recovery-password', { email: 'owner@premia.local' });
    await t.jobsSettled();
    const answer = await t.post(OUTBOX, {}, await t.login('admin@premia.local'));
    const ids = (answer.body.mails as OutboxMail[]).map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(answer.body.mails[0]).toMatchObject({ to: 'owner@premia.local', kind: 'recovery' });
    expect(answer.body.limit).toBe(200);
    expect((await t.post('/general/client-config')).body.mailOutbox).toBe(true);
  });

  it('is the platform admin’s only: a store’s owner, a customer and nobody signed in are refused', async () => {
    expect((await t.post(OUTBOX, {}, await t.login('owner@premia.local'))).status).toBe(403);
    const shop = await createStore(t.db);
    const customer = await createCustomerSession(t.db, shop.store.id);
    expect((await t.post(OUTBOX, {}, customer.token)).status).toBe(403);
    expect((await t.post(OUTBOX, {})).status).toBe(401);
  });
});

describe('with SMTP_URL set, there is no «Correo saliente»', () => {
  const t = useTestAppWithMail();

  it('answers 404 as an unknown address, keeps nothing, and the client config says it is off', async () => {
    await t.post('/login/client/recovery-password', { email: 'owner@premia.local' });
    await t.smtp.waitFor(1);
    const admin = await t.login('admin@premia.local');
    const answer = await t.post(OUTBOX, {}, admin);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe((await t.post('/admin/no-such-route', {}, admin)).body.code);
    expect((await t.post(OUTBOX, {})).status).toBe(404);
    expect((await t.post('/general/client-config')).body.mailOutbox).toBe(false);
  });
});
