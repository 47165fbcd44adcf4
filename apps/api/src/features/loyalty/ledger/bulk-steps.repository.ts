import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { systemText } from '../../../lib/system-text.ts';
import { addEarningsOf, monthOf, thisMonth } from './level-earnings.repository.ts';

/** Who gives or takes back a bulk file's points. */
export interface BulkActor {
  storeId: number;
  userId: number | null;
  locationId: number | null;
}

const CUSTOMER_GONE = 'El cliente ya no existe.';

/**
 * Gives the valid rows after row `after` up to row `last` (lockChunkCustomers' chunk), in one
 * statement: each customer's balance, month and level in one update (addEarningsOf), the ledger rows (carrying the batch id, written in customer order),
 * and the rows whose customer was deleted since the preview marked as errors. `live` is
 * lockChunkCustomers' answer.
 *
 * A batch is applied right after its preview, before PostgreSQL has analysed its rows, so every plan
 * must stay linear whatever the row estimates: no join between two computed sets (only a set against
 * a table, through its key), and the id list only ever as a filter or the condition of a scan of its
 * own — never with a join key on an inner index scan, which would sort the whole list once per row.
 */
export async function applyChunk(
  db: DbOrTx,
  actor: BulkActor,
  batchId: number,
  rows: { after: number; last: number },
  live: string,
) {
  const ids = sql`${live}::int[]`;
  // A row without a reason of its own says which batch gave it.
  const given = systemText('ledger.bulk', { batchId });
  const result = await db.execute<{
    rows: number;
    points: number;
    cents: number;
    gone: number;
    gone_points: number;
    last: number | null;
  }>(sql`
    with chunk as materialized (
      select r.row_no, r.customer_id, r.points, r.amount_cents, r.reason, r.customer_id = any(${ids}) as live
      from bulk_batch_rows r
      where r.store_id = ${actor.storeId} and r.batch_id = ${batchId} and r.row_no > ${rows.after}
        and r.row_no <= ${rows.last} and r.error is null),
    per_customer as materialized (
      select customer_id, ${thisMonth(actor.storeId)} as month, sum(points)::int as points
      from chunk where live group by customer_id),
    ${addEarningsOf(actor.storeId, sql`per_customer`, 'given')},
    entries as (
      insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, reason, reason_code, reason_params,
        user_id, location_id, batch_id)
      select ${actor.storeId}, customer_id, 'bulk', points, amount_cents, coalesce(reason, ${given.text}),
             case when reason is null then ${given.code} end,
             case when reason is null then ${JSON.stringify(given.params)}::jsonb end,
             ${actor.userId}, ${actor.locationId}, ${batchId}::int
      from chunk where live order by customer_id, row_no),
    gone as (
      update bulk_batch_rows r set error = ${CUSTOMER_GONE}
      where r.store_id = ${actor.storeId} and r.batch_id = ${batchId}
        and r.row_no = any(array(select row_no from chunk where not live)))
    -- Data-modifying CTEs run whether or not the final select reads them.
    select count(*) filter (where live)::int as rows, coalesce(sum(points) filter (where live), 0) as points,
           coalesce(sum(amount_cents) filter (where live), 0) as cents, count(*) filter (where not live)::int as gone,
           coalesce(sum(points) filter (where not live), 0) as gone_points, max(row_no) as last
    from chunk`);
  const row = result.rows[0];
  return {
    rows: row?.rows ?? 0,
    points: Number(row?.points ?? 0),
    amountCents: Number(row?.cents ?? 0),
    gone: row?.gone ?? 0,
    gonePoints: Number(row?.gone_points ?? 0),
    last: row?.last ?? rows.last,
  };
}

/** The ledger rows a batch gave (kind bulk, carrying its id), as a condition on `e`. */
const givenBy = (storeId: number, batchId: number) =>
  sql`e.store_id = ${storeId} and e.batch_id = ${batchId}::int and e.kind = 'bulk'`;

/**
 * Reverses what the batch gave to `customers` (lockUndoChunkCustomers' answer), customer by customer,
 * in one statement: a customer who has already spent part of it keeps all of it (a balance never goes
 * below zero). Balance and level in one update. Answers the reversed rows, their points, the skipped rows,
 * and the original rows' days and locations (the figures they counted in).
 */
export async function undoBatch(db: DbOrTx, actor: BulkActor, batchId: number, customers: string) {
  const ids = sql`${customers}::int[]`;
  const undone = systemText('ledger.bulkUndone', { batchId });
  const result = await db.execute<{
    reversed: number;
    points: number;
    skipped: number;
    per_day: { at: string; location_id: number | null; points: number }[] | null;
  }>(sql`
    with given as materialized (
      select e.id, e.customer_id, e.points, e.created_at, e.location_id,
             sum(e.points) over (partition by e.customer_id) as customer_points
      from ledger_entries e
      where ${givenBy(actor.storeId, batchId)} and e.customer_id = any(${ids})
        and not exists (select 1 from ledger_entries x where x.reverses_entry_id = e.id)),
    taken as materialized (
      select g.* from given g join customers c on c.id = g.customer_id
      where c.store_id = ${actor.storeId} and c.balance >= g.customer_points),
    per_month as materialized (
      select customer_id, ${monthOf(actor.storeId, sql`created_at`)} as month, -sum(points)::int as points
      from taken group by 1, 2),
    ${addEarningsOf(actor.storeId, sql`per_month`, 'taken_back')},
    reversals as (
      insert into ledger_entries (store_id, customer_id, kind, points, reason, reason_code, reason_params, user_id,
        location_id, reverses_entry_id, batch_id)
      select ${actor.storeId}, customer_id, 'reversal', -points, ${undone.text}, ${undone.code},
             ${JSON.stringify(undone.params)}::jsonb, ${actor.userId}, ${actor.locationId}, id, ${batchId}::int
      from taken order by customer_id, id)
    select (select count(*) from taken)::int as reversed,
           (select coalesce(sum(points), 0) from taken) as points,
           (select count(*) from given)::int - (select count(*) from taken)::int as skipped,
           (select json_agg(d) from (
              select min(created_at) as at, location_id, sum(points)::int as points
              from taken group by (created_at at time zone (select time_zone from stores where id = ${actor.storeId}))::date, location_id) d) as per_day`);
  const row = result.rows[0];
  return {
    reversed: row?.reversed ?? 0,
    points: Number(row?.points ?? 0),
    skipped: row?.skipped ?? 0,
    perDay: row?.per_day ?? [],
  };
}
