import { brandServes, posRoutes, routes } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import {
  createEmployee,
  createSignedInStore,
  createStoreWith,
  entityFactories,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

let owner: string;

const t = useTestApp();
beforeAll(async () => {
  // A point for every S/ 10.00, as the demo store converts.
  owner = (await createStoreWith(t, { welcomePoints: 0, conversionPoints: 1, conversionMoneyCents: 1000 }))
    .token;
});

describe('the POS API', () => {
  it('gives points with a token shown once, reaches nothing else, and dies when deleted', async () => {
    const generated = await t.post('/client/api/token/generate', {}, owner);
    const token = generated.body.token as string;
    expect(token).toMatch(/^pos_/);
    const info = await t.post('/client/api/token/get', {}, owner);
    expect(info.body.token).toMatchObject({ exists: true, lastFour: token.slice(-4) });
    expect(JSON.stringify(info.body)).not.toContain(token);

    const customer = (
      await t.post(
        '/client/customer/add',
        { firstName: 'Pos', mobile: '911222333', email: 'pos@example.com' },
        owner,
      )
    ).body.customer;
    const byCode = await t.post(
      '/client/transaction/add',
      { customer: { clientCode: customer.clientCode }, amount: 50 },
      token,
    );
    expect(byCode.body).toMatchObject({ s: 'ok', balance: 5 });
    expect(byCode.body.entry.employee).toBeNull();
    const byMobile = await t.post(
      '/client/transaction/customer',
      { customer: { mobile: '911 222 333' } },
      token,
    );
    expect(byMobile.body.customer).toMatchObject({ clientCode: customer.clientCode, balance: 5 });
    const byEmail = await t.post(
      '/client/transaction/customer',
      { customer: { email: 'POS@example.com' } },
      token,
    );
    expect(byEmail.body.customer.balance).toBe(5);
    const both = await t.post(
      '/client/transaction/customer',
      { customer: { email: 'pos@example.com', mobile: '911222333' } },
      token,
    );
    expect(both.status).toBe(400);
    expect((await t.post('/client/customer/search', { q: 'Pos' }, token)).body.s).toBe('ok');

    for (const path of Object.keys(routes).filter((p) => !(p in posRoutes))) {
      // Calls anyone may make without a token are not refused for carrying one; a route of an area
      // this brand lacks is no address at all (404 for every caller: brand-areas.test.ts).
      if (routes[path as keyof typeof routes].access === 'anonymous') continue;
      if (!brandServes(path, t.config.brand)) continue;
      const res = await t.post(path, {}, token);
      expect(res.status, path).toBe(403);
    }

    await t.post('/client/api/token/delete', {}, owner);
    expect(
      (await t.post('/client/transaction/customer', { customer: { mobile: '911222333' } }, token)).status,
    ).toBe(401);
  });

  it('replaces the old token when a new one is generated', async () => {
    const first = (await t.post('/client/api/token/generate', {}, owner)).body.token;
    const second = (await t.post('/client/api/token/generate', {}, owner)).body.token;
    expect(
      (await t.post('/client/transaction/customer', { customer: { clientCode: 'A1' } }, first)).status,
    ).toBe(401);
    expect(
      (await t.post('/client/transaction/customer', { customer: { clientCode: 'A1' } }, second)).status,
    ).not.toBe(401);
  });
});

describe('a POS purchase (issue 30 §14)', () => {
  async function posOfNewStore(useConversion: boolean) {
    const made = await createSignedInStore(t);
    await t.pool.query('update stores set use_conversion = $2, welcome_points = 0 where id = $1', [
      made.store.id,
      useConversion,
    ]);
    const token = (await t.post('/client/api/token/generate', {}, made.token)).body.token as string;
    const customer = (await t.post('/client/customer/add', { firstName: 'Caja' }, made.token)).body.customer;
    return { ...made, pos: token, customer };
  }

  it('refuses points sent beside an amount the store converts, instead of ignoring them', async () => {
    const { pos, customer } = await posOfNewStore(true);
    const both = await t.post(
      '/client/transaction/add',
      { customer: { clientCode: customer.clientCode }, amount: 50, points: 999 },
      pos,
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ s: 'not-ok', code: 'points.pointsWithConversion' });
    expect(both.body.m).toMatch(/monto/);
    const balance = await t.post(
      '/client/transaction/customer',
      { customer: { clientCode: customer.clientCode } },
      pos,
    );
    expect(balance.body.customer.balance).toBe(0);
  });

  it('lets the POS confirm a repeated ticket, as the counter does', async () => {
    const { pos, customer } = await posOfNewStore(true);
    const sale = { customer: { clientCode: customer.clientCode }, amount: 20, ticketNumber: 'F9-1' };
    const first = await t.post('/client/transaction/add', sale, pos);
    expect(first.body.s).toBe('ok');
    const again = await t.post('/client/transaction/add', sale, pos);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('points.duplicateTicket');
    const confirmed = await t.post('/client/transaction/add', { ...sale, confirmDuplicateTicket: true }, pos);
    expect(confirmed.body).toMatchObject({ s: 'ok', balance: first.body.balance * 2 });
    expect(confirmed.body.entry.duplicateTicket).toBe(true);
  });

  it("records the store's location the POS names on the ledger row, and refuses another store's", async () => {
    const { pos, customer, location, token } = await posOfNewStore(true);
    const other = await createSignedInStore(t);
    const sale = { customer: { clientCode: customer.clientCode }, amount: 30 };
    const here = await t.post('/client/transaction/add', { ...sale, locationId: location.id }, pos);
    expect(here.body.s).toBe('ok');
    expect(here.body.entry.location).toMatchObject({ id: location.id });
    const statement = await t.post('/client/customer/points', { customerId: customer.id }, token);
    expect(statement.body.entries[0].location).toMatchObject({ id: location.id });
    const elsewhere = await t.post(
      '/client/transaction/add',
      { ...sale, locationId: other.location.id },
      pos,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('locations.notFound');
    await t.pool.query('update locations set deleted_at = now() where id = $1', [location.id]);
    const closed = await t.post('/client/transaction/add', { ...sale, locationId: location.id }, pos);
    expect(closed.status).toBe(404);
  });
});

describe('the POS runs the counter (issue 35 §2): redeem, reverse, history', () => {
  async function till() {
    const made = await createSignedInStore(t);
    // Redemptions to spend: a new store has none until it buys a pack.
    await t.pool.query(
      'update stores set use_conversion = false, welcome_points = 0, redeem_free = 100 where id = $1',
      [made.store.id],
    );
    const pos = (await t.post('/client/api/token/generate', {}, made.token)).body.token as string;
    const customer = (
      await t.post('/client/customer/add', { firstName: 'Caja', mobile: '922333444' }, made.token)
    ).body.customer;
    const reward = (await t.post('/client/reward/add', { name: 'Café', pointsCost: 30 }, made.token)).body
      .reward;
    return { ...made, pos, customer, reward, key: { clientCode: customer.clientCode } };
  }

  it('redeems a reward once for a retried call with the same key, and refuses one the balance cannot pay', async () => {
    const { pos, customer, reward, key, token } = await till();
    await t.post('/client/transaction/add', { customer: key, points: 50 }, pos);
    const call = { customer: { mobile: '922 333 444' }, rewardId: reward.id };
    const first = await t.post('/client/transaction/redeem', call, pos, {
      'Idempotency-Key': 'caja-1-canje-7',
    });
    expect(first.body).toMatchObject({
      s: 'ok',
      balance: 20,
      redemption: { rewardId: reward.id, points: 30 },
    });
    const retried = await t.post('/client/transaction/redeem', call, pos, {
      'Idempotency-Key': 'caja-1-canje-7',
    });
    expect(retried.body.redemption.id).toBe(first.body.redemption.id);
    expect(retried.body.balance).toBe(20);
    const short = await t.post('/client/transaction/redeem', call, pos);
    expect(short.status).toBe(409);
    expect(short.body.s).toBe('not-ok');
    const statement = await t.post('/client/customer/points', { customerId: customer.id }, token);
    expect(statement.body.balance).toBe(20);
    expect(statement.body.entries.filter((e: { kind: string }) => e.kind === 'redemption')).toHaveLength(1);
  });

  it("reverses a purchase by its ticket or its entry, once, and never another store's or a redemption", async () => {
    const { pos, reward, key } = await till();
    const sale = await t.post(
      '/client/transaction/add',
      { customer: key, points: 40, ticketNumber: 'B1-77' },
      pos,
    );
    await t.post('/client/transaction/add', { customer: key, points: 35, ticketNumber: 'B1-78' }, pos);
    const undone = await t.post(
      '/client/transaction/reverse',
      { ticketNumber: 'B1-77', reason: 'Anulada' },
      pos,
    );
    expect(undone.body).toMatchObject({ s: 'ok', balance: 35 });
    expect(undone.body.entry.reversesEntryId).toBe(sale.body.entry.id);
    const twice = await t.post('/client/transaction/reverse', { entryId: sale.body.entry.id }, pos);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('points.alreadyReversed');
    const gone = await t.post('/client/transaction/reverse', { ticketNumber: 'B1-77' }, pos);
    expect(gone.status).toBe(404);
    expect(gone.body.m).toBe('No se encontró una compra con el ticket B1-77.');

    await t.post(
      '/client/transaction/add',
      { customer: key, points: 5, ticketNumber: 'B1-78', confirmDuplicateTicket: true },
      pos,
    );
    const ambiguous = await t.post('/client/transaction/reverse', { ticketNumber: 'B1-78' }, pos);
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.body.m).toBe('Hay 2 compras con el ticket B1-78: indique cuál anular con su entryId.');

    const redeemed = await t.post('/client/transaction/redeem', { customer: key, rewardId: reward.id }, pos);
    const notSale = await t.post('/client/transaction/reverse', { entryId: redeemed.body.entry.id }, pos);
    expect(notSale.status).toBe(409);
    expect(notSale.body.code).toBe('points.notAPurchase');

    const other = await till();
    const theirs = await t.post('/client/transaction/reverse', { entryId: sale.body.entry.id }, other.pos);
    expect(theirs.status).toBe(404);
    const both = await t.post('/client/transaction/reverse', { entryId: 1, ticketNumber: 'B1-78' }, pos);
    expect(both.status).toBe(400);
    expect(both.body.code).toBe('validation.onePurchaseKey');
  });

  it("pages a customer's history, newest first, by any of the customer's keys", async () => {
    const { pos, key } = await till();
    for (const points of [1, 2, 3]) await t.post('/client/transaction/add', { customer: key, points }, pos);
    const page = await t.post('/client/transaction/history', { customer: key, page: 1, pageSize: 2 }, pos);
    expect(page.body).toMatchObject({ balance: 6, total: 3 });
    expect(page.body.entries.map((e: { points: number }) => e.points)).toEqual([3, 2]);
    const next = await t.post('/client/transaction/history', { customer: key, page: 2, pageSize: 2 }, pos);
    expect(next.body.entries.map((e: { points: number }) => e.points)).toEqual([1]);
    const other = await till();
    const theirs = await t.post('/client/transaction/history', { customer: key }, other.pos);
    expect(theirs.status).toBe(404);
  });
});

describe('tills: a token per till, named, in a location, revoked one by one (issue 35 §2)', () => {
  async function storeWithTills() {
    const made = await createSignedInStore(t);
    await t.pool.query(
      'update stores set use_conversion = false, welcome_points = 0, redeem_free = 100 where id = $1',
      [made.store.id],
    );
    const second = await entityFactories.location!(t.db, made.store.id);
    const one = await t.post(
      '/client/api/tills/create',
      { name: 'Caja 1', locationId: made.location.id },
      made.token,
    );
    const two = await t.post('/client/api/tills/create', { name: 'Caja 2', locationId: second }, made.token);
    const customer = (await t.post('/client/customer/add', { firstName: 'Till' }, made.token)).body.customer;
    return { ...made, second, one, two, customer, key: { clientCode: customer.clientCode } };
  }

  it('lists the tills without their tokens, and records the till and its location on what each writes', async () => {
    const { token, location, second, one, two, customer, key } = await storeWithTills();
    expect(one.body).toMatchObject({
      s: 'ok',
      code: 'pos.tillCreated',
      m: 'Se creó la caja Caja 1. Copie su token ahora: no se volverá a mostrar.',
      till: { name: 'Caja 1', location: { id: location.id }, lastUsedAt: null },
    });
    expect(one.body.token).toMatch(/^pos_/);
    const list = await t.post('/client/api/tills/list', {}, token);
    expect(list.body.tills.map((x: { name: string }) => x.name)).toEqual(['Caja 1', 'Caja 2']);
    expect(JSON.stringify(list.body)).not.toContain(one.body.token);

    const sale = await t.post('/client/transaction/add', { customer: key, points: 50 }, two.body.token);
    expect(sale.body.entry).toMatchObject({
      till: { id: two.body.till.id, name: 'Caja 2' },
      location: { id: second },
    });
    await t.post('/client/transaction/add', { customer: key, points: 30 }, one.body.token);
    const reward = (await t.post('/client/reward/add', { name: 'Té', pointsCost: 10 }, token)).body.reward;
    const redeemed = await t.post(
      '/client/transaction/redeem',
      { customer: key, rewardId: reward.id },
      one.body.token,
    );
    expect(redeemed.body.entry).toMatchObject({
      till: { id: one.body.till.id, name: 'Caja 1' },
      location: { id: location.id },
    });
    const reversed = await t.post(
      '/client/transaction/reverse',
      { entryId: sale.body.entry.id },
      one.body.token,
    );
    expect(reversed.body.entry).toMatchObject({ till: { name: 'Caja 1' }, location: { id: location.id } });

    const statement = await t.post('/client/customer/points', { customerId: customer.id }, token);
    expect(statement.body.entries.map((e: { till: { name: string } | null }) => e.till?.name)).toEqual([
      'Caja 1',
      'Caja 1',
      'Caja 1',
      'Caja 2',
    ]);
    const used = await t.post('/client/api/tills/list', {}, token);
    expect(used.body.tills[1].lastUsedAt).not.toBeNull();

    const audit = await t.post('/client/audit/get-all', { action: 'points.reversed' }, token);
    expect(audit.body.entries[0].actor).toMatchObject({ kind: 'pos', name: 'Caja 1' });
  });

  it('revokes one till at once and leaves the others working; the spec token is the unnamed till', async () => {
    const { token, one, two, key } = await storeWithTills();
    const general = (await t.post('/client/api/token/generate', {}, token)).body.token as string;
    const revoked = await t.post('/client/api/tills/revoke', { tillId: one.body.till.id }, token);
    expect(revoked.body).toMatchObject({
      s: 'ok',
      m: 'Se revocó el token de la caja Caja 1: ya no funciona.',
    });
    expect((await t.post('/client/transaction/customer', { customer: key }, one.body.token)).status).toBe(
      401,
    );
    expect((await t.post('/client/transaction/customer', { customer: key }, two.body.token)).status).toBe(
      200,
    );
    expect((await t.post('/client/transaction/customer', { customer: key }, general)).status).toBe(200);
    const list = await t.post('/client/api/tills/list', {}, token);
    expect(list.body.tills.map((x: { name: string | null }) => x.name)).toEqual(['Caja 2', null]);
    const again = await t.post('/client/api/tills/revoke', { tillId: one.body.till.id }, token);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('pos.tillNotFound');
    // Replacing the spec's token ends the unnamed till only.
    await t.post('/client/api/token/delete', {}, token);
    expect((await t.post('/client/transaction/customer', { customer: key }, general)).status).toBe(401);
    expect((await t.post('/client/transaction/customer', { customer: key }, two.body.token)).status).toBe(
      200,
    );
    const audit = await t.post('/client/audit/get-all', { action: 'posToken.revoked' }, token);
    expect(audit.body.entries.map((e: { detail: { till?: string } }) => e.detail.till ?? null)).toContain(
      'Caja 1',
    );
  });

  it('refuses a name the store already uses and a location of another store', async () => {
    const { token, location } = await storeWithTills();
    const taken = await t.post(
      '/client/api/tills/create',
      { name: ' caja 1 ', locationId: location.id },
      token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.m).toBe('Ya hay una caja con el nombre caja 1.');
    const other = await createSignedInStore(t);
    const elsewhere = await t.post(
      '/client/api/tills/create',
      { name: 'Caja 9', locationId: other.location.id },
      token,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('locations.notFound');
  });

  it("keeps each store's tills its own: another store can neither revoke one nor be reached by it", async () => {
    const a = await storeWithTills();
    const b = await storeWithTills();
    const theirs = await t.post('/client/api/tills/revoke', { tillId: a.one.body.till.id }, b.token);
    expect(theirs.status).toBe(404);
    expect((await t.post('/client/transaction/customer', { customer: a.key }, a.one.body.token)).status).toBe(
      200,
    );
    const sale = await t.post('/client/transaction/add', { customer: b.key, points: 5 }, b.one.body.token);
    const reach = await t.post(
      '/client/transaction/reverse',
      { entryId: sale.body.entry.id },
      a.one.body.token,
    );
    expect(reach.status).toBe(404);
    const history = await t.post('/client/transaction/history', { customer: b.key }, a.one.body.token);
    expect(history.status).toBe(404);
    const employee = await createEmployee(t.db, a.store.id, a.location.id);
    const refused = await t.post('/client/api/tills/list', {}, await t.login(employee.email, TEST_PASSWORD));
    expect(refused.status).toBe(403);
  });
});

describe('«what happened since»: the POS follows the ledger with a cursor (issue 35 §2)', () => {
  type Page = {
    events: { id: number; points: number; till: { name: string | null } | null }[];
    nextCursor: string;
    hasMore: boolean;
  };

  /**
   * Reads every page from the cursor on. Rows are given up to the oldest write still running anywhere on
   * the server, which the other test files' databases share: another file's write may hold back a row for
   * the moment, so it polls, as a POS does, until `until` holds (for up to 20 s).
   */
  async function readAll(pos: string, cursor: string | undefined, until: (ids: number[]) => boolean) {
    let events: Page['events'] = [];
    let next = cursor;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const res = await t.post(
        '/client/transaction/since',
        { ...(next ? { cursor: next } : {}), limit: 2 },
        pos,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body as Page;
      events = [...events, ...page.events];
      next = page.nextCursor;
      if (!page.hasMore && until(events.map((e) => e.id))) return { events, cursor: next };
      if (!page.hasMore) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the feed never showed what was expected: ${JSON.stringify(events)}`);
  }

  it('pages the store’s events in order with an opaque cursor, and only its own', async () => {
    const made = await createSignedInStore(t);
    await t.pool.query('update stores set use_conversion = false, welcome_points = 0 where id = $1', [
      made.store.id,
    ]);
    const till = await t.post(
      '/client/api/tills/create',
      { name: 'Caja 1', locationId: made.location.id },
      made.token,
    );
    const pos = till.body.token as string;
    const customer = (await t.post('/client/customer/add', { firstName: 'Feed' }, made.token)).body.customer;
    const key = { clientCode: customer.clientCode };
    const ids: number[] = [];
    for (const points of [5, 6, 7]) {
      ids.push((await t.post('/client/transaction/add', { customer: key, points }, pos)).body.entry.id);
    }
    const first = await readAll(pos, undefined, (seen) => ids.every((id) => seen.includes(id)));
    expect(first.events.map((e) => e.id)).toEqual(ids);
    expect(first.events[0]!.till).toMatchObject({ name: 'Caja 1' });

    const reversal = await t.post('/client/transaction/reverse', { entryId: ids[0] }, pos);
    const after = await readAll(pos, first.cursor, (seen) => seen.includes(reversal.body.entry.id));
    expect(after.events.map((e) => e.id)).toEqual([reversal.body.entry.id]);
    // Nothing new: the same cursor comes back, with nothing after it.
    const quiet = await t.post('/client/transaction/since', { cursor: after.cursor }, pos);
    expect(quiet.body).toMatchObject({ events: [], nextCursor: after.cursor, hasMore: false });

    const other = await createSignedInStore(t);
    const theirs = (
      await t.post('/client/api/tills/create', { name: 'Caja 1', locationId: other.location.id }, other.token)
    ).body.token as string;
    const none = await t.post('/client/transaction/since', {}, theirs);
    expect(none.body.events.map((e: { id: number }) => e.id)).not.toContain(ids[0]);

    const bad = await t.post('/client/transaction/since', { cursor: 'no-es-un-cursor' }, pos);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'pos.badCursor',
      m: 'El cursor no es válido: envíe el nextCursor de la respuesta anterior.',
    });
  }, 60_000);

  it('never skips an entry whose transaction commits after a later one', async () => {
    const made = await createSignedInStore(t);
    await t.pool.query('update stores set use_conversion = false, welcome_points = 0 where id = $1', [
      made.store.id,
    ]);
    const pos = (
      await t.post('/client/api/tills/create', { name: 'Caja 1', locationId: made.location.id }, made.token)
    ).body.token as string;
    const customer = (await t.post('/client/customer/add', { firstName: 'Late' }, made.token)).body.customer;
    const key = { clientCode: customer.clientCode };
    const start = await readAll(pos, undefined, () => true);

    // A write that takes its id first and commits last (a slow transaction of the counter, a bulk file).
    const slow = await t.pool.connect();
    try {
      await slow.query('begin');
      const late = await slow.query<{ id: number }>(
        "insert into ledger_entries (store_id, customer_id, kind, points) values ($1, $2, 'manual', 3) returning id",
        [made.store.id, customer.id],
      );
      const lateId = Number(late.rows[0]!.id);
      const quick = (await t.post('/client/transaction/add', { customer: key, points: 4 }, pos)).body.entry
        .id as number;
      expect(quick).toBeGreaterThan(lateId);
      // The quicker, later entry is not given while the earlier transaction runs: its cursor would pass it.
      const meanwhile = await t.post('/client/transaction/since', { cursor: start.cursor }, pos);
      expect(meanwhile.body.events).toEqual([]);
      expect(meanwhile.body.nextCursor).toBe(start.cursor);
      await slow.query('commit');
      const both = await readAll(pos, start.cursor, (seen) => seen.includes(lateId) && seen.includes(quick));
      expect(both.events.map((e) => e.id)).toEqual([lateId, quick]);
    } finally {
      slow.release();
    }
  });
});
