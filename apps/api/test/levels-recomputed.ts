import { EARNING_KINDS } from '@premia/contract';
import type pg from 'pg';

const EARNING = EARNING_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * The ledger rows that count for levels, recomputed from the ledger alone: each earning in its month (the
 * store's time zone), and each reversal of an earning, negative, in the month of the earning it takes back.
 */
const COUNTED = `
  select e.customer_id, date_trunc('month', coalesce(o.created_at, e.created_at) at time zone s.time_zone)::date as month,
         e.points
  from ledger_entries e join stores s on s.id = e.store_id
    left join ledger_entries o on e.kind = 'reversal' and o.id = e.reverses_entry_id
  where e.store_id = $1 and (e.kind in (${EARNING}) or o.kind in (${EARNING}))`;

/**
 * The store's live customers whose level points or level differ from the full recomputation from the
 * ledger: the points earned in the 12 months up to their level_month, and the highest level those reach.
 * A customer never placed (level_month null) must have neither points nor a level.
 */
export async function levelsOffLedger(pool: pg.Pool | pg.Client, storeId: number) {
  const result = await pool.query<{
    id: number;
    level_points: number;
    earned: number;
    level_id: number | null;
    level_month: string | null;
    reached: number | null;
  }>(
    `with counted as (${COUNTED}),
     recomputed as (
       select c.id, c.level_points, c.level_id, c.level_month,
              (select coalesce(sum(k.points), 0)::int from counted k
               where k.customer_id = c.id and k.month <= c.level_month
                 and k.month >= (c.level_month - interval '11 months')::date) as earned
       from customers c where c.store_id = $1 and c.deleted_at is null)
     select r.id, r.level_points, r.earned, r.level_id, r.level_month::text,
            (select l.id from customer_levels l where l.store_id = $1 and l.min_points <= r.earned
             order by l.min_points desc, l.id limit 1) as reached
     from recomputed r`,
    [storeId],
  );
  return result.rows.filter((r) =>
    r.level_month === null
      ? r.level_points !== 0 || r.level_id !== null
      : r.level_points !== r.earned || r.level_id !== r.reached,
  );
}

/**
 * The months of the store's customers (customer_month_earnings) of the 12 that count this month that
 * differ from the ledger's sums per customer and month (a month without a row counts as 0).
 */
export async function monthsOffLedger(pool: pg.Pool, storeId: number) {
  const result = await pool.query(
    `with counted as (${COUNTED}),
     window_start as (
       select (date_trunc('month', now() at time zone time_zone) - interval '11 months')::date as first
       from stores where id = $1),
     ledger as (
       select customer_id, month, sum(points)::int as points from counted
       where month >= (select first from window_start) group by 1, 2),
     kept as (
       select customer_id, month, points from customer_month_earnings
       where store_id = $1 and month >= (select first from window_start))
     select coalesce(l.customer_id, k.customer_id) as customer_id, coalesce(l.month, k.month)::text as month,
            coalesce(l.points, 0) as ledger, coalesce(k.points, 0) as kept
     from ledger l full join kept k on k.customer_id = l.customer_id and k.month = l.month
     where coalesce(l.points, 0) <> coalesce(k.points, 0)`,
    [storeId],
  );
  return result.rows;
}
