import type { DbOrTx } from '../../../db/database.ts';
import { EARNING_IN, VISIT_IN } from '../../../db/kinds-sql.ts';
import { sql } from '../../../db/sql.ts';
import { reversed } from './expiry.repository.ts';

/** The windows of the liability report's «vence en los próximos N días». */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;

/**
 * Room for the report's sorts and its materialized rows in memory (a store's rows, once each), for the
 * caller's transaction only: PostgreSQL's default 4 MB spills 200,000 rows to disk.
 */
export async function roomForReport(db: DbOrTx): Promise<void> {
  await db.execute(sql`set local work_mem = '64MB'`);
}

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
  // One cutoff per window: earnings (or last visits) before it are taken within that many days.
  const cutoffs = sql.raw(
    EXPIRY_WINDOWS.map(
      (d) => `(((today + ${d}) - make_interval(months => months))::timestamp at time zone tz) as cut_${d}`,
    ).join(', '),
  );
  const cutList = sql.raw(EXPIRY_WINDOWS.map((d) => `s.cut_${d}`).join(', '));
  const due = (column: 'b.starts[u.i]' | 'v.last_visit', points: 'u.points' | 'v.balance') =>
    sql.raw(
      EXPIRY_WINDOWS.map((d) => `coalesce(sum(${points}) filter (where ${column} < s.cut_${d}), 0)`).join(
        ', ',
      ),
    );
  const result = await db.execute<{
    day: string;
    points: string;
    by_month: { month: string; points: number }[] | null;
    expiring: number[] | null;
  }>(sql`
    with s as materialized (
      select *, ${cutoffs} from (
        select time_zone as tz, points_expiry_rule as rule, points_expiry_months as months,
          (${asOf.toISOString()}::timestamptz at time zone time_zone)::date as today
        from stores where id = ${storeId}) x),
    c as materialized (
      select id, balance, created_at from customers
      where store_id = ${storeId} and deleted_at is null and balance > 0),
    -- «+ 0»: each customer's rows by ledger_customer_created_idx alone; rows not yet analyzed (estimated
    -- at one) would have the planner AND the store's whole ledger_store_tx_idx into each customer's probe.
    entries as materialized (
      select e.id, e.customer_id, e.kind, e.points, e.created_at, e.reverses_entry_id, c.balance,
        c.created_at as signed_up
      from c join ledger_entries e on e.customer_id = c.id and e.store_id + 0 = ${storeId}),
    live as (
      select e.customer_id, e.points, e.created_at from entries e
      where e.reverses_entry_id is null and not ${reversed(storeId)}),
    -- The instants that split the earnings: the store's month starts from the oldest earning's month on,
    -- and each window's cutoff. Between two of them earnings share their month and their side of every
    -- cutoff, so each customer's earnings are summed per slice (a binary search, width_bucket) and the
    -- oldest-first attribution runs on the slices, not on every row.
    bounds as materialized (
      select array(
        select t from (
          select (m::timestamp at time zone s.tz) as t
          from generate_series(
            date_trunc('month', (select min(created_at) from live where points > 0) at time zone s.tz),
            s.today, interval '1 month') m
          union select unnest(array[${cutList}])) x
        order by t) as starts
      from s),
    -- A customer's debits are one more slice (i null), so what they spent comes with their earnings
    -- (a window), not from a join, which estimates of one row would make a nested loop.
    slices as (
      select l.customer_id, case when l.points > 0 then width_bucket(l.created_at, b.starts) end as i,
        sum(l.points) as points
      from live l, bounds b group by 1, 2),
    unspent as materialized (
      select g.i, sum(least(g.points, greatest(0, g.upto - g.d))) as points
      from (
        select customer_id, i, points,
          sum(points) filter (where i is not null) over (partition by customer_id order by i) as upto,
          coalesce(sum(-points) filter (where i is null) over (partition by customer_id), 0) as d
        from slices) g
      where g.i is not null
      group by g.i),
    -- Whoever holds points has entries (only an entry moves a balance).
    visits as (
      select min(balance) as balance,
        coalesce(max(created_at) filter (where kind in (${VISIT_IN})), min(signed_up)) as last_visit
      from entries group by customer_id)
    select to_char(s.today, 'YYYY-MM-DD') as day,
      (select coalesce(sum(balance), 0) from c)::text as points,
      (select json_agg(json_build_object('month', m.month, 'points', m.points) order by m.month)
       from (
         select to_char(b.starts[u.i] at time zone s.tz, 'YYYY-MM') as month, sum(u.points)::bigint as points
         from unspent u, bounds b group by 1 having sum(u.points) > 0) m) as by_month,
      case s.rule
        when 'earned' then (select json_build_array(${due('b.starts[u.i]', 'u.points')}) from unspent u, bounds b)
        when 'inactive' then (select json_build_array(${due('v.last_visit', 'v.balance')}) from visits v)
      end as expiring
    from s`);
  const row = result.rows[0];
  if (!row) return { day: '', points: 0, byMonth: [], expiring: [] };
  return {
    day: row.day,
    points: Number(row.points),
    byMonth: (row.by_month ?? []).map((m) => ({ month: m.month, points: Number(m.points) })),
    expiring: EXPIRY_WINDOWS.map((days, i) => ({ days, points: Number(row.expiring?.[i] ?? 0) })),
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
    with s as materialized (
      select time_zone as tz, array_agg((m::timestamp at time zone time_zone) order by m) as starts
      from stores, generate_series(
        date_trunc('month', (${asOf.toISOString()}::timestamptz at time zone time_zone))
          - make_interval(months => ${months - 1}),
        date_trunc('month', (${asOf.toISOString()}::timestamptz at time zone time_zone)) + interval '1 month',
        interval '1 month') m
      where id = ${storeId} group by time_zone)
    select to_char(s.starts[m.i] at time zone s.tz, 'YYYY-MM') as month,
      m.earned::text, m.redeemed::text, m.expired::text, m.reversed::text
    from s, (
      select width_bucket(e.created_at, s.starts) as i,
        coalesce(sum(e.points) filter (where e.kind in (${EARNING_IN})), 0) as earned,
        coalesce(sum(-e.points) filter (where e.kind = 'redemption'), 0) as redeemed,
        coalesce(sum(-e.points) filter (where e.kind = 'expiry'), 0) as expired,
        coalesce(sum(-e.points) filter (where e.kind = 'reversal'), 0) as reversed
      -- Each customer's rows of the months by ledger_customer_created_idx, customer after customer (OFFSET 0
      -- and «+ 0» keep it so: statistics that know nothing of the store's rows would have the planner
      -- read the store's rows and look each one's customer up among all the store's customers).
      from s, customers c, lateral (
        select e.created_at, e.kind, e.points from ledger_entries e
        where e.customer_id = c.id and e.store_id + 0 = ${storeId}
          and e.created_at >= s.starts[1] and e.created_at < s.starts[${months + 1}]
        offset 0) e
      where c.store_id = ${storeId}
      group by 1) m
    order by m.i`);
  return result.rows.map((r) => ({
    month: r.month,
    earned: Number(r.earned),
    redeemed: Number(r.redeemed),
    expired: Number(r.expired),
    reversed: Number(r.reversed),
  }));
}
