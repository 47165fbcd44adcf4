import { describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createSignedInStore } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';
import { startCustomerSession } from '../wallet/index.ts';

const t = useTestAppWithMail();

let ips = 0;
const newIp = () => `10.9.${Math.floor(++ips / 250)}.${ips % 250}`;

async function call(path: string, body: unknown, token?: string, ip = '10.8.0.1') {
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

/** A store in Peru (country code +51) with its owner's and its POS's tokens. */
async function peruvianStore() {
  const shop = await createSignedInStore(t);
  await t.pool.query(`update stores set phone_code = '+51' where id = $1`, [shop.store.id]);
  const pos = (await call('/client/api/token/generate', {}, shop.token)).body.token as string;
  const { rows } = await t.pool.query<{ code: string }>(
    'select lower(c.country_code) as code from countries c join stores s on s.country_id = c.id where s.id = $1',
    [shop.store.id],
  );
  return { ...shop, pos, address: { countryCode: rows[0]!.code, slug: shop.store.slug } };
}

type Shop = Awaited<ReturnType<typeof peruvianStore>>;

/** Every way a cashier or a POS looks a customer up finds exactly this one. */
async function expectFound(shop: Shop, id: number, who: { name: string[]; email: string; mobile: string[] }) {
  const codeOf = (await call('/client/customer/info', { customerId: id }, shop.token)).body.customer
    .clientCode as string;
  for (const q of [...who.name, who.email, who.email.toUpperCase(), ...who.mobile, codeOf]) {
    const searched = await call('/client/customer/search', { q }, shop.token);
    expect(
      searched.body.customers?.map((c: { id: number }) => c.id),
      `search «${q}»`,
    ).toContain(id);
    if (q === codeOf) continue;
    const listed = await call(
      '/client/customer/all',
      { page: 1, pageSize: 50, sort: 'name', order: 'asc', q },
      shop.token,
    );
    expect(
      listed.body.customers?.map((c: { id: number }) => c.id),
      `list «${q}»`,
    ).toContain(id);
  }
  for (const customer of [
    { email: who.email },
    { email: who.email.toUpperCase() },
    // The POS names one customer by their whole number; search also finds a part of it.
    ...who.mobile.filter((m) => m.replace(/\D/g, '').length >= 9).map((mobile) => ({ mobile })),
    { clientCode: codeOf },
  ]) {
    const looked = await call('/client/transaction/customer', { customer }, shop.pos);
    expect(looked.body.customer?.clientCode, `POS ${JSON.stringify(customer)}`).toBe(codeOf);
  }
}

const rosaMobiles = ['950962468', '950 962 468', '+51 950 962 468', '51950962468', '962 468'];

describe('finding a customer after every kind of change', () => {
  it('after the counter adds them and after each update of their details, email included', async () => {
    const shop = await peruvianStore();
    const added = await call(
      '/client/customer/add',
      { firstName: 'Rosa', lastName: 'Huamán', email: 'rosa@example.com', mobile: '950 962 468' },
      shop.token,
    );
    const id = added.body.customer.id as number;
    await expectFound(shop, id, {
      name: ['rosa', 'Huaman', 'HUAMÁN', 'rosa huam'],
      email: 'rosa@example.com',
      mobile: rosaMobiles,
    });

    const updated = await call(
      '/client/customer/update',
      {
        customerId: id,
        firstName: 'Rosa María',
        lastName: 'Quispe',
        email: 'rmq@example.com',
        mobile: '987654321',
      },
      shop.token,
    );
    expect(updated.body.s, JSON.stringify(updated.body)).toBe('ok');
    await expectFound(shop, id, {
      name: ['rosa maria', 'Quispe', 'maría'],
      email: 'rmq@example.com',
      mobile: ['987654321', '+51 987 654 321', '987-654-321'],
    });
    const old = await call('/client/customer/search', { q: 'rosa@example.com' }, shop.token);
    expect(old.body.customers).toEqual([]);
  });

  it('after the customer saves their wallet profile (which does not carry the email)', async () => {
    const shop = await peruvianStore();
    const added = await call(
      '/client/customer/add',
      { firstName: 'Ana', lastName: 'Flores', email: 'ana.flores@example.com', mobile: '911222333' },
      shop.token,
    );
    const id = added.body.customer.id as number;
    const token = await startCustomerSession(t.db, shop.store.id, id);
    const saved = await call(
      '/wallet/profile/update',
      { firstName: 'Ana Lucía', lastName: 'Flores Díaz', mobile: '950 962 468', marketingConsent: false },
      token,
    );
    expect(saved.body.s, JSON.stringify(saved.body)).toBe('ok');
    await expectFound(shop, id, {
      name: ['ana lucia', 'flores diaz', 'Díaz'],
      email: 'ana.flores@example.com',
      mobile: rosaMobiles,
    });
  });

  it('after the customer signs up in the wallet', async () => {
    const shop = await peruvianStore();
    const email = 'lucia.busca@example.com';
    const ip = newIp();
    await call('/login/customer/send-code', { ...shop.address, email }, undefined, ip);
    const until = Date.now() + 5000;
    let code = '';
    while (!code && Date.now() < until) {
      code =
        t.smtp.mails
          .filter((m) => m.to.includes(email))
          .map((m) => /es (\d{6})\./.exec(mailText(m.raw))?.[1])
          .find(Boolean) ?? '';
      if (!code) await new Promise((r) => setTimeout(r, 50));
    }
    const verified = await call(
      '/login/customer/verify-code',
      { ...shop.address, email, code },
      undefined,
      ip,
    );
    const signedUp = await call(
      '/login/customer/sign-up',
      {
        ...shop.address,
        firstName: 'Lucía',
        lastName: 'Quispe',
        mobile: '950 962 468',
        acceptTerms: true,
        marketingConsent: false,
        signUpTicket: verified.body.signUpTicket,
      },
      undefined,
      ip,
    );
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
    const { rows } = await t.pool.query('select id from customers where store_id = $1 and email = $2', [
      shop.store.id,
      email,
    ]);
    await expectFound(shop, rows[0].id, { name: ['lucia', 'quispe'], email, mobile: rosaMobiles });
  });

  it('finds no one erased', async () => {
    const shop = await peruvianStore();
    const added = await call(
      '/client/customer/add',
      { firstName: 'Borrada', email: 'borrada@example.com', mobile: '933444555' },
      shop.token,
    );
    await call('/client/customer/delete', { customerId: added.body.customer.id }, shop.token);
    for (const q of ['borrada', 'borrada@example.com', '933444555', 'cliente eliminado'])
      expect((await call('/client/customer/search', { q }, shop.token)).body.customers, q).toEqual([]);
  });
});
