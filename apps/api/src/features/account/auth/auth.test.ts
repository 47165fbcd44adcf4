import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestAppWithMail, useTestApp, useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createEmployee, createStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';
import { confirmLinkIn, lastMailTo, registrationForm } from '../../../../test/registration.ts';
import { limits } from './rate-limit.ts';

const BAD = 'El email y/o la contraseña no son válidos.';
const TOO_MANY = 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.';
const TOO_COMMON = 'Esa contraseña es demasiado común y fácil de adivinar. Elija otra.';

describe('sign-in', () => {
  const t = useTestApp();

  it.each([
    ['admin@premia.local', 'admin', null, null],
    ['owner@premia.local', 'client', 'owner', 'Café Aurora'],
    ['employee@premia.local', 'client', 'employee', 'Café Aurora'],
  ])(
    'signs in %s with the stored-login data of spec §3',
    async (email, userType, storeUserType, storeName) => {
      const res = await t.post('/login/client', { email, password: 'Premia2026!' });
      expect(res.status).toBe(200);
      expect(res.body.s).toBe('ok');
      const user = res.body.user;
      expect(user).toMatchObject({ email, userType, storeUserType, storeName });
      for (const key of [
        'email',
        'firstName',
        'LastName',
        'storeId',
        'storeName',
        'storeUserType',
        'token',
        'userType',
        'showAffiliateCommerce',
        'affiliateCommerce',
        'locationName',
        'locationId',
        'permCreateCustomer',
        'permGivePoints',
        'permRedeem',
      ]) {
        expect(user).toHaveProperty(key);
      }
      expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
  );

  it('gives the employee only the permissions the demo grants', async () => {
    const res = await t.post('/login/client', { email: 'employee@premia.local', password: 'Premia2026!' });
    expect(res.body.user).toMatchObject({
      permGivePoints: true,
      permRedeem: true,
      permCreateCustomer: false,
      permStore: false,
      locationName: 'Aurora Miraflores',
    });
  });

  it('accepts the email in any case', async () => {
    const res = await t.post('/login/client', { email: 'Owner@Premia.LOCAL', password: 'Premia2026!' });
    expect(res.body.s).toBe('ok');
  });

  it('answers an unknown email, a wrong password and empty fields with the same Spanish message', async () => {
    const wrong = await t.post('/login/client', { email: 'owner@premia.local', password: 'nope-nope' });
    const unknown = await t.post('/login/client', { email: 'nadie@premia.local', password: 'Premia2026!' });
    const empty = await t.post('/login/client', { email: '', password: '' });
    for (const res of [wrong, unknown, empty]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ s: 'not-ok', m: BAD });
    }
    expect(wrong.status).toBe(unknown.status);
  });

  it('stores only a hash of the session token', async () => {
    const token = await t.login('owner@premia.local');
    const rows = await t.db.execute(sql`select token_hash from sessions`);
    for (const row of rows.rows)
      expect(Buffer.from(row.token_hash as Buffer).toString('base64url')).not.toBe(token);
    const found = await t.db.execute(
      sql`select count(*)::int as n from sessions where token_hash = sha256(${token}::bytea)`,
    );
    expect(found.rows[0]?.n).toBe(1);
  });

  it('ends the session on logout: the next call with that token gets 401', async () => {
    const token = await t.login('owner@premia.local');
    expect((await t.post('/client/info', {}, token)).status).toBe(200);
    expect((await t.post('/login/client/logout', {}, token)).body.s).toBe('ok');
    const after = await t.post('/client/info', {}, token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ s: 'not-ok', errorType: 'unauthorized' });
  });

  it('refuses an expired session', async () => {
    const token = await t.login('owner@premia.local');
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = sha256(${token}::bytea)`,
    );
    expect((await t.post('/client/info', {}, token)).status).toBe(401);
  });

  /** Moves a session's clock back, as if that many days had passed since it was last touched. */
  const age = (token: string, days: number) =>
    t.db.execute(sql`update sessions set
        created_at = created_at - make_interval(days => ${days}),
        last_used_at = last_used_at - make_interval(days => ${days}),
        expires_at = expires_at - make_interval(days => ${days})
      where token_hash = sha256(${token}::bytea)`);

  it('refuses a session unused for 30 days with 401', async () => {
    const token = await t.login('owner@premia.local');
    await age(token, 30);
    const res = await t.post('/client/info', {}, token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'unauthorized' });
  });

  it('refuses a session whose last use is over 30 days old, whatever its stored expiry says', async () => {
    const token = await t.login('owner@premia.local');
    await t.db.execute(
      sql`update sessions set last_used_at = now() - interval '30 days 1 minute' where token_hash = sha256(${token}::bytea)`,
    );
    expect((await t.post('/client/info', {}, token)).status).toBe(401);
  });

  it('extends a session that is used: 29 idle days, a call, 29 more idle days, and it still works', async () => {
    const token = await t.login('owner@premia.local');
    await age(token, 29);
    expect((await t.post('/client/info', {}, token)).status).toBe(200);
    const renewed = await t.db.execute<{ fresh: boolean; days_left: number }>(sql`
      select last_used_at > now() - interval '1 minute' as fresh,
             extract(epoch from expires_at - now()) / 86400 as days_left
      from sessions where token_hash = sha256(${token}::bytea)`);
    expect(renewed.rows[0]?.fresh).toBe(true);
    expect(Number(renewed.rows[0]?.days_left)).toBeGreaterThan(29.9);
    await age(token, 29);
    expect((await t.post('/client/info', {}, token)).status).toBe(200);
    // 58 days after sign-in, 29 after its last use: one more idle day past the 30 and it is refused
    await age(token, 30);
    expect((await t.post('/client/info', {}, token)).status).toBe(401);
  });

  it('applies a disabled user on the very next request', async () => {
    // An employee of a store of its own: the demo's users stay as every other test reads them.
    const { store, location } = await createStore(t.db);
    const employee = await createEmployee(t.db, store.id, location.id);
    const token = await t.login(employee.email, TEST_PASSWORD);
    await t.db.execute(sql`update users set active = false where id = ${employee.id}`);
    expect((await t.post('/client/info', {}, token)).status).toBe(401);
    const again = await t.post('/login/client', { email: employee.email, password: TEST_PASSWORD });
    expect(again.body).toMatchObject({ s: 'not-ok', m: BAD });
  });
});

describe('sign-in rate limit', () => {
  const t = useTestApp();

  it('refuses with 429 and a Spanish message after 10 failures for one email, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.post('/login/client', { email: 'owner@premia.local', password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.post('/login/client', { email: 'owner@premia.local', password: 'Premia2026!' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ s: 'not-ok', errorType: 'rate-limited' });
    expect(blocked.body.m).toMatch(/Demasiados intentos/);
    // another account from the same address still signs in
    expect(
      (await t.post('/login/client', { email: 'admin@premia.local', password: 'Premia2026!' })).body.s,
    ).toBe('ok');
  });
});

describe('sign-in limits that cannot be beaten', () => {
  const t = useTestApp();

  const signIn = async (email: string, password: string, remoteAddress: string, forwardedFor?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/client',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email, password },
    });
    return { status: res.statusCode, body: res.json() as { s: string; m: string } };
  };
  const { max } = limits.loginFailuresPerEmailAndIp('', '');

  it('judges at most the limit of 50 parallel tries, and refuses the right password once over it', async () => {
    const tries = Array.from({ length: 50 }, (_, i) => (i === 37 ? 'Premia2026!' : `wrong-${i}`));
    const answers = await Promise.all(tries.map((p) => signIn('employee@premia.local', p, '198.51.100.10')));
    const judged = answers.filter((a) => a.status !== 429);
    expect(judged.length).toBeLessThanOrEqual(max);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(50 - max);
    for (const a of answers) expect([200, 401, 429]).toContain(a.status);
    const after = await signIn('employee@premia.local', 'Premia2026!', '198.51.100.10');
    expect(after.status).toBe(429);
    expect(after.body.m).toBe(TOO_MANY);
  });

  it("judges at most the account's limit of tries sent at once from as many addresses, then refuses the right password at a new place", async () => {
    const email = 'employee9@premia.local';
    await t.db.execute(
      sql`insert into users (email, password_hash, first_name, last_name, user_type, store_id, store_user_type, location_id, country_id)
          select ${email}, password_hash, 'Ada', 'Rey', user_type, store_id, store_user_type, location_id, country_id
          from users where email = 'employee@premia.local'`,
    );
    const perAccount = limits.loginFailuresPerEmail('').max;
    const tries = Array.from({ length: perAccount + 20 }, (_, i) =>
      signIn(email, `wrong-${i}`, `203.0.${120 + Math.floor(i / 200)}.${i % 200}`),
    );
    const answers = await Promise.all(tries);
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(perAccount);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(20);
    expect((await signIn(email, 'Premia2026!', '198.51.100.99')).status).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a new forged address per try is the same caller', async () => {
    for (let i = 0; i < max; i++) {
      const res = await signIn('admin@premia.local', `wrong-${i}`, '198.51.100.20', `203.0.113.${i + 1}`);
      expect(res.status).toBe(401);
    }
    const forged = await signIn('admin@premia.local', 'Premia2026!', '198.51.100.20', '203.0.113.200');
    expect(forged.status).toBe(429);
  });

  it("does not lock the owner out for a stranger's failures from another address", async () => {
    for (let i = 0; i < max + 5; i++) await signIn('owner@premia.local', `wrong-${i}`, '203.0.113.66');
    expect((await signIn('owner@premia.local', 'Premia2026!', '203.0.113.66')).status).toBe(429);
    const owner = await signIn('owner@premia.local', 'Premia2026!', '198.51.100.30');
    expect(owner.status).toBe(200);
    expect(owner.body.s).toBe('ok');
  });

  it('stops a spread attack on one account, but not its owner at a place it signed in from before', async () => {
    const email = 'employee2@premia.local';
    await t.db.execute(
      sql`insert into users (email, password_hash, first_name, last_name, user_type, store_id, store_user_type, location_id, country_id)
          select ${email}, password_hash, 'Eva', 'Ruiz', user_type, store_id, store_user_type, location_id, country_id
          from users where email = 'employee@premia.local'`,
    );
    expect((await signIn(email, 'Premia2026!', '198.51.100.40')).status).toBe(200);
    const perAccount = limits.loginFailuresPerEmail('').max;
    // Many addresses, each under its own limits, together over the account's.
    for (let i = 0; i < perAccount; i++) {
      const res = await signIn(email, `wrong-${i}`, `203.0.${100 + Math.floor(i / 5)}.${i % 5}`);
      expect(res.status).toBe(401);
    }
    const newPlace = await signIn(email, 'Premia2026!', '198.51.100.41');
    expect(newPlace.status).toBe(429);
    const knownPlace = await signIn(email, 'Premia2026!', '198.51.100.40');
    expect(knownPlace.status).toBe(200);
  });
});

describe('sign-in, recovery and registration rate limits', () => {
  // Behind a proxy the server trusts (inject's connections come from 127.0.0.1), X-Forwarded-For says who calls.
  const t = useTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const post = (path: string, body: object, ip: string) => t.post(path, body, undefined, from(ip));
  const expectTooMany = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      s: 'not-ok',
      m: TOO_MANY,
      code: 'auth.tooManyAttempts',
      params: {},
      errorType: 'rate-limited',
    });
  };

  it('refuses sign-in from an address with too many failures, while other addresses still sign in', async () => {
    const { max } = limits.loginFailuresPerIp('');
    for (let i = 0; i < max; i++) {
      const res = await post(
        '/login/client',
        { email: `nadie${i}@example.com`, password: 'x-x-x-x-x' },
        '203.0.113.1',
      );
      expect(res.status).toBe(401);
    }
    expectTooMany(
      await post('/login/client', { email: 'owner@premia.local', password: 'Premia2026!' }, '203.0.113.1'),
    );
    const elsewhere = await post(
      '/login/client',
      { email: 'owner@premia.local', password: 'Premia2026!' },
      '203.0.113.2',
    );
    expect(elsewhere.body.s).toBe('ok');
  });

  it('refuses registration from an address after too many attempts, even with a good form', async () => {
    const { max } = limits.registerPerIp('');
    for (let i = 0; i < max; i++) {
      const res = await post(
        '/login/client/register',
        registrationForm(`ip${i}@example.com`, 'password1'),
        '203.0.113.10',
      );
      expect(res.status).toBe(400);
      expect(res.body.m).toBe(TOO_COMMON);
    }
    expectTooMany(
      await post('/login/client/register', registrationForm('ip-good@example.com'), '203.0.113.10'),
    );
    const stores = await t.db.execute(
      sql`select count(*)::int as n from users where email like 'ip%@example.com'`,
    );
    expect(stores.rows[0]?.n).toBe(0);
    const elsewhere = await post(
      '/login/client/register',
      registrationForm('ip-good@example.com'),
      '203.0.113.11',
    );
    expect(elsewhere.status).toBe(200);
  });

  it('refuses registration of one email after too many attempts, from any address', async () => {
    const { max } = limits.registerPerEmail('');
    for (let i = 0; i < max; i++) {
      const res = await post(
        '/login/client/register',
        registrationForm('ana@example.com', 'qwertyuiop'),
        `198.51.100.${i + 1}`,
      );
      expect(res.status).toBe(400);
    }
    expectTooMany(
      await post('/login/client/register', registrationForm('ANA@example.com'), '198.51.100.200'),
    );
    const users = await t.db.execute(
      sql`select count(*)::int as n from users where email = 'ana@example.com'`,
    );
    expect(users.rows[0]?.n).toBe(0);
    // the same address may still register another email
    expect(
      (await post('/login/client/register', registrationForm('bea@example.com'), '198.51.100.200')).status,
    ).toBe(200);
  });

  it('refuses recovery requests from an address after too many, while other addresses still get an answer', async () => {
    const { max } = limits.recoveryPerIp('');
    for (let i = 0; i < max; i++) {
      const res = await post(
        '/login/client/recovery-password',
        { email: `nadie${i}@example.com` },
        '203.0.113.20',
      );
      expect(res.body.s).toBe('ok');
    }
    expectTooMany(
      await post('/login/client/recovery-password', { email: 'admin@premia.local' }, '203.0.113.20'),
    );
    const elsewhere = await post(
      '/login/client/recovery-password',
      { email: 'nadie@example.com' },
      '203.0.113.21',
    );
    expect(elsewhere.body.s).toBe('ok');
  });

  it('refuses recovery of one email after too many requests, from any address, and mails no more links', async () => {
    const { max } = limits.recoveryPerEmail('');
    const mails = () =>
      t.db
        .execute(sql`select count(*)::int as n from mail_outbox where to_address = 'employee@premia.local'`)
        .then((r) => r.rows[0]?.n);
    for (let i = 0; i < max; i++) {
      const res = await post(
        '/login/client/recovery-password',
        { email: 'employee@premia.local' },
        `192.0.2.${i + 1}`,
      );
      expect(res.body.s).toBe('ok');
    }
    expect(await mails()).toBe(max);
    expectTooMany(
      await post('/login/client/recovery-password', { email: 'Employee@Premia.local' }, '192.0.2.200'),
    );
    expect(await mails()).toBe(max);
  });
});

describe('password recovery through real SMTP', () => {
  let smtp: TestAppWithMail['smtp'];
  const t = useTestAppWithMail();
  beforeAll(async () => {
    smtp = t.smtp;
  });

  const linkIn = (raw: string) => {
    const match = /http:\/\/premia\.test\/resetpassword\?token=([A-Za-z0-9_%-]+)/.exec(mailText(raw));
    if (!match?.[1]) throw new Error('no reset link in the mail');
    return decodeURIComponent(match[1]);
  };

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const oldSession = await t.login('owner@premia.local');
    const unknown = await t.post('/login/client/recovery-password', { email: 'nadie@premia.local' });
    const known = await t.post('/login/client/recovery-password', { email: 'owner@premia.local' });
    expect(unknown.body).toEqual(known.body);
    expect(known.body.s).toBe('ok');

    const [mail] = await smtp.waitFor(1);
    expect(smtp.mails).toHaveLength(1);
    expect(mail!.to).toEqual(['owner@premia.local']);
    const token = linkIn(mail!.raw);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const done = await t.post('/general/process-password-recovery', { token, password: 'Cafe-de-altura-77' });
    expect(done.body).toEqual({
      s: 'ok',
      m: 'La contraseña fué cambiada con éxito. Ya puede usarla.',
      code: 'password.changed',
      params: {},
    });
    expect((await t.post('/client/info', {}, oldSession)).status).toBe(401);
    expect(
      (await t.post('/login/client', { email: 'owner@premia.local', password: 'Premia2026!' })).body.s,
    ).toBe('not-ok');
    expect(
      (await t.post('/login/client', { email: 'owner@premia.local', password: 'Cafe-de-altura-77' })).body.s,
    ).toBe('ok');

    const reused = await t.post('/general/process-password-recovery', {
      token,
      password: 'Otra-clave-segura-1',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.m).toMatch(/no es válido o ha expirado/);
  });

  it("unlocks sign-in by mail where the link is opened, whoever's failures locked the account (issue 31.11)", async () => {
    const email = 'employee@premia.local';
    const from = (ip: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, remoteAddress: ip, payload });
    // A spread attack fills the account's window; the owner's own address then meets its own too.
    const perAccount = limits.loginFailuresPerEmail('').max;
    for (let i = 0; i < perAccount; i++) {
      await from(`203.0.${110 + Math.floor(i / 5)}.${i % 5}`, '/login/client', { email, password: `w-${i}` });
    }
    const place = '198.51.100.90';
    for (let i = 0; i < 3; i++) await from(place, '/login/client', { email, password: `mine-${i}` });
    expect((await from(place, '/login/client', { email, password: 'Premia2026!' })).statusCode).toBe(429);

    smtp.mails.length = 0;
    await from(place, '/login/client/recovery-password', { email });
    const [mail] = await smtp.waitFor(1);
    const token = linkIn(mail!.raw);
    const reset = await from(place, '/general/process-password-recovery', {
      token,
      password: 'Pan-con-palta-88',
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await from(place, '/login/client', { email, password: 'Pan-con-palta-88' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Elsewhere the account's window still holds the attack.
    expect(
      (await from('198.51.100.91', '/login/client', { email, password: 'Pan-con-palta-88' })).statusCode,
    ).toBe(429);
  });

  it('tells a cut or made-up link, short or long, that it is not valid', async () => {
    for (const token of ['abc', 'x'.repeat(43), 'y'.repeat(500)]) {
      const answer = await t.post('/general/process-password-recovery', {
        token,
        password: 'Otra-clave-segura-1',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.m).toBe(
        'El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.',
      );
    }
  });

  it('voids an older link when a new one is requested, and refuses an expired one', async () => {
    smtp.mails.length = 0;
    await t.post('/login/client/recovery-password', { email: 'employee@premia.local' });
    await t.post('/login/client/recovery-password', { email: 'employee@premia.local' });
    const [first, second] = await smtp.waitFor(2);
    const older = linkIn(first!.raw);
    const newer = linkIn(second!.raw);
    expect(
      (await t.post('/general/process-password-recovery', { token: older, password: 'Clave-nueva-2026' }))
        .status,
    ).toBe(400);

    await t.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where used_at is null`,
    );
    expect(
      (await t.post('/general/process-password-recovery', { token: newer, password: 'Clave-nueva-2026' }))
        .status,
    ).toBe(400);
  });

  it('applies the password policy on reset', async () => {
    smtp.mails.length = 0;
    await t.post('/login/client/recovery-password', { email: 'admin@premia.local' });
    const token = linkIn((await smtp.waitFor(1))[0]!.raw);
    const short = await t.post('/general/process-password-recovery', { token, password: 'corta' });
    expect(short.status).toBe(400);
    expect(short.body.m).toMatch(/al menos 8 caracteres/);
    const common = await t.post('/general/process-password-recovery', { token, password: 'password123' });
    expect(common.status).toBe(400);
    expect(common.body.m).toMatch(/demasiado común/);
    // a refused password does not use the link up
    expect(
      (await t.post('/general/process-password-recovery', { token, password: 'Una-clave-buena-9' })).body.s,
    ).toBe('ok');
  });
});

describe('registration', () => {
  const t = useTestAppWithMail();

  const form = registrationForm('lucia@example.com');
  const answerFor = (email: string) => ({
    s: 'ok',
    m: `Le enviamos un email a ${email} con los pasos para continuar. Si no le llega en unos minutos, revise la carpeta de spam.`,
    code: 'auth.registered',
    params: { email },
  });
  const mailTo = (email: string) => lastMailTo(t, email);

  it('creates a store and its owner, who signs in only after opening the mailed link', async () => {
    const res = await t.post('/login/client/register', form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(answerFor('lucia@example.com'));
    const early = await t.post('/login/client', { email: form.email, password: form.password });
    expect(early.status).toBe(401);
    expect(early.body.m).toBe(BAD);

    const mail = await mailTo('lucia@example.com');
    expect(mail).toContain('Hola Lucía');
    const token = confirmLinkIn(mail);
    const outbox = await t.db.execute(
      sql`select text_body from mail_outbox where to_address = 'lucia@example.com'`,
    );
    expect(String(outbox.rows[0]?.text_body)).not.toContain(token);

    const confirmed = await t.post('/general/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({
      email: 'lucia@example.com',
      storeName: 'Panadería Sol',
      storeUserType: 'owner',
      userType: 'client',
    });
    const info = await t.post('/client/info', {}, confirmed.body.user.token);
    expect(info.body.user.storeName).toBe('Panadería Sol');
    const store = await t.db.execute(
      sql`select slug, currency_code, time_zone from stores where name = 'Panadería Sol'`,
    );
    expect(store.rows[0]).toEqual({ slug: 'panaderia-sol', currency_code: 'PEN', time_zone: 'America/Lima' });
    expect((await t.post('/login/client', { email: form.email, password: form.password })).status).toBe(200);
    const again = await t.post('/general/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.m).toBe('El enlace para confirmar el email no es válido, ya se usó o venció.');
  });

  it('answers an email that has an account exactly as a new one, and tells its owner by mail', async () => {
    const res = await t.post('/login/client/register', {
      ...form,
      storeName: 'Otra',
      email: 'OWNER@premia.local',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(answerFor('owner@premia.local'));
    const mail = await mailTo('owner@premia.local');
    expect(mail).toContain('ya tiene una cuenta');
    expect(mail).not.toContain('confirmar-email');
    const stores = await t.db.execute(sql`select count(*)::int as n from stores where name = 'Otra'`);
    expect(stores.rows[0]?.n).toBe(0);
    // The owner's password still works; nothing of the account changed.
    expect(
      (await t.post('/login/client', { email: 'owner@premia.local', password: 'Premia2026!' })).status,
    ).toBe(200);
  });

  it('refuses a made-up confirmation link in Spanish', async () => {
    const res = await t.post('/general/confirm-email', { token: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('auth.badConfirmToken');
  });

  it.each(['password1', 'qwertyuiop', '12345678', 'Contrasena123', 'contraseña', 'ILOVEYOU1'])(
    'refuses the common password %s with the Spanish message, and creates nothing',
    async (password) => {
      const email = `comun-${password.length}-${password.charCodeAt(0)}@example.com`;
      const res = await t.post('/login/client/register', { ...form, email, password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        s: 'not-ok',
        m: TOO_COMMON,
        code: 'password.tooCommon',
        params: {},
        errorType: 'validation',
      });
      const users = await t.db.execute(sql`select count(*)::int as n from users where email = ${email}`);
      expect(users.rows[0]?.n).toBe(0);
    },
  );

  it('names the field in Spanish when the form is wrong', async () => {
    const res = await t.post('/login/client/register', { ...form, email: 'no-es-un-email' });
    expect(res.status).toBe(400);
    expect(res.body.m).toBe('El campo «email» no es un email válido.');
    const unknownCountry = await t.post('/login/client/register', {
      ...form,
      email: 'x@example.com',
      countryId: 999,
    });
    expect(unknownCountry.status).toBe(400);
    expect(unknownCountry.body.m).toBe('El país elegido no existe.');
  });
});

describe('a deactivated store (issue 30.13)', () => {
  const t = useTestApp();

  it('tells its owner, after the right password only, that the business is deactivated and whom to write to', async () => {
    const shop = await createStore(t.db);
    await t.db.execute(sql`update stores set active = false where id = ${shop.store.id}`);
    const email = shop.owner.email;

    const wrong = await t.post('/login/client', { email, password: 'otra-clave-123' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.m).toBe(BAD);

    const noContact = await t.post('/login/client', { email, password: TEST_PASSWORD });
    expect(noContact.status).toBe(403);
    expect(noContact.body).toMatchObject({
      s: 'not-ok',
      code: 'auth.storeDeactivatedNoContact',
      m: 'Su negocio está desactivado. Para reactivarlo, comuníquese con el soporte de Premia.',
    });

    const admin = await t.login('admin@premia.local');
    const saved = await t.post(
      '/admin/configuration/update-whatsapp',
      { whatsappNumber: '+51 999 888 777', whatsappMessage: null },
      admin,
    );
    const phone = saved.body.whatsappNumber;
    expect(phone).toMatch(/999/);
    const told = await t.post('/login/client', { email, password: TEST_PASSWORD });
    expect(told.status).toBe(403);
    expect(told.body).toMatchObject({
      code: 'auth.storeDeactivated',
      params: { phone },
      m: `Su negocio está desactivado. Para reactivarlo, escriba al soporte de Premia al ${phone} (teléfono o WhatsApp).`,
    });
    expect(told.body.user).toBeUndefined();

    // A deleted store's users, and a wrong password, still hear the usual answer.
    expect((await t.post('/login/client', { email, password: 'otra-clave-123' })).body.m).toBe(BAD);
    await t.db.execute(sql`update stores set deleted_at = now() where id = ${shop.store.id}`);
    expect((await t.post('/login/client', { email, password: TEST_PASSWORD })).body.m).toBe(BAD);
  });
});
