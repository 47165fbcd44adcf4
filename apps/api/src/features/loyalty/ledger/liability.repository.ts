import type { DbOrTx } from '../../../db/database.ts';
import { EARNING_IN } from '../../../db/kinds-sql.ts';
import { sql } from '../../../db/sql.ts';
import { VISIT_IN } from './expiry.repository.ts';

/** The windows of the liability report's «vence en los próximos N días». */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;

/** The points owed by a store's live customers, as the expiry run attributes them (reads only). */
export interface PointsOwed {
  /** The store's day (its zone) the figures are of, YYYY-MM-DD. */
  day: string;
  /** The sum of the live customers' balances. */
  points: number;
  /** The unspent part of the earnings of each month (YYYY-MM, store's zone), oldest first. */
  byMonth: { month: string; points: number }[];
  /** What the store's rule takes within each window if nothing else changes (cumulative; 0 for never). */
  expiring: { days: number; points: number }[];
}

/**
 * What a store owes in points at an instant, read in one statement. FIFO as the expiry run counts it
 * (expiry.repository.ts): a debit takes the oldest points first and an entry with its reversal counts as
 * neither, so each earning's unspent part is what is left of the customer's debits after the earlier
 * earnings; their sum is the balance. Within N days, 'earned' takes the unspent earnings made before
 * (store day + N) − months; 'inactive' the balance of whoever's last visit (else sign-up) is before it.
 * Only customers holding points are read (customers by store, then their rows by ledger_customer_created_idx).
 */
export async function pointsOwed(db: DbOrTx, storeId: number, asOf: Date): Promise<PointsOwed> {
  const windows = sql.raw(`(values ${EXPIRY_WINDOWS.map((d) => `(${d})`).join(', ')})`);
  const result = await db.execute<{
    day: string;
    points: string;
    by_month: { month: string; points: number }[] | null;
    expiring: { days: number; points: number }[];
  }>(sql`
    with s as (
      select time_zone as tz, points_expiry_rule as rule, points_expiry_months as months,
        (${asOf.toISOString()}::timestamptz at time zone time_zone)::date as today
      from stores where id = ${storeId}),
    c as materialized (
      select id, balance, created_at from customers
      where store_id = ${storeId} and deleted_at is null and balance > 0),
    entries as materialized (
      select e.id, e.customer_id, e.kind, e.points, e.created_at, e.reverses_entry_id
      from c join ledger_entries e on e.customer_id = c.id and e.store_id = ${storeId}),
    live as (
      select * from entries e
      where e.reverses_entry_id is null and not exists (select 1 from entries r where r.reverses_entry_id = e.id)),
    spent as (select customer_id, sum(-points) as d from live where points < 0 group by customer_id),
    lots as (
      select customer_id, id, created_at, points,
        sum(points) over (partition by customer_id order by created_at, id) as upto
      from live where points > 0),
    unspent as materialized (
      select l.created_at, least(l.points, greatest(0, l.upto - coalesce(sp.d, 0))) as points
      from lots l left join spent sp using (customer_id)),
    visits as (
      select c.id, c.balance, coalesce(max(e.created_at) filter (where e.kind in (${VISIT_IN})), c.created_at) as last_visit
      from c left join entries e on e.customer_id = c.id group by c.id, c.balance, c.created_at),
    windows(days) as ${windows},
    cutoffs as (
      select w.days, s.rule,
        (((s.today + w.days) - make_interval(months => s.months))::timestamp at time zone s.tz) as cutoff
      from windows w, s)
    select to_char(s.today, 'YYYY-MM-DD') as day,
      (select coalesce(sum(balance), 0) from c)::text as points,
      (select json_agg(json_build_object('month', m.month, 'points', m.points) order by m.month)
       from (
         select to_char(created_at at time zone s.tz, 'YYYY-MM') as month, sum(points)::bigint as points
         from unspent where points > 0 group by 1) m) as by_month,
      (select json_agg(json_build_object('days', k.days, 'points', k.points) order by k.days)
       from (
         select k.days, case k.rule
           when 'earned' then (select coalesce(sum(points), 0) from unspent u where u.created_at < k.cutoff)
           when 'inactive' then (select coalesce(sum(balance), 0) from visits v where v.last_visit < k.cutoff)
           else 0 end::bigint as points
         from cutoffs k) k) as expiring
    from s`);
  const row = result.rows[0];
  if (!row) return { day: '', points: 0, byMonth: [], expiring: [] };
  return {
    day: row.day,
    points: Number(row.points),
    byMonth: (row.by_month ?? []).map((m) => ({ month: m.month, points: Number(m.points) })),
    expiring: row.expiring.map((e) => ({ days: Number(e.days), points: Number(e.points) })),
  };
}

/** One month's movements of a store's ledger (YYYY-MM, store's zone). */
export interface LedgerMonthSums {
  month: string;
  earned: number;
  redeemed: number;
  expired: number;
  reversed: number;
}

/**
 * Points earned, redeemed, expired and reversed per month of the store's zone, from the first day of
 * the month `months − 1` before the asOf's, every customer of the store (erased ones too: the ledger
 * keeps their rows), read by ledger_customer_created_idx. Months without movement are left out.
 */
export async function ledgerMonths(
  db: DbOrTx,
  storeId: number,
  asOf: Date,
  months: number,
): Promise<LedgerMonthSums[]> {
  const result = await db.execute<{
    month: string;
    earned: string;
    redeemed: string;
    expired: string;
    reversed: string;
  }>(sql`
    with s as (
      select time_zone as tz,
        (date_trunc('month', (${asOf.toISOString()}::timestamptz at time zone time_zone))
          - make_interval(months => ${months - 1})) at time zone time_zone as since
      from stores where id = ${storeId})
    select to_char(e.created_at at time zone s.tz, 'YYYY-MM') as month,
      coalesce(sum(e.points) filter (where e.kind in (${EARNING_IN})), 0)::text as earned,
      coalesce(sum(-e.points) filter (where e.kind = 'redemption'), 0)::text as redeemed,
      coalesce(sum(-e.points) filter (where e.kind = 'expiry'), 0)::text as expired,
      coalesce(sum(-e.points) filter (where e.kind = 'reversal'), 0)::text as reversed
    from s, customers c
    join ledger_entries e on e.customer_id = c.id and e.store_id = ${storeId}
    where c.store_id = ${storeId} and e.created_at >= s.since
    group by 1 order by 1`);
  return result.rows.map((r) => ({
    month: r.month,
    earned: Number(r.earned),
    redeemed: Number(r.redeemed),
    expired: Number(r.expired),
    reversed: Number(r.reversed),
  }));
}
