import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/lib/logger.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { useTestAppWithMail } from './build-test-app.ts';
import { confirmLinkIn, lastMailTo } from './registration.ts';

/**
 * The server's log at its most verbose (trace) over the flows that handle secrets: sign-in (good and
 * bad), registration and its confirmation link, recovery and its reset link (the web page opened by
 * it, the new password), a POS token's use and refusal, a customer's sign-in code, a webhook's secret and signed delivery, exports. Not one
 * password, token, code, hash or full email may appear in it; and each sign-in, denial and audited
 * action is a line carrying its request's id.
 */
describe('the log keeps no secret', () => {
  const lines: string[] = [];
  const secrets = new Map<string, string>();
  const keep = (what: string, value: string) => {
    expect(value.length, what).toBeGreaterThan(3);
    secrets.set(what, value);
  };

  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // A webhook's receiver on this machine: private addresses allowed.
  const t = useTestAppWithMail({
    logger: createLogger('trace', sink),
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true' },
  });

  const post = async (path: string, body: unknown, token?: string) => {
    const res = await t.post(path, body, token, { 'user-agent': 'LogSecretsTest/1.0' });
    return res;
  };
  const ok = async (path: string, body: unknown, token?: string) => {
    const res = await post(path, body, token);
    expect(res.status, `${path}: ${res.body.m}`).toBe(200);
    return res.body;
  };

  it('runs the flows that carry secrets', async () => {
    // Sign-in: a wrong password, then the right one.
    keep('wrong password', 'Not-the-password-2026');
    expect(
      (await post('/login/client', { email: 'owner@premia.local', password: 'Not-the-password-2026' }))
        .status,
    ).toBe(401);
    keep('demo password', 'Premia2026!');
    const owner = (await ok('/login/client', { email: 'owner@premia.local', password: 'Premia2026!' })).user
      .token;
    keep('session token', owner);
    keep('session token hash', hashToken(owner).toString('hex'));
    keep('owner email', 'owner@premia.local');
    expect((await post('/client/info', {}, 'x'.repeat(43))).status).toBe(401);

    // Registration and its confirmation link.
    keep('new owner email', 'rosa.registro@example.com');
    keep('new owner password', 'Registro-seguro-2026');
    expect(
      (
        await post('/login/client/register', {
          storeName: 'Florería Jazmín',
          storeTypeId: 1,
          countryId: 1,
          firstName: 'Rosa',
          lastName: 'Mamani',
          email: 'rosa.registro@example.com',
          password: 'Registro-seguro-2026',
        })
      ).status,
    ).toBe(200);
    const confirmToken = confirmLinkIn(await lastMailTo(t, 'rosa.registro@example.com'));
    keep('confirmation token', confirmToken);
    const newOwner = (await ok('/general/confirm-email', { token: confirmToken })).user.token;
    keep('new owner session', newOwner);

    // Recovery: the mailed link, the web page it opens, the new password.
    await ok('/login/client/recovery-password', { email: 'employee@premia.local' });
    const resetMail = await lastMailTo(t, 'employee@premia.local');
    const resetToken = decodeURIComponent(/resetpassword\?token=([A-Za-z0-9_%-]+)/.exec(resetMail)![1]!);
    keep('reset token', resetToken);
    keep('employee email', 'employee@premia.local');
    await t.app.inject({ method: 'GET', url: `/resetpassword?token=${encodeURIComponent(resetToken)}` });
    keep('reset password', 'Nueva-clave-segura-2026');
    await ok('/general/process-password-recovery', {
      token: resetToken,
      password: 'Nueva-clave-segura-2026',
    });

    // A POS token: made, used, refused outside the POS routes.
    const pos = (await ok('/client/api/token/generate', {}, owner)).token as string;
    keep('POS token', pos);
    keep('POS token hash', hashToken(pos).toString('hex'));
    expect(
      (await post('/client/transaction/customer', { customer: { clientCode: 'A1' } }, pos)).status,
    ).toBeLessThan(500);
    expect((await post('/client/get-all-employees', {}, pos)).status).toBe(403);

    // A customer signs in to the wallet by a mailed code.
    // A webhook: its signing secret (shown once) and the signed deliveries of the sign-up below.
    const received: string[] = [];
    const receiver = http.createServer((req, res) => {
      received.push(String(req.headers['webhook-signature']));
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hook = await ok(
      '/client/webhooks/create',
      {
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        events: ['customer.created'],
      },
      owner,
    );
    keep('webhook secret', hook.secret);
    keep('webhook secret key', hook.secret.slice('whsec_'.length));

    const address = { countryCode: 'pe', slug: 'cafe-aurora' };
    keep('customer email', 'lucia.wallet@example.com');
    await ok('/login/customer/send-code', { ...address, email: 'lucia.wallet@example.com' });
    const codeMail = await lastMailTo(t, 'lucia.wallet@example.com');
    const code = /es (\d{6})\./.exec(codeMail)![1]!;
    const verified = await ok('/login/customer/verify-code', {
      ...address,
      email: 'lucia.wallet@example.com',
      code,
    });
    keep('sign-up ticket', verified.signUpTicket);
    const customer = (
      await ok('/login/customer/sign-up', {
        ...address,
        signUpTicket: verified.signUpTicket,
        firstName: 'Lucía',
        mobile: '987654321',
        acceptTerms: true,
      })
    ).token as string;
    keep('customer token', customer);
    await ok('/wallet/me', {}, customer);
    expect((await post('/client/info', {}, customer)).status).toBe(403);

    await vi.waitFor(() => expect(received).toHaveLength(1), 15_000);
    keep('webhook signature', received[0]!.slice('v1,'.length));
    receiver.close();

    // Exports.
    await ok('/client/products/export', { format: 'csv' }, owner);
    await ok('/client/customer/all', { page: 1, pageSize: 100, export: true }, owner);
    await t.jobsSettled();

    // The sign-in code is six digits: matched as a whole number, not inside a timestamp.
    const log = lines.join('\n');
    expect(log.match(new RegExp(`(?<![0-9])${code}(?![0-9])`, 'g')) ?? [], 'the sign-in code').toEqual([]);
    const found = [...secrets].filter(([, value]) => log.includes(value)).map(([what]) => what);
    expect(found, 'secrets in the log').toEqual([]);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/resetpassword\?token=[A-Za-z0-9]/);

    // What the log does keep: each sign-in, denial and audited action, with its request's id.
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const said = (msg: string) => events.filter((e) => e.msg === msg);
    expect(said('sign-in').map((e) => e.outcome)).toEqual(expect.arrayContaining(['refused', 'ok']));
    expect(said('sign-in').filter((e) => e.kind === 'customer')).toHaveLength(1);
    expect(said('access denied').map((e) => e.statusCode)).toEqual(expect.arrayContaining([401, 403]));
    expect(said('audited action').map((e) => e.action)).toEqual(
      expect.arrayContaining(['posToken.created', 'export.products', 'export.customers']),
    );
    for (const e of [...said('sign-in'), ...said('access denied'), ...said('audited action')])
      expect(e.reqId, JSON.stringify(e)).toEqual(expect.any(String));
    expect(said('sign-in').find((e) => e.outcome === 'refused')?.email).toBe('o***@premia.local');
  });
});
