import { describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';

const t = useTestAppWithMail();

let ips = 0;
/** Each test calls from an address of its own, so the per-address limits of one never meet another's. */
const newIp = () => `10.0.${Math.floor(++ips / 250)}.${ips % 250}`;

async function call(path: string, body: unknown, ip: string, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
  return { status: response.statusCode, body: response.json() as any };
}

/** A store whose wallet address is known: country code (lower case, as in the URL) and slug. */
async function walletStore(name?: string) {
  const shop = await createStore(t.db, name);
  const { rows } = await t.pool.query<{ code: string }>(
    'select lower(c.country_code) as code from countries c join stores s on s.country_id = c.id where s.id = $1',
    [shop.store.id],
  );
  return { ...shop, address: { countryCode: rows[0]!.code, slug: shop.store.slug } };
}

const mailsTo = (email: string) =>
  t.smtp.mails.filter((m) => m.to.includes(email)).map((m) => mailText(m.raw));

/** Waits until `email` has received more than `count` mails; the newest one. */
async function mailAfter(email: string, count: number): Promise<string> {
  const until = Date.now() + 5000;
  while (mailsTo(email).length <= count) {
    if (Date.now() > until) throw new Error(`no new mail to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return mailsTo(email).at(-1)!;
}

const codeIn = (mail: string) => /para entrar en .* es (\d{6})\./.exec(mail)?.[1] ?? '';

/** Waits until every mail queued to `email` has left the outbox (the job queue sends them in their time). */
async function allMailSentTo(email: string): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const waiting = await t.pool.query(
      "select 1 from mail_outbox where to_address = $1 and status in ('queued', 'sending')",
      [email],
    );
    if (waiting.rowCount === 0) return;
    if (Date.now() > until) throw new Error(`mail to ${email} still queued`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The code of the newest sign-in mail to `email`, waiting for one. */
async function codeMailedTo(email: string): Promise<string> {
  const until = Date.now() + 5000;
  for (;;) {
    const code = mailsTo(email).map(codeIn).filter(Boolean).at(-1);
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends a code and waits for its mail: a newer code than any mailed before to that email. */
async function freshCode(address: object, email: string, ip: string): Promise<string> {
  const before = mailsTo(email).length;
  const sent = await call('/login/customer/send-code', { ...address, email }, ip);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return codeIn(await mailAfter(email, before));
}

const signUpFields = {
  firstName: 'Lucía',
  lastName: 'Quispe',
  mobile: '987 654 321',
  birthday: '1990-05-04',
  acceptTerms: true,
  marketingConsent: false,
};

describe("the store's public page", () => {
  it('shows an open store by its address: earning, locations, rewards, levels; never its customers', async () => {
    const shop = await walletStore('Bodega Pública');
    const owner = await t.login(shop.owner.email, TEST_PASSWORD);
    await t.post('/client/reward/add', { name: 'Café gratis', pointsCost: 100 }, owner);
    await t.post('/client/reward/add', { name: 'Oculta', pointsCost: 5, active: false }, owner);
    await t.post('/client/levels/add', { name: 'Oro', minPoints: 500, color: '#d4a017' }, owner);
    await t.post('/client/customer/add', { firstName: 'Secreta', email: 'secreta@example.com' }, owner);

    const res = await call('/general/store', { ...shop.address, countryCode: 'PE' }, newIp());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.store).toMatchObject({
      name: 'Bodega Pública',
      countryCode: 'pe',
      slug: shop.store.slug,
      currencyCode: 'PEN',
      useConversion: true,
      conversionPoints: 1,
      conversionMoney: 1,
      locations: [{ name: 'Local principal' }],
      rewards: [{ name: 'Café gratis', pointsCost: 100 }],
      levels: [{ name: 'Oro', minPoints: 500, color: '#d4a017' }],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secreta/i);
  });

  it("links to the store's own ordering page, and opens its shop only while a product is on sale", async () => {
    const shop = await walletStore('Bodega con Tienda');
    const owner = await t.login(shop.owner.email, TEST_PASSWORD);
    const page = async () => (await call('/general/store', shop.address, newIp())).body.store;
    expect(await page()).toMatchObject({ ordersLink: null, shopOpen: false });

    await t.post('/client/store/save', { ordersLink: 'https://wa.me/51987654321' }, owner);
    const sold = await t.post(
      '/client/products/add',
      { name: 'Pan de yema', priceCents: 500, stock: 1 },
      owner,
    );
    expect(sold.body.s, JSON.stringify(sold.body)).toBe('ok');
    expect(await page()).toMatchObject({ ordersLink: 'https://wa.me/51987654321', shopOpen: true });

    await t.pool.query('update products set stock = 0 where id = $1', [sold.body.product.id]);
    expect((await page()).shopOpen).toBe(false);
    await t.post('/client/products/add', { name: 'Pan de mañana', priceCents: 500, active: false }, owner);
    expect((await page()).shopOpen).toBe(false);
  });

  it('answers an unknown address, another country or a closed store with a clear 404', async () => {
    const shop = await walletStore();
    const ip = newIp();
    for (const address of [
      { countryCode: 'pe', slug: 'no-existe-este-negocio' },
      { countryCode: 'ar', slug: shop.store.slug },
    ]) {
      const res = await call('/general/store', address, ip);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        errorType: 'not-found',
        code: 'wallet.storeNotFound',
        m: 'No encontramos este negocio, o ya no está activo.',
      });
    }
    await t.pool.query('update stores set active = false where id = $1', [shop.store.id]);
    expect((await call('/general/store', shop.address, ip)).status).toBe(404);
    expect(
      (await call('/login/customer/send-code', { ...shop.address, email: 'a@example.com' }, ip)).status,
    ).toBe(404);
  });
});

describe('signing up and in by a mailed code', () => {
  it('signs up a new customer: code, ticket, welcome points and mail, a session for this store only', async () => {
    const shop = await walletStore('Bodega Registro');
    await t.pool.query(
      'update stores set welcome_points = 50, email_on_customer_creation = true where id = $1',
      [shop.store.id],
    );
    const ip = newIp();
    const email = 'lucia.nueva@example.com';
    const sent = await call(
      '/login/customer/send-code',
      { ...shop.address, email: 'Lucia.Nueva@Example.com' },
      ip,
    );
    expect(sent.body).toEqual({
      s: 'ok',
      m: 'Le enviamos un código de 6 dígitos a lucia.nueva@example.com. Vence en 20 minutos.',
      code: 'wallet.codeSent',
      params: { email, minutes: 20 },
    });
    const code = await codeMailedTo(email);
    const stored = await t.pool.query('select code_hash from wallet_sign_in_codes where email = $1', [email]);
    expect(stored.rows[0].code_hash.toString('utf8')).not.toContain(code);

    const verified = await call('/login/customer/verify-code', { ...shop.address, email, code }, ip);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.token).toBeNull();
    const ticket = verified.body.signUpTicket;
    expect(ticket).toEqual(expect.any(String));

    const refused = await call(
      '/login/customer/sign-up',
      { ...shop.address, ...signUpFields, signUpTicket: ticket, acceptTerms: false },
      ip,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.m).toBe('Debe aceptar los términos y condiciones para registrarse.');

    const signedUp = await call(
      '/login/customer/sign-up',
      { ...shop.address, ...signUpFields, marketingConsent: true, signUpTicket: ticket },
      ip,
    );
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
    expect(signedUp.body).toMatchObject({
      m: '¡Bienvenido a Bodega Registro!',
      token: expect.stringMatching(/^cus_/),
    });

    const me = await call('/wallet/me', {}, ip, signedUp.body.token);
    expect(me.body.card).toMatchObject({
      storeName: 'Bodega Registro',
      customerName: 'Lucía Quispe',
      balance: 50,
    });
    const welcome = await mailAfter(email, 1);
    expect(welcome).toMatch(/Bienvenido al programa de puntos de Bodega Registro\. Ya tiene 50 puntos/);
    // The way back to the card: the store's wallet address.
    expect(welcome).toContain(
      `Vea su tarjeta, sus puntos y los premios en http://premia.test/${shop.address.countryCode.toLowerCase()}/${shop.store.slug}/card`,
    );

    const owner = await t.login(shop.owner.email, TEST_PASSWORD);
    const found = await t.post('/client/customer/search', { q: 'lucia' }, owner);
    expect(found.body.customers).toHaveLength(1);
    expect(found.body.customers[0]).toMatchObject({
      email,
      mobile: '987654321',
      birthday: '1990-05-04',
      marketingConsent: true,
      balance: 50,
      createdBy: null,
    });
    const statement = await t.post(
      '/client/customer/points',
      { customerId: found.body.customers[0].id },
      owner,
    );
    expect(statement.body.entries).toMatchObject([{ kind: 'welcome', points: 50, employee: null }]);

    // The ticket is used once.
    const again = await call(
      '/login/customer/sign-up',
      { ...shop.address, ...signUpFields, mobile: '911111111', signUpTicket: ticket },
      ip,
    );
    expect(again.status).toBe(400);
    expect(again.body.m).toBe('El registro venció. Pida un código nuevo para continuar.');
  });

  it('lets a customer the store registered at the counter claim their account by its email; the same answer for both', async () => {
    const shop = await walletStore();
    const owner = await t.login(shop.owner.email, TEST_PASSWORD);
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Mario', lastName: 'Rojas', email: 'mario@example.com' },
      owner,
    );
    await t.post('/client/customer/add-points', { customerId: added.body.customer.id, amount: 30 }, owner);
    const ip = newIp();
    const known = await call(
      '/login/customer/send-code',
      { ...shop.address, email: 'mario@example.com' },
      ip,
    );
    const unknown = await call(
      '/login/customer/send-code',
      { ...shop.address, email: 'nadie@example.com' },
      ip,
    );
    expect(known.status).toBe(unknown.status);
    expect(known.body.m.replace('mario@example.com', 'X')).toBe(
      unknown.body.m.replace('nadie@example.com', 'X'),
    );

    const code = await codeMailedTo('mario@example.com');
    const verified = await call(
      '/login/customer/verify-code',
      { ...shop.address, email: 'mario@example.com', code },
      ip,
    );
    expect(verified.body).toMatchObject({
      s: 'ok',
      signUpTicket: null,
      token: expect.stringMatching(/^cus_/),
    });
    const me = await call('/wallet/me', {}, ip, verified.body.token);
    expect(me.body.card).toMatchObject({
      customerName: 'Mario Rojas',
      clientCode: added.body.customer.clientCode,
      balance: 30,
    });
  });

  it('uses a code once, only while it is fresh; an older code keeps working beside a newer one', async () => {
    const shop = await walletStore();
    const ip = newIp();
    const email = 'intentos@example.com';
    const wrong = (code: string) => call('/login/customer/verify-code', { ...shop.address, email, code }, ip);
    const expectWrong = (res: { status: number; body: { m: string } }) => {
      expect(res.status).toBe(400);
      expect(res.body.m).toBe('El código no es correcto o ya venció. Revíselo o pida uno nuevo.');
    };

    // Single use.
    let code = await freshCode(shop.address, email, ip);
    expect((await wrong(code)).status).toBe(200);
    expectWrong(await wrong(code));

    // Twenty minutes.
    code = await freshCode(shop.address, email, ip);
    await t.pool.query(
      "update wallet_sign_in_codes set expires_at = now() - interval '1 second' where email = $1 and used_at is null",
      [email],
    );
    expectWrong(await wrong(code));

    // A newer code does not end the older one (whoever asked for it): either signs in, once.
    await t.pool.query(
      "update wallet_sign_in_codes set created_at = now() - interval '2 hours' where email = $1",
      [email],
    );
    const older = await freshCode(shop.address, email, ip);
    const newer = await freshCode(shop.address, email, ip);
    expect((await wrong(older)).status).toBe(200);
    if (older !== newer) expectWrong(await wrong(newer));

    // Not a code at all.
    const bad = await wrong('12ab56');
    expect(bad.status).toBe(400);
    expect(bad.body.m).toBe('El código tiene 6 dígitos.');
  });

  it('gives one session for one code, however many tries of it arrive at once', async () => {
    const shop = await walletStore();
    const ip = newIp();
    const email = 'carrera@example.com';
    const code = await freshCode(shop.address, email, ip);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('/login/customer/verify-code', { ...shop.address, email, code }, ip),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The others find it used (400), or meet the address's 5 tries at the email (429).
    expect(answers.filter((a) => a.status === 400 || a.status === 429)).toHaveLength(9);
  });

  it('does not let a code of one store sign in to another', async () => {
    const a = await walletStore();
    const b = await walletStore();
    const ip = newIp();
    const code = await freshCode(a.address, 'dos@example.com', ip);
    const res = await call(
      '/login/customer/verify-code',
      { ...b.address, email: 'dos@example.com', code },
      ip,
    );
    expect(res.status).toBe(400);
  });

  it('mails at most 3 codes an hour to one email, then one every 15 minutes; past that it says a recent code still works', async () => {
    const shop = await walletStore();
    const email = 'mucho@example.com';
    const before = mailsTo(email).length;
    for (let i = 0; i < 3; i++) {
      const sent = await call('/login/customer/send-code', { ...shop.address, email }, newIp());
      expect(sent.body.code).toBe('wallet.codeSent');
    }
    const recent = await call('/login/customer/send-code', { ...shop.address, email }, newIp());
    expect(recent.status).toBe(200);
    expect(recent.body).toMatchObject({ code: 'wallet.codeRecentlySent', params: { email, minutes: 20 } });
    expect(recent.body.m).toMatch(/^Hace poco le enviamos un código a mucho@example.com/);
    await mailAfter(email, before + 2);
    // Fifteen minutes after the newest code, one more may go.
    await t.pool.query(
      "update wallet_sign_in_codes set created_at = created_at - interval '15 minutes' where email = $1",
      [email],
    );
    expect((await call('/login/customer/send-code', { ...shop.address, email }, newIp())).body.code).toBe(
      'wallet.codeSent',
    );
    expect((await call('/login/customer/send-code', { ...shop.address, email }, newIp())).body.code).toBe(
      'wallet.codeRecentlySent',
    );
    await mailAfter(email, before + 3);
    const counted = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from wallet_sign_in_codes where email = $1',
      [email],
    );
    expect(counted.rows[0]!.n).toBe(4);
  });

  it('limits the codes an address asks for, and the codes it tries, across emails (429)', async () => {
    const shop = await walletStore();
    const sprayer = newIp();
    const answers = [];
    for (let i = 0; i < 51; i++) {
      answers.push(
        await call('/login/customer/send-code', { ...shop.address, email: `s${i}@example.com` }, sprayer),
      );
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
    expect(answers[50]!.status).toBe(429);
    expect(answers[50]!.body).toMatchObject({
      errorType: 'rate-limited',
      m: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
    });

    const guesser = newIp();
    const tries = [];
    for (let i = 0; i < 101; i++) {
      tries.push(
        (
          await call(
            '/login/customer/verify-code',
            { ...shop.address, email: `g${i}@example.com`, code: '123456' },
            guesser,
          )
        ).status,
      );
    }
    expect(tries.filter((s) => s === 400)).toHaveLength(100);
    expect(tries[100]).toBe(429);
    // 150 requests one after the other: more than the default 30 s on a loaded machine.
  }, 120_000);
});

describe('a stranger cannot lock a customer out of the wallet (issue 31.5)', () => {
  it('lets the customer sign in at once, whatever a stranger sent before: codes, wrong codes, from one or many addresses', async () => {
    const shop = await walletStore();
    const email = 'victima@example.com';
    const customerIp = newIp();
    const signUp = await freshCode(shop.address, email, customerIp);
    const ticket = await call(
      '/login/customer/verify-code',
      { ...shop.address, email, code: signUp },
      customerIp,
    );
    await call(
      '/login/customer/sign-up',
      { ...shop.address, signUpTicket: ticket.body.signUpTicket, ...signUpFields },
      customerIp,
    );
    const mailsBefore = mailsTo(email).length;

    // The attack of the issue and more: codes asked for, then wrong codes, from one address and from many.
    const stranger = newIp();
    for (let i = 0; i < 10; i++)
      await call('/login/customer/send-code', { ...shop.address, email }, stranger);
    const guess = (ip: string, i: number) =>
      call('/login/customer/verify-code', { ...shop.address, email, code: String(100000 + i) }, ip);
    const fromStranger = [];
    for (let i = 0; i < 10; i++) fromStranger.push((await guess(stranger, i)).status);
    // Its own address's tries: five, then 429.
    expect(fromStranger.filter((s) => s === 400)).toHaveLength(5);
    expect(fromStranger.slice(5).every((s) => s === 429)).toBe(true);
    const many = [];
    for (let i = 0; i < 40; i++) many.push((await guess(newIp(), 1000 + i)).status);
    // Addresses that never asked for a code share 20 tries an hour at this email.
    expect(many.filter((s) => s === 400)).toHaveLength(20);
    expect(many.slice(20).every((s) => s === 429)).toBe(true);

    // The customer, from their own address: asks for a code (or is told a recent one still works) and signs in.
    const asked = await call('/login/customer/send-code', { ...shop.address, email }, customerIp);
    expect(asked.status).toBe(200);
    // The customer reads the newest code in their mailbox: the stranger's codes' mails arrive first.
    await allMailSentTo(email);
    const code = await codeMailedTo(email);
    const signedIn = await call('/login/customer/verify-code', { ...shop.address, email, code }, customerIp);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.token).toMatch(/^cus_/);
    // A thousand... of which the customer received at most the hour's few codes.
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email).length - mailsBefore).toBeLessThanOrEqual(3);
  });

  it('keeps a customer who mistypes from another address apart from the stranger: their own 5 tries are theirs', async () => {
    const shop = await walletStore();
    const email = 'propio@example.com';
    const customerIp = newIp();
    const code = await freshCode(shop.address, email, customerIp);
    const wrong = code === '000000' ? '000001' : '000000';
    // A stranger spends the tries of every address that did not ask.
    for (let i = 0; i < 25; i++)
      await call('/login/customer/verify-code', { ...shop.address, email, code: wrong }, newIp());
    // The customer mistypes four times, then types it right.
    for (let i = 0; i < 4; i++) {
      expect(
        (await call('/login/customer/verify-code', { ...shop.address, email, code: wrong }, customerIp))
          .status,
      ).toBe(400);
    }
    expect(
      (await call('/login/customer/verify-code', { ...shop.address, email, code }, customerIp)).status,
    ).toBe(200);
  });
});
