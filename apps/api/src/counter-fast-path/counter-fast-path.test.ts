import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { RememberedSessions } from './remembered-sessions.ts';

describe('RememberedSessions', () => {
  const session = { kind: 'user', sessionId: 1 } as never;

  it('recalls a session for a minute, then no more', () => {
    let now = 0;
    const memory = new RememberedSessions(60_000, 10, () => now);
    memory.remember('token-a', session, 1);
    now = 60_000;
    expect(memory.recall('token-a')).toMatchObject({ session, revision: 1 });
    expect(memory.recall('token-b')).toBeUndefined();
    now = 60_001;
    expect(memory.recall('token-a')).toBeUndefined();
  });

  it('keeps at most its maximum, forgetting the oldest first, and forgets a token on request', () => {
    const memory = new RememberedSessions(60_000, 2);
    memory.remember('token-a', session, 1);
    memory.remember('token-b', session, 2);
    memory.remember('token-c', session, 3);
    expect(memory.recall('token-a')).toBeUndefined();
    expect(memory.recall('token-b')?.revision).toBe(2);
    memory.forget('token-b');
    expect(memory.recall('token-b')).toBeUndefined();
    expect(memory.recall('token-c')?.revision).toBe(3);
  });
});

describe('the counter give-points on a remembered session', () => {
  let owner: string;
  let storeId: number;
  let locations: { barranco: number; miraflores: number };
  let keyCount = 0;

  const t = useTestApp();
  beforeAll(async () => {
    owner = await t.login('owner@premia.local');
    const rows = (
      await t.db.execute<{ id: number; name: string; store_id: number }>(
        sql`select id, name, store_id from locations where name in ('Aurora Barranco', 'Aurora Miraflores')`,
      )
    ).rows;
    storeId = rows[0]!.store_id;
    locations = {
      barranco: rows.find((r) => r.name === 'Aurora Barranco')!.id,
      miraflores: rows.find((r) => r.name === 'Aurora Miraflores')!.id,
    };
  });
  beforeEach(() =>
    t.pool.query(
      `update stores set use_conversion = true, conversion_points = 1, conversion_money_cents = 1000,
         email_on_give_points = false, welcome_points = 0, email_on_customer_creation = false,
         discount_given_points = true
       where id = $1`,
      [storeId],
    ),
  );

  /** A cashier who may give points, signed in, with the session remembered by one purchase. */
  async function cashier() {
    const user = await createEmployee(t.db, storeId, locations.barranco, { permGivePoints: true });
    const token = await t.login(user.email, TEST_PASSWORD);
    const customerId = await newCustomer();
    expect((await give(token, customerId, 10)).status).toBe(200);
    return { id: user.id, token, customerId };
  }

  async function newCustomer() {
    const res = await t.post(
      '/client/customer/add',
      { firstName: 'Cliente', lastName: `R${Math.random()}` },
      owner,
    );
    return res.body.customer.id as number;
  }

  function give(token: string, customerId: number, amount: number, key = `clave-${++keyCount}`) {
    return t.post('/client/customer/add-points', { customerId, amount }, token, { 'idempotency-key': key });
  }

  async function ledgerOf(customerId: number) {
    const rows = await t.db.execute<{ n: number; s: number; location_id: number | null }>(
      sql`select count(*)::int as n, coalesce(sum(points), 0)::int as s, max(location_id) as location_id
          from ledger_entries where customer_id = ${customerId}`,
    );
    return rows.rows[0]!;
  }

  it('sends nothing but its one statement once the token’s session is remembered', async () => {
    const { token, customerId } = await cashier();
    let checkouts = 0;
    const count = () => checkouts++;
    t.pool.on('acquire', count);
    const res = await give(token, customerId, 20);
    t.pool.off('acquire', count);
    expect(res.body).toMatchObject({ s: 'ok', m: 'Se sumaron 2 puntos.', balance: 3 });
    expect(checkouts).toBe(1);
  });

  /** The pool checkouts (statements sent) while `work` runs. */
  async function checkoutsDuring<T>(work: () => Promise<T>): Promise<{ result: T; checkouts: number }> {
    let checkouts = 0;
    const count = () => checkouts++;
    t.pool.on('acquire', count);
    try {
      const result = await work();
      return { result, checkouts };
    } finally {
      t.pool.off('acquire', count);
    }
  }

  it('not enough points: refused by the one statement, with the database’s reason, and not run again', async () => {
    const { token, customerId } = await cashier();
    const { result, checkouts } = await checkoutsDuring(() =>
      t.post('/client/customer/discount-points', { customerId, points: 5, reason: 'Canje' }, token, {
        'idempotency-key': `clave-${++keyCount}`,
      }),
    );
    expect(result.status).toBe(409);
    expect(result.body.m).toBe('El cliente no tiene puntos suficientes.');
    expect(checkouts).toBe(1);
    expect(await ledgerOf(customerId)).toMatchObject({ n: 1, s: 1 });
  });

  it('no customer: 404 from the one statement, not run again', async () => {
    const { token } = await cashier();
    const { result, checkouts } = await checkoutsDuring(() => give(token, 999_999_999, 20));
    expect(result.status).toBe(404);
    expect(result.body.m).toBe('No se encontró al cliente.');
    expect(checkouts).toBe(1);
  });

  it('key taken: a retry gets the first answer, on the remembered session, without reading it again', async () => {
    const { token, customerId } = await cashier();
    const first = await give(token, customerId, 20, 'misma-clave');
    const { result, checkouts } = await checkoutsDuring(() => give(token, customerId, 20, 'misma-clave'));
    expect(result.body).toEqual(first.body);
    // The statement, then the first answer: no session read, no second statement.
    expect(checkouts).toBe(2);
    expect(await ledgerOf(customerId)).toMatchObject({ n: 2, s: 3 });
  });

  it('session changed: the only refusal that runs the call again, on the session read fresh', async () => {
    const { token, customerId } = await cashier();
    await t.pool.query('update stores set conversion_points = 3 where id = $1', [storeId]);
    const { result, checkouts } = await checkoutsDuring(() => give(token, customerId, 10));
    expect(result.body).toMatchObject({ s: 'ok', m: 'Se sumaron 3 puntos.', balance: 4 });
    // The statement that wrote nothing, the session read, the statement again.
    expect(checkouts).toBe(3);
    expect(await ledgerOf(customerId)).toMatchObject({ n: 2, s: 4 });
  });

  it('a refusal decided before the statement is checked against the database’s session too', async () => {
    const { token, customerId } = await cashier();
    // The remembered session converts amounts; the store's does not any more.
    await t.pool.query('update stores set use_conversion = false where id = $1', [storeId]);
    const res = await t.post('/client/customer/add-points', { customerId, points: 7 }, token, {
      'idempotency-key': `clave-${++keyCount}`,
    });
    expect(res.body).toMatchObject({ s: 'ok', m: 'Se sumaron 7 puntos.', balance: 8 });
  });

  it('refuses on the very next call, writing nothing, once the permission is removed; and gives again once it is back', async () => {
    const { id, token, customerId } = await cashier();
    await t.pool.query('update users set perm_give_points = false where id = $1', [id]);
    const refused = await give(token, customerId, 50);
    expect(refused.status).toBe(403);
    expect(await ledgerOf(customerId)).toMatchObject({ n: 1, s: 1 });
    await t.pool.query('update users set perm_give_points = true where id = $1', [id]);
    expect((await give(token, customerId, 50)).body).toMatchObject({ s: 'ok', balance: 6 });
  });

  it('refuses on the very next call, writing nothing, once the employee is disabled or signed out', async () => {
    const disabled = await cashier();
    await t.pool.query('update users set active = false where id = $1', [disabled.id]);
    expect((await give(disabled.token, disabled.customerId, 50)).status).toBe(401);
    expect(await ledgerOf(disabled.customerId)).toMatchObject({ n: 1, s: 1 });

    const signedOut = await cashier();
    await t.post('/login/client/logout', {}, signedOut.token);
    expect((await give(signedOut.token, signedOut.customerId, 50)).status).toBe(401);
    expect(await ledgerOf(signedOut.customerId)).toMatchObject({ n: 1, s: 1 });
  });

  it('a retry after signing out is refused, not answered with the first answer', async () => {
    const { token, customerId } = await cashier();
    const first = await give(token, customerId, 30, 'reintento');
    expect(first.body).toMatchObject({ s: 'ok', balance: 4 });
    await t.post('/login/client/logout', {}, token);
    expect((await give(token, customerId, 30, 'reintento')).status).toBe(401);
    expect(await ledgerOf(customerId)).toMatchObject({ n: 2, s: 4 });
  });

  it('uses the store’s new conversion and the employee’s new location on the very next call', async () => {
    const { id, token, customerId } = await cashier();
    await t.pool.query('update stores set conversion_points = 5 where id = $1', [storeId]);
    await t.pool.query('update users set location_id = $1 where id = $2', [locations.miraflores, id]);
    const res = await give(token, customerId, 10);
    expect(res.body).toMatchObject({ s: 'ok', m: 'Se sumaron 5 puntos.', balance: 6 });
    expect(res.body.entry.location.name).toBe('Aurora Miraflores');
    expect(await ledgerOf(customerId)).toMatchObject({ n: 2, s: 6 });
  });

  it('refuses on the very next call once the store is disabled', async () => {
    const { token, customerId } = await cashier();
    await t.pool.query('update stores set active = false where id = $1', [storeId]);
    try {
      expect((await give(token, customerId, 50)).status).toBe(401);
      expect(await ledgerOf(customerId)).toMatchObject({ n: 1, s: 1 });
    } finally {
      await t.pool.query('update stores set active = true where id = $1', [storeId]);
    }
  });
});
