import { clientCode } from '@premia/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { levelsOffLedger, monthsOffLedger } from '../../../../test/levels-recomputed.ts';
import { moveLevelWindows } from '../../../jobs/cleanup.ts';

/**
 * Levels are kept from the customers' months (customer_month_earnings and the level points on the
 * customer), never from the ledger. Random earnings, discounts, reversals (of this month's entries and
 * of earnings up to 13 months old), bulk batches applied and undone, levels added, changed, deleted and
 * reordered, and the move of the 12-month window, on a store whose customers start as the window left
 * them last month; after each operation every customer's level points and level equal a full
 * recomputation from the ledger (for the 12 months up to the month they were last placed in), and the
 * months that count equal the ledger's sums. Redemptions and customers deleted join in, and after each
 * operation the dashboard's figures (customers, points held) and each level's customers, kept by the
 * customers' trigger, equal a count of the customers.
 */

let owner: string;
let storeId: number;
let rewardId: number;

const RUNS = 8;
const CUSTOMERS = 3;
const BULK = '/client/process-massive-give-points';

const t = useTestApp();
beforeAll(async () => {
  const made = await createStore(t.db, 'Tienda de los niveles');
  storeId = made.store.id;
  await t.pool.query(
    `update stores set use_conversion = false, welcome_points = 0, email_on_customer_creation = false,
       email_on_give_points = false, email_on_redeemed = false, redeem_free = 1000000 where id = $1`,
    [storeId],
  );
  owner = await t.login(made.owner.email, TEST_PASSWORD);
  rewardId = (await post('/client/reward/add', { name: 'Café', pointsCost: 5 })).body.reward.id;
});

/** A call as the screens make it; a refusal (a 4xx) is part of the game, a 500 fails the property. */
async function post(path: string, body: object) {
  const res = await t.post(path, body, owner);
  expect(res.status, `${path}: ${res.body.m}`).toBeLessThan(500);
  return res;
}

type Op =
  | { kind: 'earn' | 'discount'; who: number; n: number }
  | { kind: 'redeem' | 'delete'; who: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'bulk'; who: number[]; n: number }
  | { kind: 'undo' }
  | { kind: 'level'; action: 'add' | 'update' | 'delete' | 'reorder'; pick: number; min: number }
  | { kind: 'window' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('earn' as const),
      who: fc.nat(CUSTOMERS - 1),
      n: fc.integer({ min: 1, max: 80 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('discount' as const),
      who: fc.nat(CUSTOMERS - 1),
      n: fc.integer({ min: 1, max: 40 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(10_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('redeem' as const), who: fc.nat(CUSTOMERS - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), who: fc.nat(CUSTOMERS - 1) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bulk' as const),
      who: fc.array(fc.nat(CUSTOMERS - 1), { minLength: 1, maxLength: 4 }),
      n: fc.integer({ min: 1, max: 120 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('level' as const),
      action: fc.constantFrom('add' as const, 'update' as const, 'delete' as const, 'reorder' as const),
      pick: fc.nat(100),
      min: fc.integer({ min: 0, max: 400 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('window' as const) }) },
);

/**
 * Three customers with a history: earnings 13, 12, 11 and 6 months ago (in the middle of those months,
 * the store's time zone), written straight into the ledger, and their months and level points as the
 * window left them last month (so the month 12 months ago still counts for them until they are placed
 * again or the window moves). Answers their ids and the entries a reversal may pick.
 */
async function newRun(): Promise<{ ids: number[]; entries: number[] }> {
  const ids: number[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    ids.push((await post('/client/customer/add', { firstName: 'Nivel', lastName: `${i}` })).body.customer.id);
  }
  const old = await t.pool.query<{ id: number }>(
    `with tz as (select time_zone from stores where id = $1),
     history as (
       select c as customer_id, ago, 10 + c % 7 * 5 + ago as points
       from unnest($2::int[]) c, unnest(array[13, 12, 11, 6]) ago),
     written as (
       insert into ledger_entries (store_id, customer_id, kind, points, created_at)
       select $1, customer_id, 'manual', points,
         ((date_trunc('month', now() at time zone (select time_zone from tz)) - make_interval(months => ago)
           + interval '14 days') at time zone (select time_zone from tz))
       from history returning id, customer_id, points, created_at),
     months as (
       insert into customer_month_earnings (store_id, customer_id, month, points)
       select $1, customer_id, date_trunc('month', created_at at time zone (select time_zone from tz))::date, points
       from written
       where created_at >= (date_trunc('month', now() at time zone (select time_zone from tz)) - interval '12 months')
                           at time zone (select time_zone from tz)
       on conflict (customer_id, month, store_id) do update set points = customer_month_earnings.points + excluded.points),
     sums as (
       select customer_id, sum(points)::int as balance,
              sum(points) filter (where created_at >= (date_trunc('month', now() at time zone (select time_zone from tz))
                - interval '12 months') at time zone (select time_zone from tz))::int as last_window
       from written group by 1),
     customers_then as (
       update customers c set balance = c.balance + s.balance, level_points = c.level_points + s.last_window,
         level_month = (date_trunc('month', now() at time zone (select time_zone from tz)) - interval '1 month')::date,
         level_id = (select l.id from customer_levels l where l.store_id = $1
                     and l.min_points <= c.level_points + s.last_window order by l.min_points desc, l.id limit 1)
       from sums s where c.id = s.customer_id)
     select id from written`,
    [storeId, ids],
  );
  await t.pool.query(
    `update stores set level_month = (date_trunc('month', now() at time zone time_zone) - interval '1 month')::date
     where id = $1`,
    [storeId],
  );
  return { ids, entries: old.rows.map((r) => r.id) };
}

/** Runs one operation through the API, as the screens do. */
async function perform(o: Op, ids: number[], entries: number[], batches: number[]) {
  switch (o.kind) {
    case 'earn': {
      const given = await post('/client/customer/add-points', { customerId: ids[o.who]!, points: o.n });
      if (given.status === 200) entries.push(given.body.entry.id);
      return;
    }
    case 'discount':
      await post('/client/customer/discount-points', {
        customerId: ids[o.who]!,
        points: o.n,
        reason: 'Modelo',
      });
      return;
    case 'redeem': {
      const given = await post('/client/customer/give-reward', { customerId: ids[o.who]!, rewardId });
      if (given.status === 200) entries.push(given.body.entry.id);
      return;
    }
    case 'delete':
      await post('/client/customer/delete', { customerId: ids[o.who]! });
      return;
    case 'reverse':
      await post('/client/customer/delete-points', { entryId: entries[o.pick % entries.length]! });
      return;
    case 'bulk': {
      const file = ['Cliente;Puntos', ...o.who.map((w, i) => `${clientCode(ids[w]!)};${o.n + i}`)].join('\n');
      const upload = { data: Buffer.from(file), filename: `lote-${batches.length}-${o.n}.csv` };
      const preview = await t.postFile(BULK, { action: 'preview' }, upload, owner);
      expect(preview.status, preview.body.m).toBe(200);
      const batchId = preview.body.batch.id;
      for (let i = 0; i < 10; i += 1) {
        if ((await post(BULK, { action: 'apply', batchId })).body.batch.status === 'applied') break;
      }
      batches.push(batchId);
      return;
    }
    case 'undo': {
      const batchId = batches.pop();
      if (batchId === undefined) return;
      for (let i = 0; i < 10; i += 1) {
        if ((await post(BULK, { action: 'undo', batchId })).body.batch.status === 'undone') break;
      }
      return;
    }
    case 'level': {
      const levels = (await post('/client/levels/get-all', {})).body.levels as Level[];
      const picked = levels[o.pick % Math.max(levels.length, 1)];
      if (o.action === 'add' || !picked) {
        await post('/client/levels/add', { name: `Nivel ${o.min}`, minPoints: o.min, color: '#336699' });
      } else if (o.action === 'update') {
        const { id, name, color } = picked;
        await post('/client/levels/update', { levelId: id, name, minPoints: o.min, color });
      } else if (o.action === 'delete') {
        await post('/client/levels/delete', { levelId: picked.id });
      } else {
        await post('/client/levels/reorder', { levelIds: levels.map((l) => l.id).reverse() });
      }
      return;
    }
    case 'window':
      await moveLevelWindows(t.db);
      return;
  }
}

type Level = { id: number; name: string; color: string; customers: number };

/** The dashboard's customers and points, and each level's customers, as the API shows them. */
async function shownFigures() {
  const info = (await post('/client/store/more-info', {})).body.storeMoreInfo;
  const levels = (await post('/client/levels/get-all', {})).body.levels as Level[];
  return {
    customers: info.clientsAmount,
    points: info.pointsOutstanding,
    levels: Object.fromEntries(levels.map((l) => [l.id, l.customers])),
  };
}

/** The same, counted from the store's live customers. */
async function recountedFigures() {
  const all = await t.pool.query(
    `select count(*)::int as customers, coalesce(sum(balance), 0)::int as points from customers
     where store_id = $1 and deleted_at is null`,
    [storeId],
  );
  const levels = await t.pool.query<{ id: number; n: number }>(
    `select l.id, (select count(*)::int from customers c where c.level_id = l.id and c.deleted_at is null) as n
     from customer_levels l where l.store_id = $1`,
    [storeId],
  );
  return { ...all.rows[0], levels: Object.fromEntries(levels.rows.map((l) => [l.id, l.n])) };
}

describe('levels from the months kept with each entry (fast-check)', () => {
  it('equal a full recomputation from the ledger after earnings, reversals, bulk, levels changes and the window move; the figures equal a count', async () => {
    await t.post('/client/levels/add', { name: 'Plata', minPoints: 40, color: '#c0c0c0' }, owner);
    await t.post('/client/levels/add', { name: 'Oro', minPoints: 150, color: '#d4a017' }, owner);
    let operations = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 15, maxLength: 25 }), async (ops) => {
        const { ids, entries } = await newRun();
        const batches: number[] = [];
        expect(await levelsOffLedger(t.pool, storeId)).toEqual([]);
        for (const o of [...ops, { kind: 'window' } as const]) {
          await perform(o, ids, entries, batches);
          operations += 1;
          expect(await levelsOffLedger(t.pool, storeId), JSON.stringify(o)).toEqual([]);
          expect(await monthsOffLedger(t.pool, storeId), JSON.stringify(o)).toEqual([]);
          expect(await shownFigures(), JSON.stringify(o)).toEqual(await recountedFigures());
        }
        // Once the window has moved, everyone is placed for this month and only its 12 months are kept.
        const stale = await t.pool.query(
          `select c.id from customers c join stores s on s.id = c.store_id
           where c.store_id = $1 and c.deleted_at is null
             and c.level_month is distinct from date_trunc('month', now() at time zone s.time_zone)::date`,
          [storeId],
        );
        expect(stale.rows).toEqual([]);
        const old = await t.pool.query(
          `select count(*)::int as n from customer_month_earnings m join stores s on s.id = m.store_id
           where m.store_id = $1 and m.month < (date_trunc('month', now() at time zone s.time_zone) - interval '11 months')::date`,
          [storeId],
        );
        expect(old.rows[0].n).toBe(0);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(operations).toBeGreaterThanOrEqual(RUNS * 16);
  }, 300_000);
});
