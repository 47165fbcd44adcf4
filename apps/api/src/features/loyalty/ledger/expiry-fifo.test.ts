import { type RouteInput, type RouteParsedInput, type RoutePath, routes } from '@premia/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createModelStore } from '../../../../test/factories.ts';
import { actorOf, type RequestContext, type StoreSession } from '../../../lib/context.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { addCustomer } from '../customers/index.ts';
import { addReward } from '../rewards/index.ts';
import { expireAt } from './expiry.ts';
import { findEntry, NotEnoughPoints, postEntry, redeem, reverse } from './index.ts';

/**
 * Expiry takes the oldest points first, exactly: random runs of earnings, discounts, redemptions,
 * reversals (a bulk undo writes the same reversal rows) and expiries at random moments of the run's past,
 * on two customers; after each expiry, what it took from each customer equals a plain FIFO recomputation
 * from the entries (each debit takes the oldest points left; an entry and its reversal count as
 * neither; what is left of the earnings before the cutoff expires), a repeated day takes nothing more,
 * and every balance equals the sum of its rows.
 */

let ctx: RequestContext;
let session: StoreSession;
let storeId: number;
let rewardId: number;
const REWARD_COST = 7;

const t = useTestApp();
beforeAll(async () => {
  ({ storeId, ctx, session } = await createModelStore(t, 'Tienda que vence'));
  const { reward } = await addReward(
    ctx,
    parsed('/client/reward/add', { name: 'Café', pointsCost: REWARD_COST }),
  );
  rewardId = reward.id;
});

function parsed<P extends RoutePath>(path: P, raw: RouteInput<P>): RouteParsedInput<P> {
  return routes[path].input.parse(raw) as RouteParsedInput<P>;
}

interface Row {
  id: number;
  customerId: number;
  points: number;
  /** created_at in microseconds since the epoch, as PostgreSQL keeps it. */
  at: bigint;
  atText: string;
  reverses: number | null;
}

/** The plain model: the entries replayed in order, each debit taking the oldest points left. */
function fifoDue(rows: Row[], customerId: number, cutoff: bigint): number {
  const mine = rows.filter((r) => r.customerId === customerId);
  const reversed = new Set(mine.map((r) => r.reverses).filter((id) => id !== null));
  const live = mine
    .filter((r) => r.reverses === null && !reversed.has(r.id))
    .sort((a, b) => (a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1));
  const lots: { at: bigint; left: number }[] = [];
  let owed = 0;
  for (const r of live) {
    if (r.points > 0) {
      const paid = Math.min(owed, r.points);
      owed -= paid;
      lots.push({ at: r.at, left: r.points - paid });
      continue;
    }
    let debit = -r.points;
    for (const lot of lots) {
      const taken = Math.min(lot.left, debit);
      lot.left -= taken;
      debit -= taken;
    }
    owed += debit;
  }
  return lots.filter((l) => l.at < cutoff).reduce((sum, l) => sum + l.left, 0);
}

type Op =
  | { kind: 'earn' | 'discount'; who: number; n: number }
  | { kind: 'redeem'; who: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'expire'; pick: number; sameDay: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('earn' as const),
      who: fc.nat(1),
      n: fc.integer({ min: 1, max: 60 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('discount' as const),
      who: fc.nat(1),
      n: fc.integer({ min: 1, max: 40 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('redeem' as const), who: fc.nat(1) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('expire' as const), pick: fc.nat(), sameDay: fc.boolean() }),
    weight: 2,
  },
);

async function rowOf(id: number): Promise<Row> {
  const { rows } = await t.pool.query<{
    customer_id: number;
    points: number;
    us: string;
    at: string;
    reverses_entry_id: number | null;
  }>(
    `select customer_id, points, (extract(epoch from created_at) * 1000000)::bigint::text as us,
       created_at::text as at, reverses_entry_id from ledger_entries where id = $1 and store_id = $2`,
    [id, storeId],
  );
  const r = rows[0]!;
  return {
    id,
    customerId: r.customer_id,
    points: r.points,
    at: BigInt(r.us),
    atText: r.at,
    reverses: r.reverses_entry_id,
  };
}

/** Writes an operation; the id of the row written, or null when the ledger refused it. */
async function perform(
  o: Exclude<Op, { kind: 'expire' }>,
  customers: number[],
  rows: Row[],
): Promise<number | null> {
  try {
    switch (o.kind) {
      case 'earn':
        return (
          await postEntry(t.db, session, { customerId: customers[o.who]!, kind: 'manual', points: o.n })
        ).id;
      case 'discount':
        return (
          await postEntry(t.db, session, {
            customerId: customers[o.who]!,
            kind: 'discount',
            points: -o.n,
            reason: 'Modelo',
          })
        ).id;
      case 'redeem': {
        const done = await redeem(t.db, {
          storeId,
          customerId: customers[o.who]!,
          rewardId,
          ...actorOf(session),
        });
        return 'nothing' in done ? null : done.answer.entry.id;
      }
      case 'reverse': {
        const candidates = rows.filter((r) => r.reverses === null && r.points !== 0);
        if (candidates.length === 0) return null;
        const original = (await findEntry(t.db, storeId, candidates[o.pick % candidates.length]!.id))!;
        if (original.kind === 'expiry') return null;
        return (await t.db.transaction((tx) => reverse(tx, session, original, 'Modelo'))).id;
      }
    }
  } catch (error) {
    if (error instanceof NotEnoughPoints || isUniqueViolation(error, 'ledger_reverses_once_uq')) return null;
    throw error;
  }
}

async function expiredOn(day: string): Promise<Map<number, number>> {
  const { rows } = await t.pool.query<{ customer_id: number; points: number }>(
    `select customer_id, -points as points from ledger_entries where store_id = $1 and expiry_day = $2::date`,
    [storeId, day],
  );
  return new Map(rows.map((r) => [r.customer_id, r.points]));
}

async function balancesAgree(customers: number[]) {
  const { rows } = await t.pool.query<{ balance: number; sum: number }>(
    `select c.balance, coalesce(sum(l.points), 0)::int as sum from customers c
       left join ledger_entries l on l.store_id = c.store_id and l.customer_id = c.id
      where c.store_id = $1 and c.id = any($2) group by c.id, c.balance`,
    [storeId, customers],
  );
  for (const r of rows) {
    expect(r.balance).toBe(r.sum);
    expect(r.balance).toBeGreaterThanOrEqual(0);
  }
}

describe('points expiry, oldest earnings first', () => {
  it('takes exactly what a plain FIFO recomputation from the entries says, once per day', async () => {
    let run = 0;
    let expiredInAll = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 15, maxLength: 40 }), async (ops) => {
        run += 1;
        const customers: number[] = [];
        for (const who of ['A', 'B']) {
          const { customer } = await addCustomer(
            ctx,
            parsed('/client/customer/add', { firstName: 'Vence', lastName: `${run}${who}` }),
          );
          customers.push(customer.id);
        }
        const rows: Row[] = [];
        let dayNumber = 0;
        for (const o of ops) {
          if (o.kind !== 'expire') {
            const id = await perform(o, customers, rows);
            if (id !== null) rows.push(await rowOf(id));
            continue;
          }
          if (rows.length === 0) continue;
          // A moment of the run's past: just after one of its rows, so that row and the ones before are due.
          const at = rows[o.pick % rows.length]!;
          const cutoff = at.at + 1n;
          const cutoffText = new Date(Number(cutoff / 1000n))
            .toISOString()
            .replace('Z', `${String(cutoff % 1000n).padStart(3, '0')}Z`);
          if (!o.sameDay || dayNumber === 0) dayNumber += 1;
          const day = new Date(Date.UTC(2000 + run, 0, dayNumber)).toISOString().slice(0, 10);
          const before = await expiredOn(day);
          const expected = new Map(customers.map((c) => [c, before.has(c) ? 0 : fifoDue(rows, c, cutoff)]));
          await expireAt(t.db, storeId, { rule: 'earned', day, cutoff: cutoffText });
          const after = await expiredOn(day);
          for (const c of customers) {
            const taken = (after.get(c) ?? 0) - (before.get(c) ?? 0);
            expect(taken, `customer ${c}, day ${day}`).toBe(expected.get(c));
            expiredInAll += taken;
          }
          const { rows: written } = await t.pool.query<{ id: number }>(
            `select id from ledger_entries where store_id = $1 and expiry_day = $2::date and customer_id = any($3)
               and id <> all($4)`,
            [storeId, day, customers, rows.map((r) => r.id)],
          );
          for (const w of written) rows.push(await rowOf(w.id));
          await balancesAgree(customers);
        }
        await balancesAgree(customers);
      }),
      { numRuns: 15 },
    );
    // The runs did expire points (the property is not passing on empty expiries).
    expect(expiredInAll).toBeGreaterThan(0);
  });
});
