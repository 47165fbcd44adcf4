import type { PointsExpiryRule } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { VISIT_IN } from '../../../db/kinds-sql.ts';
import { sql } from '../../../db/sql.ts';
import { dayNotRunYet } from '../../../jobs/store-days.ts';
import { afterOutboxRows, webhookOutboxInsert } from '../../../webhooks/outbox.ts';

/** What a customer does in person, whose absence the 'inactive' rule counts: earning at the store or redeeming. */

/** One expiry run of a store: its rule, its day (its zone) and the instant before which earnings are due. */
/**
 * Whether the entry `e` has a reversal: an index probe per entry (ledger_reverses_once_uq). OFFSET 0 keeps
 * it a probe: made a join, statistics that know nothing of the store's rows have the planner match each
 * entry against all the store's reversals, quadratic in the ledger (report-plans.test.ts).
 */
export const reversed = (storeId: number) =>
  sql`exists (select 1 from ledger_entries r
    where r.reverses_entry_id = e.id and r.store_id = ${storeId} offset 0)`;

export interface ExpiryMoment {
  rule: Exclude<PointsExpiryRule, 'never'>;
  /** The store's day of the run, YYYY-MM-DD: one expiry per customer and day. */
  day: string;
  /** Earnings before this instant are due ('earned'); a last visit before it expires all ('inactive'). */
  cutoff: string;
}

/**
 * The run of a store at an instant: its day in the store's zone and, N months before that day's
 * midnight, the cutoff. Null while the store's rule is never.
 */
export async function expiryMomentOf(db: DbOrTx, storeId: number, asOf: Date): Promise<ExpiryMoment | null> {
  const result = await db.execute<{ rule: ExpiryMoment['rule']; day: string; cutoff: string }>(sql`
    with s as (
      select points_expiry_rule as rule, points_expiry_months as months, time_zone as tz,
        (${asOf.toISOString()}::timestamptz at time zone time_zone)::date as today
      from stores where id = ${storeId} and points_expiry_rule <> 'never')
    select rule, to_char(today, 'YYYY-MM-DD') as day,
      ((today - make_interval(months => months))::timestamp at time zone tz)::text as cutoff
    from s`);
  return result.rows[0] ?? null;
}

/** The stores with a rule whose points did not expire yet for their day today. */
export async function storesDueForExpiry(db: DbOrTx, asOf: Date): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select s.id from stores s
    where s.points_expiry_rule <> 'never' and s.active and s.deleted_at is null
      and ${dayNotRunYet('points-expiry', asOf)}
    order by s.id`);
  return result.rows.map((r) => r.id);
}

/**
 * Locks the next customers with points (by id, after `after`), so no points change of theirs lands
 * between the sums below and their writing: the caller's transaction holds them until it ends.
 */
export async function lockCustomersWithPoints(
  db: DbOrTx,
  storeId: number,
  after: number,
  limit: number,
): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select id from customers
    where store_id = ${storeId} and id > ${after} and balance > 0 and deleted_at is null
    order by id limit ${limit} for update`);
  return result.rows.map((r) => r.id);
}

/**
 * Writes the expiries of the given (locked) customers, one statement for all of them. FIFO: a debit
 * (redemption, discount, an earlier expiry) takes the oldest points first, so what is still unspent of
 * the earnings before the cutoff is their sum less every debit, never below zero; an entry and its
 * reversal (bulk undo included) count as neither. 'inactive' takes the whole balance of a customer whose
 * last visit (else sign-up) is before the cutoff. One row per customer and day (ledger_expiry_once_uq): a
 * run repeated the same day writes nothing, and only the rows written move the balance.
 */
export async function writeExpiries(
  db: DbOrTx,
  storeId: number,
  customerIds: number[],
  moment: ExpiryMoment,
): Promise<{ customers: number; points: number }> {
  if (customerIds.length === 0) return { customers: 0, points: 0 };
  const ids = sql`${`{${customerIds.join(',')}}`}::int[]`;
  const cutoff = sql`${moment.cutoff}::timestamptz`;
  const result = await db.execute<{ customers: number; points: number; queued: number }>(sql`
    -- «+ 0» (here and in 'moved'): the customers' rows by their own keys alone; rows not yet analyzed
    -- (estimated at one) would have the planner read the store's whole index for each of them.
    with entries as materialized (
      select id, customer_id, kind, points, created_at, reverses_entry_id from ledger_entries e
      where store_id + 0 = ${storeId} and customer_id = any(${ids})),
    -- Per customer in one pass: what is due and what was spent (an entry and its reversal count as
    -- neither), and the last visit.
    per as materialized (
      select customer_id,
        coalesce(sum(points) filter (where live and points > 0 and created_at < ${cutoff}), 0) as due,
        coalesce(sum(-points) filter (where live and points < 0), 0) as spent,
        max(created_at) filter (where kind in (${VISIT_IN})) as last_visit
      from (
        select e.*, e.reverses_entry_id is null and not ${reversed(storeId)} as live from entries e) x
      group by customer_id),
    amounts as (
      select c.id, ${
        moment.rule === 'earned'
          ? sql`least(c.balance, greatest(0, p.due - p.spent))`
          : sql`case when coalesce(p.last_visit, c.created_at) < ${cutoff} then c.balance else 0 end`
      } as points
      -- Each customer of 'per' looked up by the key (LIMIT keeps the planner from turning the lookup into a
      -- scan of the store's customers with 'per' read again for each).
      from per p, lateral (
        select id, balance, created_at from customers c
        where c.id = p.customer_id and c.store_id = ${storeId} and c.deleted_at is null limit 1) c),
    written as (
      insert into ledger_entries (store_id, customer_id, kind, points, reason, reason_code, reason_params, expiry_day)
      select ${storeId}, id, 'expiry', -points, 'Puntos vencidos', 'ledger.expired', '{}'::jsonb, ${moment.day}::date
      from amounts where points > 0
      on conflict (customer_id, expiry_day, store_id) where expiry_day is not null do nothing
      returning id, customer_id, points),
    moved as (
      update customers c set balance = c.balance + w.points
      from written w where c.store_id + 0 = ${storeId} and c.id = w.customer_id
      returning w.id as entry_id, c.id as customer_id, c.balance, w.points),
    outbox as (${webhookOutboxInsert(
      storeId,
      'points.expired',
      sql`jsonb_build_object('entryId', moved.entry_id, 'customerId', moved.customer_id, 'points', -moved.points,
        'balance', moved.balance)`,
      sql`moved`,
    )})
    select count(*)::int as customers, coalesce(-sum(points), 0)::int as points,
      (select count(*)::int from outbox) as queued
    from moved`);
  const row = result.rows[0];
  if (!row) return { customers: 0, points: 0 };
  await afterOutboxRows(db, row.queued);
  return { customers: row.customers, points: row.points };
}
