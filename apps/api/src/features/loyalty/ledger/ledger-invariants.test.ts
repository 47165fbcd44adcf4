import { type RouteInput, type RouteParsedInput, type RoutePath, routes, said } from '@premia/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createModelStore } from '../../../../test/factories.ts';
import { KeyTaken } from '../../../counter-fast-path/claim-in-statement.ts';
import { claimOf } from '../../../idempotency/idempotency.ts';
import { actorOf, type RequestContext, type StoreSession } from '../../../lib/context.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { addCustomer } from '../customers/index.ts';
import { addReward } from '../rewards/index.ts';
import { findEntry, NotEnoughPoints, postEntry, redeem, reverse } from './index.ts';

/**
 * The ledger's invariants, tested here once, on its own operations (postEntry, redeem, reverse): a model
 * of random add, discount, reverse and redeem operations on several customers of one store; after each
 * operation every customer of the store has a balance equal to the sum of their ledger rows and never
 * below zero, and the customers operated on have exactly the balance, the rows and the rewards' stock
 * the model says, including the operations the ledger refused (which must write nothing). Then one
 * entry per Idempotency-Key, whatever the calls that race for it.
 */

let ctx: RequestContext;
let session: StoreSession;
let storeId: number;

const RUNS = 20;
const MIN_OPS = 100;
const MAX_OPS = 125;
const CUSTOMERS = 4;

const t = useTestApp();
beforeAll(async () => {
  ({ storeId, ctx, session } = await createModelStore(t, 'Tienda del modelo'));
});

/** The input as the route would give it to the service: parsed by the contract (defaults, trimming). */
function parsed<P extends RoutePath>(path: P, raw: RouteInput<P>): RouteParsedInput<P> {
  return routes[path].input.parse(raw) as RouteParsedInput<P>;
}

type Op = { kind: 'add' | 'discount' | 'reverse' | 'redeem'; who: number; n: number; pick: number };

interface Entry {
  id: number;
  customerId: number;
  points: number;
  kind: 'manual' | 'discount' | 'redemption' | 'reversal';
  rewardId: number | null;
  reversed: boolean;
}

interface ModelReward {
  id: number;
  cost: number;
  stock: number | null;
  limit: number | null;
}

/** One run's world: its own customers and rewards, so a shrunk run starts from a known state. */
interface Model {
  balance: Map<number, number>;
  rows: Map<number, number>;
  entries: Entry[];
  rewards: ModelReward[];
}

/** Why the ledger refused an operation (and wrote nothing). */
type Refusal = 'not-enough-points' | 'reward-sold-out' | 'limit-reached' | 'already-reversed';

type Outcome = { ok: true; entry: Entry } | { ok: false; why: Refusal };

/** What an operation is about: the customer, and the reward it redeems or the entry it reverses. */
interface Target {
  customerId: number;
  reward: ModelReward;
  original: Entry | undefined;
}

/** The entries a reversal may name: a reversal itself is never taken back (the points feature refuses it first). */
const reversible = (model: Model) => model.entries.filter((e) => e.kind !== 'reversal');

function targetOf(model: Model, op: Op, customerIds: number[]): Target {
  return {
    customerId: customerIds[op.who]!,
    reward: model.rewards[op.pick % model.rewards.length]!,
    original: reversible(model).length ? reversible(model)[op.pick % reversible(model).length] : undefined,
  };
}

/** What the model says an operation does: the entry it writes, or why it is refused. */
function expected(model: Model, op: Op, { customerId, reward, original }: Target): Outcome {
  const balance = model.balance.get(customerId)!;
  const refuse = (why: Refusal): Outcome => ({ ok: false, why });
  const entry = (e: Omit<Entry, 'id' | 'reversed'>): Outcome => ({
    ok: true,
    entry: { ...e, id: 0, reversed: false },
  });
  switch (op.kind) {
    case 'add':
      return entry({ customerId, points: op.n, kind: 'manual', rewardId: null });
    case 'discount':
      if (balance < op.n) return refuse('not-enough-points');
      return entry({ customerId, points: -op.n, kind: 'discount', rewardId: null });
    case 'redeem': {
      if (reward.stock !== null && reward.stock <= 0) return refuse('reward-sold-out');
      if (balance < reward.cost) return refuse('not-enough-points');
      const standing = model.entries.filter(
        (e) =>
          e.customerId === customerId && e.kind === 'redemption' && e.rewardId === reward.id && !e.reversed,
      ).length;
      if (reward.limit !== null && standing >= reward.limit) return refuse('limit-reached');
      return entry({ customerId, points: -reward.cost, kind: 'redemption', rewardId: reward.id });
    }
    case 'reverse': {
      if (!original) throw new Error('a reversal needs an entry');
      // The balance is judged by the statement's update, before its row meets the one-reversal index.
      if (model.balance.get(original.customerId)! < original.points) return refuse('not-enough-points');
      if (original.reversed) return refuse('already-reversed');
      return entry({
        customerId: original.customerId,
        points: -original.points,
        kind: 'reversal',
        rewardId: original.rewardId,
      });
    }
  }
}

/** Runs the operation through the ledger: the entry id it wrote, or why it was refused. */
async function perform(
  op: Op,
  { customerId, reward, original }: Target,
): Promise<{ id: number } | { why: Refusal }> {
  try {
    switch (op.kind) {
      case 'add':
        return await postEntry(t.db, session, { customerId, kind: 'manual', points: op.n });
      case 'discount':
        return await postEntry(t.db, session, {
          customerId,
          kind: 'discount',
          points: -op.n,
          reason: 'Modelo',
        });
      case 'redeem': {
        const done = await redeem(t.db, { storeId, customerId, rewardId: reward.id, ...actorOf(session) });
        if ('nothing' in done) return { why: done.nothing as Refusal };
        return done.answer.entry;
      }
      case 'reverse': {
        const entry = (await findEntry(t.db, storeId, original!.id))!;
        return await t.db.transaction((tx) => reverse(tx, session, entry, 'Modelo'));
      }
    }
  } catch (error) {
    // A refusal is the ledger's own; anything else is a bug and fails the property.
    if (error instanceof NotEnoughPoints) return { why: 'not-enough-points' };
    if (isUniqueViolation(error, 'ledger_reverses_once_uq')) return { why: 'already-reversed' };
    throw error;
  }
}

/** Applies an accepted operation to the model. */
function apply(model: Model, op: Op, { reward, original }: Target, entry: Entry) {
  model.balance.set(entry.customerId, model.balance.get(entry.customerId)! + entry.points);
  model.rows.set(entry.customerId, model.rows.get(entry.customerId)! + 1);
  model.entries.push(entry);
  if (op.kind === 'redeem' && reward.stock !== null) reward.stock -= 1;
  if (op.kind === 'reverse' && original) {
    original.reversed = true;
    const redeemed = model.rewards.find((r) => r.id === original.rewardId);
    if (original.kind === 'redemption' && redeemed && redeemed.stock !== null) redeemed.stock += 1;
  }
}

/** Every customer of the store (balance, ledger sum and rows) and the stock of the run's rewards. */
async function databaseState(model: Model) {
  const [byCustomer, stock] = await Promise.all([
    t.pool.query<{ id: number; balance: number; sum: number; rows: number }>(
      `select c.id, c.balance, coalesce(sum(l.points), 0)::int as sum, count(l.id)::int as rows
         from customers c left join ledger_entries l on l.customer_id = c.id
        where c.store_id = $1 group by c.id, c.balance`,
      [storeId],
    ),
    t.pool.query<{ id: number; stock: number | null }>('select id, stock from rewards where id = any($1)', [
      model.rewards.map((r) => r.id),
    ]),
  ]);
  return { customers: byCustomer.rows, stock: new Map(stock.rows.map((r) => [r.id, r.stock])) };
}

async function newRun(): Promise<{ model: Model; customerIds: number[] }> {
  const customerIds: number[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const { customer } = await addCustomer(
      ctx,
      parsed('/client/customer/add', { firstName: 'Modelo', lastName: `${customerIds.length}` }),
    );
    customerIds.push(customer.id);
  }
  const rewardSpecs = [
    { name: 'Café', pointsCost: 7 },
    { name: 'Torta', pointsCost: 40, stock: 3 },
    { name: 'Postre', pointsCost: 15, limitPerCustomer: 2 },
  ];
  const made: ModelReward[] = [];
  for (const spec of rewardSpecs) {
    const { reward } = await addReward(ctx, parsed('/client/reward/add', spec));
    made.push({
      id: reward.id,
      cost: reward.pointsCost,
      stock: reward.stock,
      limit: reward.limitPerCustomer,
    });
  }
  return {
    customerIds,
    model: {
      balance: new Map(customerIds.map((id) => [id, 0])),
      rows: new Map(customerIds.map((id) => [id, 0])),
      entries: [],
      rewards: made,
    },
  };
}

describe('a model of the ledger, through its own operations (fast-check)', () => {
  it('keeps every balance equal to the sum of its ledger rows, never below zero, and as the model says, over thousands of operations', async () => {
    const started = Date.now();
    let operations = 0;
    const op = fc.record({
      kind: fc.constantFrom('add', 'discount', 'reverse', 'redeem'),
      who: fc.nat({ max: CUSTOMERS - 1 }),
      n: fc.integer({ min: 1, max: 60 }),
      pick: fc.nat({ max: 10_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: MIN_OPS, maxLength: MAX_OPS }), async (ops) => {
        const { model, customerIds } = await newRun();
        for (const o of ops) {
          // A reversal needs an earlier entry of the run; until there is one, the operation is an add.
          const current: Op =
            o.kind === 'reverse' && reversible(model).length === 0 ? { ...o, kind: 'add' } : o;
          const target = targetOf(model, current, customerIds);
          const want = expected(model, current, target);
          const got = await perform(current, target);
          operations += 1;
          if (want.ok) {
            expect(got, `${current.kind} should be accepted`).toHaveProperty('id');
            apply(model, current, target, { ...want.entry, id: (got as { id: number }).id });
          } else {
            expect(got).toEqual({ why: want.why });
          }

          const state = await databaseState(model);
          // Every customer of the store: the balance is the ledger's sum, and never negative.
          expect(state.customers.filter((c) => c.balance !== c.sum || c.balance < 0)).toEqual([]);
          // The run's customers and rewards: exactly what the model says.
          const ours = state.customers.filter((c) => model.balance.has(c.id));
          expect(Object.fromEntries(ours.map((c) => [c.id, { balance: c.balance, rows: c.rows }]))).toEqual(
            Object.fromEntries(
              customerIds.map((id) => [id, { balance: model.balance.get(id), rows: model.rows.get(id) }]),
            ),
          );
          expect(Object.fromEntries(state.stock)).toEqual(
            Object.fromEntries(model.rewards.map((r) => [r.id, r.stock])),
          );
        }
      }),
      // A failure is reported as found, with the seed that replays it: shrinking runs of a hundred
      // database operations would take longer than the test may.
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(operations).toBeGreaterThanOrEqual(2000);
    console.info(`ledger model: ${operations} operations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 180_000);
});

describe('one entry per Idempotency-Key', () => {
  it('30 points changes and 10 redemptions racing with one key, then retries: one ledger row, the rest refused unwritten', async () => {
    const { customer } = await addCustomer(
      ctx,
      parsed('/client/customer/add', { firstName: 'Clave', lastName: 'Única' }),
    );
    await postEntry(t.db, session, { customerId: customer.id, kind: 'manual', points: 500 });
    const { reward } = await addReward(ctx, parsed('/client/reward/add', { name: 'Té', pointsCost: 5 }));
    const claim = claimOf({
      storeId,
      route: '/client/customer/add-points',
      key: `una-clave-${customer.id}`,
      input: { customerId: customer.id, points: 9 },
    });
    const text = said('points.added', { points: 9 });
    const give = () =>
      postEntry(
        t.db,
        session,
        { customerId: customer.id, kind: 'manual', points: 9 },
        { claim: { claim, said: text } },
      );
    const redeemWithKey = () =>
      redeem(t.db, { storeId, customerId: customer.id, rewardId: reward.id, ...actorOf(session), claim });
    const settled = await Promise.allSettled([
      ...Array.from({ length: 30 }, give),
      ...Array.from({ length: 10 }, redeemWithKey),
    ]);
    for (let i = 0; i < 5; i++) settled.push(...(await Promise.allSettled([give(), redeemWithKey()])));

    const written = settled.filter((r) => r.status === 'fulfilled' && !('nothing' in (r.value as object)));
    expect(written).toHaveLength(1);
    // Every other call wrote nothing and said so: the key taken (a refused redemption's own answer, or
    // KeyTaken), or, for a call that raced the first one's commit, the key's unique index.
    for (const r of settled) {
      if (r.status === 'fulfilled') {
        if ('nothing' in (r.value as object))
          expect((r.value as { nothing: string }).nothing).toBe('key-taken');
      } else {
        expect(r.reason instanceof KeyTaken || isUniqueViolation(r.reason)).toBe(true);
      }
    }
    const rows = await t.pool.query<{ n: number; sum: number; balance: number }>(
      `select count(l.id)::int as n, coalesce(sum(l.points), 0)::int as sum, c.balance
         from customers c left join ledger_entries l on l.customer_id = c.id
        where c.id = $1 group by c.id, c.balance`,
      [customer.id],
    );
    expect(rows.rows[0]!.n).toBe(2);
    expect(rows.rows[0]!.balance).toBe(rows.rows[0]!.sum);
    const keys = await t.pool.query('select 1 from idempotency_keys where store_id = $1 and key = $2', [
      storeId,
      claim.key,
    ]);
    expect(keys.rowCount).toBe(1);
  });
});
