import { clientCode } from '@premia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCustomerSession, createStore, TEST_PASSWORD } from '../../../test/factories.ts';
import { startCustomerSession } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

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
    const shop = await createStore(t.db, 'Bodega Cierre');
    const owner = await t.login(shop.owner.email, TEST_PASSWORD);
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
    const shop = await createStore(t.db);
    const owner = await t.login(shop.owner.email, TEST_PASSWORD);
    const customer = await createCustomerSession(t.db, shop.store.id);
    const backOffice = await t.post('/client/customer/all', {}, customer.token);
    expect(backOffice.status).toBe(403);
    expect(backOffice.body.m).toBe('Su sesión de cliente solo sirve para consultar su tarjeta.');
    const wallet = await t.post('/wallet/me', {}, owner);
    expect(wallet.status).toBe(403);
    expect(wallet.body.m).toBe('Esta consulta es solo para los clientes del negocio.');
  });
});
