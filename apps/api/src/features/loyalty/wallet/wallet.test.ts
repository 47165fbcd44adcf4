import { clientCode } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession, createSignedInStore, createStore } from '../../../../test/factories.ts';
import { startCustomerSession } from './index.ts';

const t = useTestApp();

describe('the customer wallet', () => {
  it("shows the signed-in customer their own card in their store, and a token another's never", async () => {
    const shop = await createStore(t.db, 'Bodega Wallet');
    const other = await createStore(t.db, 'Bodega Vecina');
    const mine = await createCustomerSession(t.db, shop.store.id, 120);
    const theirs = await createCustomerSession(t.db, other.store.id, 5);
    expect(mine.token).toMatch(/^cus_/);

    const me = await t.post('/wallet/me', {}, mine.token);
    expect(me.status).toBe(200);
    expect(me.body.card).toEqual({
      storeName: 'Bodega Wallet',
      customerName: expect.stringMatching(/^Cliente /),
      clientCode: clientCode(mine.customerId),
      balance: 120,
      level: null,
      nextLevel: null,
      // The store's points never expire (every store's default).
      nextExpiry: null,
      // Nor does it run a stamp card.
      stampCard: null,
    });
    const their = await t.post('/wallet/me', {}, theirs.token);
    expect(their.body.card).toMatchObject({
      storeName: 'Bodega Vecina',
      clientCode: clientCode(theirs.customerId),
      balance: 5,
    });
    // Only its hash is stored.
    const stored = await t.pool.query(
      'select count(*)::int as n from customer_sessions where token_hash = $1',
      [Buffer.from(mine.token)],
    );
    expect(stored.rows[0].n).toBe(0);
  });

  it('does not start a session for a customer of another store', async () => {
    const shop = await createStore(t.db);
    const other = await createStore(t.db);
    const { customerId } = await createCustomerSession(t.db, other.store.id);
    await expect(startCustomerSession(t.db, shop.store.id, customerId)).rejects.toMatchObject({
      status: 404,
      message: 'No se encontró al cliente.',
    });
  });

  it('ends the session on logout, and when the customer is deleted or the store closes', async () => {
    const { token: owner, ...shop } = await createSignedInStore(t, 'Bodega Cierre');
    const leaving = await createCustomerSession(t.db, shop.store.id);
    expect((await t.post('/wallet/logout', {}, leaving.token)).status).toBe(200);
    const after = await t.post('/wallet/me', {}, leaving.token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ s: 'not-ok', errorType: 'unauthorized' });

    const deleted = await createCustomerSession(t.db, shop.store.id);
    const kept = await createCustomerSession(t.db, shop.store.id);
    expect((await t.post('/client/customer/delete', { customerId: deleted.customerId }, owner)).body.s).toBe(
      'ok',
    );
    expect((await t.post('/wallet/me', {}, deleted.token)).status).toBe(401);
    expect((await t.post('/wallet/me', {}, kept.token)).status).toBe(200);

    const closed = await t.post('/client/delete-account', { storeName: 'Bodega Cierre' }, owner);
    expect(closed.body.s).toBe('ok');
    expect((await t.post('/wallet/me', {}, kept.token)).status).toBe(401);
  });

  it('refuses a customer token on the back office, and store users on the wallet', async () => {
    const { token: owner, ...shop } = await createSignedInStore(t);
    const customer = await createCustomerSession(t.db, shop.store.id);
    const backOffice = await t.post('/client/customer/all', {}, customer.token);
    expect(backOffice.status).toBe(403);
    expect(backOffice.body.m).toBe('Su sesión de cliente solo sirve para consultar su tarjeta.');
    const wallet = await t.post('/wallet/me', {}, owner);
    expect(wallet.status).toBe(403);
    expect(wallet.body.m).toBe('Esta consulta es solo para los clientes del negocio.');
  });

  it('shows the level and the points left to the next one, earned in the last 12 months', async () => {
    const { token: owner, ...shop } = await createSignedInStore(t);
    await t.post('/client/levels/add', { name: 'Plata', minPoints: 100, color: '#c0c0c0' }, owner);
    await t.post('/client/levels/add', { name: 'Oro', minPoints: 500, color: '#d4a017' }, owner);
    const customer = await createCustomerSession(t.db, shop.store.id, 150);
    const me = await t.post('/wallet/me', {}, customer.token);
    expect(me.body.card).toMatchObject({
      balance: 150,
      level: { name: 'Plata', color: '#c0c0c0' },
      nextLevel: { name: 'Oro', pointsLeft: 350 },
    });
  });

  it('shows the customer the statement the store sees of them, a page at a time', async () => {
    const { token: owner, ...shop } = await createSignedInStore(t);
    const customer = await createCustomerSession(t.db, shop.store.id, 10);
    await t.post('/client/customer/add-points', { customerId: customer.customerId, amount: 25 }, owner);
    await t.post('/client/customer/add-points', { customerId: customer.customerId, amount: 7 }, owner);
    const store = await t.post('/client/customer/points', { customerId: customer.customerId }, owner);
    const mine = await t.post('/wallet/points', {}, customer.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(store.body);
    expect(mine.body).toMatchObject({ balance: 42, total: 3 });
    const page2 = await t.post('/wallet/points', { page: 2, pageSize: 2 }, customer.token);
    expect(page2.body.entries, JSON.stringify(page2.body)).toEqual([store.body.entries[2]]);
  });

  it('lets the customer read and change their details; the store sees the change', async () => {
    const { token: owner, ...shop } = await createSignedInStore(t);
    const customer = await createCustomerSession(t.db, shop.store.id);
    const saved = await t.post(
      '/wallet/profile/update',
      {
        firstName: 'Rosa',
        lastName: 'Huamán',
        mobile: '(01) 555-1234',
        birthday: '1988-02-29',
        marketingConsent: true,
        language: 'en',
      },
      customer.token,
    );
    expect(saved.body).toEqual({
      s: 'ok',
      m: 'Se guardaron sus datos.',
      code: 'wallet.profileSaved',
      params: {},
      profile: {
        firstName: 'Rosa',
        lastName: 'Huamán',
        email: null,
        mobile: '015551234',
        birthday: '1988-02-29',
        marketingConsent: true,
        language: 'en',
      },
    });
    expect((await t.post('/wallet/profile', {}, customer.token)).body.profile).toEqual(saved.body.profile);
    const seen = await t.post('/client/customer/info', { customerId: customer.customerId }, owner);
    expect(seen.body.customer).toMatchObject({
      name: 'Rosa Huamán',
      mobile: '015551234',
      marketingConsent: true,
    });
    expect((await t.post('/client/customer/search', { q: 'huaman' }, owner)).body.customers).toHaveLength(1);

    const other = await createCustomerSession(t.db, shop.store.id);
    const badLanguage = await t.post(
      '/wallet/profile/update',
      { firstName: 'Otra', mobile: '015551299', language: 'zz' },
      other.token,
    );
    expect(badLanguage.status).toBe(400);
  });

  it('never tells a customer whose a mobile is: a taken one is held, answered as any other; changes are limited (#31 item 7)', async () => {
    const { token: owner, ...shop } = await createSignedInStore(t);
    const holder = await createCustomerSession(t.db, shop.store.id);
    const prober = await createCustomerSession(t.db, shop.store.id);
    const change = (mobile: string, token = prober.token) =>
      t.post('/wallet/profile/update', { firstName: 'Curiosa', mobile, language: 'es' }, token);
    expect((await change('999000111', holder.token)).body.s).toBe('ok');

    const free = await change('999000222');
    const taken = await change('999000111');
    // The same answer, whether the number is free or another customer's.
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual({ ...free.body, profile: { ...free.body.profile, mobile: '999000111' } });
    expect((await t.post('/wallet/profile', {}, prober.token)).body.profile.mobile).toBe('999000111');
    // Nothing moved: the holder keeps their number, the store still finds them by it, the other is held.
    const info = async (customerId: number) =>
      (await t.post('/client/customer/info', { customerId }, owner)).body.customer;
    expect((await info(holder.customerId)).mobile).toBe('999000111');
    expect((await info(prober.customerId)).mobile).toBe('999000222');
    const held = await t.pool.query('select pending_mobile from customers where id = $1', [
      prober.customerId,
    ]);
    expect(held.rows).toEqual([{ pending_mobile: '999000111' }]);

    // A free number later applies and ends the hold; then the hour's limit of changes answers 429.
    expect((await change('999000333')).body.profile.mobile).toBe('999000333');
    expect((await info(prober.customerId)).mobile).toBe('999000333');
    expect((await change('999000444')).status).toBe(200);
    expect((await change('999000555')).status).toBe(200);
    const limited = await change('999000666');
    expect(limited.status).toBe(429);
    expect(limited.body.m).toBe(
      'Cambió su celular demasiadas veces en la última hora. Inténtelo de nuevo más tarde.',
    );
    // Saving the other details without changing the number is never limited.
    expect((await change('999000555')).status).toBe(200);
  });

  it("leaves the channels' consent alone when the details are saved without marketingConsent", async () => {
    const shop = await createStore(t.db);
    const customer = await createCustomerSession(t.db, shop.store.id);
    const given = await t.post('/wallet/consent/save', { inbox: true, mail: true }, customer.token);
    expect(given.body.consents).toEqual({ inbox: true, push: false, mail: true });
    const saved = await t.post(
      '/wallet/profile/update',
      { firstName: 'Rosa', mobile: '987000111', language: 'es' },
      customer.token,
    );
    expect(saved.body).toMatchObject({ s: 'ok', profile: { firstName: 'Rosa', marketingConsent: true } });
    expect((await t.post('/wallet/consent/get', {}, customer.token)).body.consents).toEqual({
      inbox: true,
      push: false,
      mail: true,
    });
  });

  it('deletes the account on request: personal data erased, the ledger kept, every session ended', async () => {
    const { token: owner, ...shop } = await createSignedInStore(t);
    const customer = await createCustomerSession(t.db, shop.store.id, 40);
    const second = await startCustomerSession(t.db, shop.store.id, customer.customerId);
    await t.post(
      '/wallet/profile/update',
      { firstName: 'Borrar', lastName: 'Me', mobile: '999888777', language: 'es' },
      customer.token,
    );
    const res = await t.post('/wallet/delete-account', {}, customer.token);
    expect(res.body).toEqual({
      s: 'ok',
      m: 'Se eliminó su cuenta. Sus datos personales se borraron.',
      code: 'wallet.accountDeleted',
      params: {},
    });
    expect((await t.post('/wallet/me', {}, customer.token)).status).toBe(401);
    expect((await t.post('/wallet/me', {}, second)).status).toBe(401);
    const info = await t.post('/client/customer/info', { customerId: customer.customerId }, owner);
    expect(info.status).toBe(404);
    const rows = await t.pool.query(
      'select first_name, mobile, deleted_at is not null as gone, (select count(*)::int from ledger_entries where customer_id = $1) as entries from customers where id = $1',
      [customer.customerId],
    );
    expect(rows.rows[0]).toEqual({ first_name: 'Cliente eliminado', mobile: null, gone: true, entries: 1 });
  });
});
