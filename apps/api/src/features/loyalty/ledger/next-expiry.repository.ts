import type { DbOrTx } from '../../../db/database.ts';
import { sql } from '../../../db/sql.ts';
import { VISIT_IN } from './expiry.repository.ts';

/** The points a customer will lose next and the store's last day they still count (YYYY-MM-DD). */
export interface NextExpiry {
  points: number;
  date: string;
}

/**
 * What the store's rule takes next from a customer, as the expiry run will (expiry.repository.ts):
 * 'earned', the unspent part of their oldest earnings' day (a debit takes the oldest points; an entry
 * and its reversal count as neither), which count until that day N months on; 'inactive', the whole
 * balance, which counts until N months after the last visit. Null without a rule or without points.
 */
export async function nextExpiryOf(
  db: DbOrTx,
  storeId: number,
  customerId: number,
): Promise<NextExpiry | null> {
  const result = await db.execute<{ points: number; date: string }>(sql`
    with s as (
      select points_expiry_rule as rule, points_expiry_months as months, time_zone as tz
      from stores where id = ${storeId} and points_expiry_rule <> 'never'),
    c as (
      select c.balance, c.created_at from customers c
      where c.store_id = ${storeId} and c.id = ${customerId} and c.deleted_at is null and c.balance > 0),
    entries as materialized (
      select id, kind, points, created_at, reverses_entry_id from ledger_entries
      where store_id = ${storeId} and customer_id = ${customerId}),
    live as (
      select * from entries e
      where e.reverses_entry_id is null and not exists (select 1 from entries r where r.reverses_entry_id = e.id)),
    spent as (select coalesce(sum(-points), 0) as d from live where points < 0),
    lots as (
      select (created_at at time zone s.tz)::date as day, points,
        sum(points) over (order by created_at, id) as upto
      from live, s where points > 0),
    earned as (
      select day, sum(least(points, greatest(0, upto - spent.d)))::int as points
      from lots, spent group by day),
    next_earned as (
      select points, day from earned where points > 0 order by day limit 1),
    last_visit as (
      select (coalesce(max(e.created_at), (select created_at from c)) at time zone s.tz)::date as day
      from s left join entries e on e.kind in (${VISIT_IN}) group by s.tz)
    select x.points, to_char(x.day + make_interval(months => s.months), 'YYYY-MM-DD') as date
    from s, c, lateral (
      select n.points, n.day from next_earned n where s.rule = 'earned'
      union all
      select c.balance, v.day from last_visit v where s.rule = 'inactive') x`);
  return result.rows[0] ?? null;
}
