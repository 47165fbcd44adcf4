import { EARNING_KINDS, type LiabilityReport, type RouteInput, routes } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import {
  createEmployee,
  createModelStore,
  createSignedInStore,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';
import type { RequestContext, StoreSession } from '../../../lib/context.ts';
import { addCustomer } from '../../loyalty/customers/index.ts';
import { expireStorePoints, findEntry, postEntry, reverse } from '../../loyalty/ledger/index.ts';

// The points liability report (issue 34 §1): what a store owes in points and their value, checked
// against a plain recomputation from the ledger's rows for a store with old earnings, discounts,
// reversals and an expiry run, under each rule; who may read it; the «Valor de un punto» setting.

const t = useTestApp();

let ctx: RequestContext;
let session: StoreSession;
let storeId: number;
let owner: string;
let admin: string;

const DAY_MS = 86_400_000;

async function customer(name: string): Promise<number> {
  const input = routes['/client/customer/add'].input.parse({ firstName: name, lastName: 'Pasivo' });
  return (await addCustomer(ctx, input as never)).customer.id;
}

/**
 * An earning of `daysAgo` days ago. The ledger writes only at the present moment, so the test arranges
 * the row (and the balance it moves, as the ledger would) straight in the database.
 */
async function oldEarning(customerId: number, points: number, daysAgo: number): Promise<number> {
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into ledger_entries (store_id, customer_id, kind, points, reason, created_at)
     values ($1, $2, 'manual', $3, 'Antiguo', $4) returning id`,
    [storeId, customerId, points, at],
  );
  await t.pool.query('update customers set balance = balance + $3 where store_id = $1 and id = $2', [
    storeId,
    customerId,
    points,
  ]);
  return rows[0]!.id;
}

const earn = (customerId: number, points: number) =>
  postEntry(t.db, session, { customerId, kind: 'manual', points });
const discount = (customerId: number, points: number) =>
  postEntry(t.db, session, { customerId, kind: 'discount', points: -points, reason: 'Ajuste' });
async function undo(entryId: number) {
  const original = (await findEntry(t.db, storeId, entryId))!;
  await t.db.transaction((tx) => reverse(tx, session, original, 'Error'));
}

// ---- The plain recomputation: every row of the store, replayed in JavaScript. ----

interface Row {
  id: number;
  customerId: number;
  kind: string;
  points: number;
  us: bigint;
  /** created_at's day in the store's zone, YYYY-MM-DD. */
  day: string;
  reverses: number | null;
}

async function ledgerRows(): Promise<Row[]> {
  const { rows } = await t.pool.query(
    `select e.id, e.customer_id, e.kind, e.points, e.reverses_entry_id,
       (extract(epoch from e.created_at) * 1000000)::bigint::text as us,
       to_char(e.created_at at time zone s.time_zone, 'YYYY-MM-DD') as day
     from ledger_entries e join stores s on s.id = e.store_id where e.store_id = $1`,
    [storeId],
  );
  return rows.map((r) => ({
    id: r.id,
    customerId: r.customer_id,
    kind: r.kind,
    points: r.points,
    us: BigInt(r.us),
    day: r.day,
    reverses: r.reverses_entry_id,
  }));
}

async function liveCustomers() {
  const { rows } = await t.pool.query(
    `select c.id, c.balance, to_char(c.created_at at time zone s.time_zone, 'YYYY-MM-DD') as day
     from customers c join stores s on s.id = c.store_id where c.store_id = $1 and c.deleted_at is null`,
    [storeId],
  );
  return rows as { id: number; balance: number; day: string }[];
}

/** A day N months before, as PostgreSQL's date − interval does: the day kept, else the month's last. */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 - months, Math.min(d, last))).toISOString().slice(0, 10);
}
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Each live customer's unspent earnings: the debits take the oldest first; an entry and its reversal are neither. */
function unspentLots(rows: Row[], customerIds: number[]) {
  const lots: { customerId: number; day: string; left: number }[] = [];
  const reversed = new Set(rows.map((r) => r.reverses).filter((id) => id !== null));
  for (const id of customerIds) {
    const live = rows
      .filter((r) => r.customerId === id && r.reverses === null && !reversed.has(r.id))
      .sort((a, b) => (a.us === b.us ? a.id - b.id : a.us < b.us ? -1 : 1));
    let debit = live.filter((r) => r.points < 0).reduce((s, r) => s - r.points, 0);
    for (const r of live.filter((r) => r.points > 0)) {
      const taken = Math.min(debit, r.points);
      debit -= taken;
      lots.push({ customerId: id, day: r.day, left: r.points - taken });
    }
  }
  return lots;
}

async function recomputed(
  rule: 'never' | 'earned' | 'inactive',
  months: number,
  today: string,
  pointValueCents: number,
) {
  const rows = await ledgerRows();
  const people = await liveCustomers();
  const lots = unspentLots(
    rows,
    people.map((p) => p.id),
  );
  const byMonth = new Map<string, number>();
  for (const l of lots)
    if (l.left > 0) byMonth.set(l.day.slice(0, 7), (byMonth.get(l.day.slice(0, 7)) ?? 0) + l.left);
  const visits = new Map<number, string>();
  for (const r of rows)
    if (
      ['welcome', 'purchase', 'manual', 'coupon', 'redemption'].includes(r.kind) &&
      r.day > (visits.get(r.customerId) ?? '')
    )
      visits.set(r.customerId, r.day);
  const expiring = [30, 60, 90].map((days) => {
    const cutoff = monthsBefore(plusDays(today, days), months);
    const points =
      rule === 'earned'
        ? lots.filter((l) => l.day < cutoff).reduce((s, l) => s + l.left, 0)
        : rule === 'inactive'
          ? people
              .filter((p) => p.balance > 0 && (visits.get(p.id) ?? p.day) < cutoff)
              .reduce((s, p) => s + p.balance, 0)
          : 0;
    return { days, points, value: (points * pointValueCents) / 100 };
  });
  const firstMonth = monthsBefore(`${today.slice(0, 7)}-01`, 11).slice(0, 7);
  const moves = new Map<string, { earned: number; redeemed: number; expired: number; reversed: number }>();
  for (const r of rows) {
    const month = r.day.slice(0, 7);
    if (month < firstMonth) continue;
    const m = moves.get(month) ?? { earned: 0, redeemed: 0, expired: 0, reversed: 0 };
    if ((EARNING_KINDS as readonly string[]).includes(r.kind)) m.earned += r.points;
    if (r.kind === 'redemption') m.redeemed -= r.points;
    if (r.kind === 'expiry') m.expired -= r.points;
    if (r.kind === 'reversal') m.reversed -= r.points;
    moves.set(month, m);
  }
  const outstanding = people.reduce((s, p) => s + p.balance, 0);
  return {
    outstanding,
    value: (outstanding * pointValueCents) / 100,
    byMonthEarned: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, points]) => ({ month, points, value: (points * pointValueCents) / 100 })),
    expiring,
    moves,
    lots,
  };
}

async function report(token: string): Promise<LiabilityReport> {
  const res = await t.post('/client/liability/get', {}, token);
  expect(res.status).toBe(200);
  return res.body.report;
}

async function setRule(rule: RouteInput<'/client/store/save'>['pointsExpiryRule'], months: number) {
  const res = await t.post(
    '/client/store/save',
    { pointsExpiryRule: rule, pointsExpiryMonths: months },
    owner,
  );
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  ({ storeId, ctx, session } = await createModelStore(t, 'Tienda del pasivo'));
  const { rows } = await t.pool.query(
    `select email from users where store_id = $1 and store_user_type = 'owner'`,
    [storeId],
  );
  owner = await t.login(rows[0].email, TEST_PASSWORD);
  admin = await t.login('admin@premia.local');

  const ana = await customer('Ana');
  const beto = await customer('Beto');
  const carla = await customer('Carla');
  const dora = await customer('Dora');
  // Ana: old earnings, partly spent now (the oldest first), partly taken by the expiry run below.
  await oldEarning(ana, 100, 400);
  await oldEarning(ana, 50, 150);
  await oldEarning(ana, 40, 75);
  await discount(ana, 120);
  // Beto: recent earnings; one of today's undone.
  await oldEarning(beto, 30, 45);
  await oldEarning(beto, 20, 10);
  const mistaken = await earn(beto, 500);
  await undo(mistaken.id);
  await earn(beto, 5);
  // Carla: an old earning undone entirely, then a new one.
  const undone = await oldEarning(carla, 70, 75);
  await undo(undone);
  await earn(carla, 9);
  // Dora: one old earning and no visit since.
  await oldEarning(dora, 60, 200);
  // Eva: many earnings around the month starts and the windows' cutoffs, some debits (the oldest first).
  const eva = await customer('Eva');
  for (const [points, daysAgo] of [
    [11, 95],
    [12, 92],
    [13, 89],
    [14, 62],
    [15, 58],
    [16, 33],
    [17, 28],
    [18, 5],
    [19, 1],
  ] as const)
    await oldEarning(eva, points, daysAgo);
  await discount(eva, 30);
});

describe('the points liability report', () => {
  it('refuses a point value that is negative, zero or not money, in Spanish, and keeps the stored one', async () => {
    for (const pointValue of [-0.05, 0, 'abc']) {
      const res = await t.post('/client/store/save', { pointValue }, owner);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'validation' });
      expect(res.body.m).toContain('valor de un punto');
    }
    const info = await t.post('/client/get-store-info', {}, owner);
    expect(info.body.store.pointValue).toBeNull();
  });

  it('saves «Valor de un punto» as the web sends 0,05 (the amount read), and audits the change', async () => {
    const res = await t.post('/client/store/save', { pointValue: 0.05 }, owner);
    expect(res.status).toBe(200);
    expect(res.body.store.pointValue).toBe(0.05);
    const { rows } = await t.pool.query(
      `select detail from audit_log where store_id = $1 and action = 'store.settings' order by id desc limit 1`,
      [storeId],
    );
    expect(rows[0].detail).toMatchObject({ fields: ['pointValue'] });
  });

  it('equals a plain recomputation from the ledger under the «earned» rule, after an expiry run', async () => {
    await setRule('earned', 3);
    const run = await expireStorePoints(t.db, storeId, new Date());
    expect(run.points).toBeGreaterThan(0);
    const got = await report(owner);
    const want = await recomputed('earned', 3, got.asOf, 5);
    expect(got.pointValue).toBe(0.05);
    expect(got.outstanding).toBe(want.outstanding);
    expect(got.outstanding).toBeGreaterThan(0);
    expect(got.value).toBeCloseTo(want.value, 10);
    expect(got.byMonthEarned).toEqual(want.byMonthEarned);
    expect(got.byMonthEarned.reduce((s, m) => s + m.points, 0)).toBe(got.outstanding);
    expect(got.expiring).toEqual(want.expiring);
    // Ana's 75-day-old earning is due within 30 days (3 months after it), Beto's of 45 days within 60.
    expect(got.expiring[0]!.points).toBeGreaterThan(0);
    expect(got.expiring[1]!.points).toBeGreaterThan(got.expiring[0]!.points);
    expect(got.months).toHaveLength(12);
    expect(got.months.at(-1)!.month).toBe(got.asOf.slice(0, 7));
    for (const m of got.months) {
      expect(m, m.month).toEqual({
        month: m.month,
        ...(want.moves.get(m.month) ?? { earned: 0, redeemed: 0, expired: 0, reversed: 0 }),
      });
    }
    const thisMonth = got.months.at(-1)!;
    expect(thisMonth.expired).toBe(run.points);
    expect(thisMonth.reversed).toBe(500 + 70);
  });

  it('under «inactive» counts the balances of those without a visit, and under never nothing', async () => {
    await setRule('inactive', 3);
    const inactive = await report(owner);
    const want = await recomputed('inactive', 3, inactive.asOf, 5);
    expect(inactive.expiring).toEqual(want.expiring);
    expect(inactive.expiring[0]!.points).toBeGreaterThan(0);
    await setRule('never', 3);
    const never = await report(owner);
    expect(never.expiring.map((e) => e.points)).toEqual([0, 0, 0]);
    expect(never.outstanding).toBe(inactive.outstanding);
  });

  it('gives the admin any store, the same figures; another store, an employee and a missing store are refused', async () => {
    const mine = await report(owner);
    const res = await t.post('/admin/liability/get', { storeId }, admin);
    expect(res.status).toBe(200);
    expect(res.body.report).toEqual(mine);
    const missing = await t.post('/admin/liability/get', { storeId: 99_999_999 }, admin);
    expect(missing.status).toBe(404);

    const other = await createSignedInStore(t);
    const theirs = await report(other.token);
    expect(theirs.outstanding).toBe(0);
    expect(theirs.byMonthEarned).toEqual([]);
    // The owner's report takes no store from the body: another store's id changes nothing.
    const crossed = await t.post('/client/liability/get', { storeId } as never, other.token);
    expect(crossed.body.report?.outstanding ?? 0).toBe(0);

    const { rows } = await t.pool.query('select id from locations where store_id = $1 limit 1', [storeId]);
    const employee = await createEmployee(t.db, storeId, rows[0].id, {
      permGivePoints: true,
      permRedeem: true,
      permCreateCustomer: true,
      permStore: true,
    });
    const asEmployee = await t.post(
      '/client/liability/get',
      {},
      await t.login(employee.email, TEST_PASSWORD),
    );
    expect(asEmployee.status).toBe(403);
    expect((await t.post('/admin/liability/get', { storeId }, owner)).status).toBe(403);
  });
});
