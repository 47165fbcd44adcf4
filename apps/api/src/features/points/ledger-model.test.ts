import { type RouteInput, type RouteParsedInput, type RoutePath, routes } from '@premia/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createStore, TEST_PASSWORD } from '../../../test/factories.ts';
import type { RequestContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { addCustomer } from '../customers/index.ts';
import { addReward, giveReward } from '../rewards/index.ts';
import { discountPoints, givePurchasePoints, reverseEntry } from './points.service.ts';

/**
 * A model of the ledger, checked against the services themselves (no HTTP): random add, discount,
 * reverse and redeem operations on several customers of one store; after each operation every
 * customer of the store has a balance equal to the sum of their ledger rows and never below zero, and
 * the customers operated on have exactly the balance, the rows and the rewards' stock the model says,
 * including the operations the services refused (which must write nothing).
 */

let ctx: RequestContext;
let storeId: number;

const RUNS = 20;
const MIN_OPS = 100;
const MAX_OPS = 125;
const CUSTOMERS = 4;

const t = useTestApp();
beforeAll(async () => {
  const { store, owner } = await createStore(t.db, 'Tienda del modelo');
  storeId = store.id;
  await t.pool.query(
    `update stores set use_conversion = false, welcome_points = 0, redeem_free = 1000000,
       email_on_customer_creation = false, email_on_give_points = false, email_on_redeemed = false
     where id = $1`,
    [storeId],
  );
  ctx = await t.contextFor(await t.login(owner.email, TEST_PASSWORD));
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

type Outcome = { ok: true; entry: Entry } | { ok: false; message: string };

/** What an operation is about: the customer, and the reward it redeems or the entry it reverses. */
interface Target {
  customerId: number;
  reward: ModelReward;
  original: Entry | undefined;
}

function targetOf(model: Model, op: Op, customerIds: number[]): Target {
  return {
    customerId: customerIds[op.who]!,
    reward: model.rewards[op.pick % model.rewards.length]!,
    original: model.entries.length ? model.entries[op.pick % model.entries.length] : undefined,
  };
}

/** What the model says an operation does: the entry it writes, or the message of its refusal. */
function expected(model: Model, op: Op, { customerId, reward, original }: Target): Outcome {
  const balance = model.balance.get(customerId)!;
  const refuse = (message: string): Outcome => ({ ok: false, message });
  const entry = (e: Omit<Entry, 'id' | 'reversed'>): Outcome => ({
    ok: true,
    entry: { ...e, id: 0, reversed: false },
  });
  switch (op.kind) {
    case 'add':
      return entry({ customerId, points: op.n, kind: 'manual', rewardId: null });
    case 'discount':
      if (balance < op.n) return refuse('El cliente no tiene puntos suficientes.');
      return entry({ customerId, points: -op.n, kind: 'discount', rewardId: null });
    case 'redeem': {
      if (reward.stock !== null && reward.stock <= 0) return refuse('Este premio está agotado.');
      if (balance < reward.cost)
        return refuse(`El cliente no tiene puntos suficientes: el premio cuesta ${reward.cost} puntos.`);
      const standing = model.entries.filter(
        (e) =>
          e.customerId === customerId && e.kind === 'redemption' && e.rewardId === reward.id && !e.reversed,
      ).length;
      if (reward.limit !== null && standing >= reward.limit)
        return refuse(
          `El cliente ya canjeó este premio ${standing} ${standing === 1 ? 'vez' : 'veces'}, el máximo permitido.`,
        );
      return entry({ customerId, points: -reward.cost, kind: 'redemption', rewardId: reward.id });
    }
    case 'reverse': {
      if (!original) throw new Error('a reversal needs an entry');
      if (original.kind === 'reversal') return refuse('Una anulación no se puede anular.');
      if (original.reversed) return refuse('Ese movimiento ya fue anulado.');
      if (model.balance.get(original.customerId)! < original.points)
        return refuse('El cliente ya usó esos puntos: no se puede anular el movimiento.');
      return entry({
        customerId: original.customerId,
        points: -original.points,
        kind: 'reversal',
        rewardId: original.rewardId,
      });
    }
  }
}

/** Runs the operation through its service: the entry id it wrote, or the refusal's message. */
async function perform(
  op: Op,
  { customerId, reward, original }: Target,
): Promise<{ id: number } | { message: string }> {
  try {
    switch (op.kind) {
      case 'add':
        return (
          await givePurchasePoints(ctx, parsed('/client/customer/add-points', { customerId, points: op.n }))
        ).entry;
      case 'discount':
        return (
          await discountPoints(
            ctx,
            parsed('/client/customer/discount-points', { customerId, points: op.n, reason: 'Modelo' }),
          )
        ).entry;
      case 'redeem':
        return (
          await giveReward(ctx, parsed('/client/customer/give-reward', { customerId, rewardId: reward.id }))
        ).entry;
      case 'reverse':
        return (await reverseEntry(ctx, parsed('/client/customer/delete-points', { entryId: original!.id })))
          .entry;
    }
  } catch (error) {
    // A refusal is a user-facing AppError; anything else is a bug and fails the property.
    if (!(error instanceof AppError)) throw error;
    return { message: error.message };
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
        where c.store_id = $1 group by c.id`,
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

describe('a model of the ledger, through the services (fast-check)', () => {
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
          const current: Op = o.kind === 'reverse' && model.entries.length === 0 ? { ...o, kind: 'add' } : o;
          const target = targetOf(model, current, customerIds);
          const want = expected(model, current, target);
          const got = await perform(current, target);
          operations += 1;
          if (want.ok) {
            expect(got, `${current.kind} should be accepted`).toHaveProperty('id');
            apply(model, current, target, { ...want.entry, id: (got as { id: number }).id });
          } else {
            expect(got).toEqual({ message: want.message });
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
