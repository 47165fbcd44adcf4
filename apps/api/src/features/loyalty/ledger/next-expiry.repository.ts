import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { VISIT_IN } from '../../../db/kinds-sql.ts';
import { sql } from '../../../db/sql.ts';

/** The points a customer will lose next and the store's last day they still count (YYYY-MM-DD). */
export interface NextExpiry {
  points: number;
  date: string;
}

/**
 * What the store's rule takes next from each customer chosen (`chosen`: a condition on the customers
 * row `c`, of this store, not deleted, with points), as the expiry run will (expiry.repository.ts):
 * 'earned', the unspent part of their oldest earnings' day (a debit takes the oldest points; an entry
 * and its reversal count as neither), which count until that day N months on; 'inactive', the whole
 * balance, which counts until N months after the last visit. Customers chosen without an expiry (no
 * rule, nothing unspent) answer null points and date. Written once for one customer and for a store's
 * customers in chunks (the notices' job).
 */
function nextExpiries(storeId: number, chosen: SQL) {
  return sql`
    with s as (
      select points_expiry_rule as rule, points_expiry_months as months, time_zone as tz
      from stores where id = ${storeId}),
    c as materialized (
      select c.id, c.balance, c.created_at from customers c
      where c.store_id = ${storeId} and c.deleted_at is null and c.balance > 0 and ${chosen}),
    entries as materialized (
      select customer_id, id, kind, points, created_at, reverses_entry_id from ledger_entries
      where store_id = ${storeId} and customer_id in (select id from c)),
    live as (
      select * from entries e
      where e.reverses_entry_id is null and not exists (select 1 from entries r where r.reverses_entry_id = e.id)),
    spent as (select customer_id, sum(-points) as d from live where points < 0 group by customer_id),
    lots as (
      select customer_id, (created_at at time zone s.tz)::date as day, points,
        sum(points) over (partition by customer_id order by created_at, id) as upto
      from live, s where points > 0),
    earned as (
      select l.customer_id, l.day,
        sum(least(l.points, greatest(0, l.upto - coalesce(sp.d, 0))))::int as points
      from lots l left join spent sp on sp.customer_id = l.customer_id group by l.customer_id, l.day),
    next_earned as (
      select distinct on (customer_id) customer_id, points, day from earned where points > 0
      order by customer_id, day),
    last_visit as (
      select c.id as customer_id, (coalesce(max(e.created_at), c.created_at) at time zone s.tz)::date as day
      from s, c left join entries e on e.customer_id = c.id and e.kind in (${VISIT_IN})
      group by c.id, c.created_at, s.tz)
    select c.id as customer_id, x.points,
      to_char(x.day + make_interval(months => s.months), 'YYYY-MM-DD') as date
    from s cross join c left join lateral (
      select n.points, n.day from next_earned n where s.rule = 'earned' and n.customer_id = c.id
      union all
      select c.balance, v.day from last_visit v where s.rule = 'inactive' and v.customer_id = c.id) x on true
    order by c.id`;
}

/** Null without a rule or without points. */
export async function nextExpiryOf(
  db: DbOrTx,
  storeId: number,
  customerId: number,
): Promise<NextExpiry | null> {
  const result = await db.execute<{ points: number | null; date: string | null }>(
    nextExpiries(storeId, sql`c.id = ${customerId}`),
  );
  const row = result.rows[0];
  return row?.points != null && row.date != null ? { points: row.points, date: row.date } : null;
}

export interface CustomerExpiry extends NextExpiry {
  customerId: number;
}

/**
 * The next expiry of a store's customers with points, a chunk at a time (by id, after `after`): one
 * statement per chunk, never one per customer. `last` is the chunk's last customer (null: no more).
 */
export async function nextExpiriesOf(
  db: DbOrTx,
  storeId: number,
  after: number,
  limit: number,
): Promise<{ expiries: CustomerExpiry[]; last: number | null }> {
  const chosen = sql`c.id in (select id from customers
    where store_id = ${storeId} and id > ${after} and balance > 0 and deleted_at is null
    order by id limit ${limit})`;
  const result = await db.execute<{ customer_id: number; points: number | null; date: string | null }>(
    nextExpiries(storeId, chosen),
  );
  const rows = result.rows;
  const expiries = rows.flatMap((r) =>
    r.points != null && r.date != null ? [{ customerId: r.customer_id, points: r.points, date: r.date }] : [],
  );
  return { expiries, last: rows.length < limit ? null : rows[rows.length - 1]!.customer_id };
}
