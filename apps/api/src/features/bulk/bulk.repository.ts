import { type BulkBatch, type BulkRow, clientCode } from '@premia/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { Identifier } from './bulk-rows.ts';

/** Rows sent to PostgreSQL in one statement: one JSON parameter each, never thousands of parameters. */
const INSERT_SLICE = 20_000;

type BatchRecord = {
  id: number;
  filename: string;
  status: BulkBatch['status'];
  rows_total: number;
  rows_valid: number;
  rows_error: number;
  points_total: string | number;
  rows_applied: number;
  applied_through: number;
  rows_undone: number;
  undo_skipped: number;
  created_by: string | null;
  created_at: Date | string;
  applied_at: Date | string | null;
  undone_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toBatch(r: BatchRecord): BulkBatch {
  return {
    id: r.id,
    filename: r.filename,
    status: r.status,
    rowsTotal: r.rows_total,
    rowsValid: r.rows_valid,
    rowsError: r.rows_error,
    pointsTotal: Number(r.points_total),
    rowsApplied: r.rows_applied,
    rowsUndone: r.rows_undone,
    undoSkipped: r.undo_skipped,
    createdBy: r.created_by,
    createdAt: iso(r.created_at)!,
    appliedAt: iso(r.applied_at),
    undoneAt: iso(r.undone_at),
  };
}

const batchSelect = (where: SQL, suffix: SQL = sql``) => sql`
  select b.id, b.filename, b.status, b.rows_total, b.rows_valid, b.rows_error, b.points_total, b.rows_applied, b.applied_through,
         b.rows_undone, b.undo_skipped, b.created_at, b.applied_at, b.undone_at,
         nullif(trim(u.first_name || ' ' || u.last_name), '') as created_by
  from bulk_batches b left join users u on u.id = b.user_id
  where ${where} ${suffix}`;

export async function findBatch(db: DbOrTx, storeId: number, id: number): Promise<BulkBatch | undefined> {
  const result = await db.execute<BatchRecord>(batchSelect(sql`b.store_id = ${storeId} and b.id = ${id}`));
  return result.rows[0] && toBatch(result.rows[0]);
}

/** Locks the batch row for the rest of the transaction: applies and undos of one batch run one at a time. */
export async function lockBatch(
  db: DbOrTx,
  storeId: number,
  id: number,
): Promise<(BulkBatch & { appliedThrough: number }) | undefined> {
  const result = await db.execute<BatchRecord>(
    batchSelect(sql`b.store_id = ${storeId} and b.id = ${id}`, sql`for update of b`),
  );
  const row = result.rows[0];
  return row && { ...toBatch(row), appliedThrough: row.applied_through };
}

export async function findBatchByHash(db: DbOrTx, storeId: number, hash: string) {
  const result = await db.execute<BatchRecord>(
    batchSelect(sql`b.store_id = ${storeId} and b.file_hash = ${hash}`),
  );
  return result.rows[0] && toBatch(result.rows[0]);
}

export async function latestBatches(db: DbOrTx, storeId: number, limit: number): Promise<BulkBatch[]> {
  const result = await db.execute<BatchRecord>(
    batchSelect(sql`b.store_id = ${storeId}`, sql`order by b.created_at desc, b.id desc limit ${limit}`),
  );
  return result.rows.map(toBatch);
}

export interface FoundCustomer {
  id: number;
  name: string;
}

/**
 * The store's live customers the identifiers name, keyed as `identifierKey` does. A mobile also matches
 * when the file adds the customer's country code to it (51 987654321 for +51 and 987654321).
 */
export async function resolveCustomers(
  db: DbOrTx,
  storeId: number,
  keys: Identifier[],
): Promise<Map<string, FoundCustomer>> {
  const found = new Map<string, FoundCustomer>();
  if (keys.length === 0) return found;
  // A client code past the id range names nobody (and must not reach an int column).
  const items = keys
    .filter((k) => k.kind !== 'code' || k.customerId <= 2_147_483_647)
    .map((k) => ({
      key: identifierKey(k),
      id: k.kind === 'code' ? k.customerId : null,
      email: k.kind === 'email' ? k.email : null,
      mobile: k.kind === 'mobile' ? k.mobile : null,
    }));
  for (let start = 0; start < items.length; start += INSERT_SLICE) {
    const slice = JSON.stringify(items.slice(start, start + INSERT_SLICE));
    // One indexed join per kind of identifier; a mobile with a country code in front comes last.
    const result = await db.execute<{ key: string; id: number; name: string }>(sql`
      with x as (select * from jsonb_to_recordset(${slice}::jsonb) as x(key text, id int, email text, mobile text)),
      live as (select c.id, c.first_name, c.last_name, c.email, c.mobile, c.phone_code from customers c
               where c.store_id = ${storeId} and c.deleted_at is null),
      found as (
        select x.key, 1 as rank, c.* from x join live c on c.id = x.id
        union all
        select x.key, 1, c.* from x join live c on c.email = x.email::citext
        union all
        select x.key, 1, c.* from x join live c on c.mobile = x.mobile
        union all
        select x.key, 2, c.* from x join live c
          on length(x.mobile) > 9 and c.mobile in (substr(x.mobile, 2), substr(x.mobile, 3), substr(x.mobile, 4))
         and regexp_replace(coalesce(c.phone_code, ''), '\\D', '', 'g') || c.mobile = x.mobile)
      select distinct on (key) key, id, trim(first_name || ' ' || last_name) as name
      from found order by key, rank, id`);
    for (const row of result.rows) found.set(row.key, { id: row.id, name: row.name });
  }
  return found;
}

export function identifierKey(k: Identifier): string {
  if (k.kind === 'code') return `c:${k.customerId}`;
  if (k.kind === 'email') return `e:${k.email}`;
  return `m:${k.mobile}`;
}

export interface NewBatch {
  storeId: number;
  fileHash: string;
  filename: string;
  userId: number | null;
  locationId: number | null;
  rows: {
    row: number;
    identifier: string;
    customerId: number | null;
    points: number | null;
    amountCents: number | null;
    reason: string | null;
    error: string | null;
  }[];
}

/** Writes the batch and its judged rows; answers the batch id (null if the same file won a race). */
export async function insertBatch(db: DbOrTx, batch: NewBatch): Promise<number | null> {
  const valid = batch.rows.filter((r) => r.error === null);
  const points = valid.reduce((sum, r) => sum + (r.points ?? 0), 0);
  const inserted = await db.execute<{ id: number }>(sql`
    insert into bulk_batches (store_id, file_hash, filename, rows_total, rows_valid, rows_error, points_total, user_id, location_id)
    values (${batch.storeId}, ${batch.fileHash}, ${batch.filename}, ${batch.rows.length}, ${valid.length},
            ${batch.rows.length - valid.length}, ${points}, ${batch.userId}, ${batch.locationId})
    on conflict (store_id, file_hash) do nothing
    returning id`);
  const id = inserted.rows[0]?.id;
  if (id === undefined) return null;
  for (let start = 0; start < batch.rows.length; start += INSERT_SLICE) {
    const slice = JSON.stringify(batch.rows.slice(start, start + INSERT_SLICE));
    await db.execute(sql`
      insert into bulk_batch_rows (batch_id, row_no, identifier, customer_id, points, amount_cents, reason, error)
      select ${id}, x.row, x.identifier, x."customerId", x.points, x."amountCents", x.reason, x.error
      from jsonb_to_recordset(${slice}::jsonb)
        as x(row int, identifier text, "customerId" int, points int, "amountCents" bigint, reason text, error text)`);
  }
  return id;
}

const onlyFilter = (only: 'all' | 'valid' | 'errors') =>
  only === 'valid' ? sql`and r.error is null` : only === 'errors' ? sql`and r.error is not null` : sql``;

export async function listRows(
  db: DbOrTx,
  batchId: number,
  only: 'all' | 'valid' | 'errors',
  page: { limit: number; offset: number },
): Promise<{ rows: BulkRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.execute<{
      row_no: number;
      identifier: string;
      customer_id: number | null;
      name: string | null;
      points: number | null;
      amount_cents: string | number | null;
      reason: string | null;
      error: string | null;
      applied: boolean;
    }>(sql`
      select r.row_no, r.identifier, r.customer_id, trim(c.first_name || ' ' || c.last_name) as name, r.points,
             r.amount_cents, r.reason, r.error, (r.error is null and r.row_no <= b.applied_through) as applied
      from bulk_batch_rows r join bulk_batches b on b.id = r.batch_id
        left join customers c on c.id = r.customer_id
      where r.batch_id = ${batchId} ${onlyFilter(only)}
      order by r.row_no limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from bulk_batch_rows r where r.batch_id = ${batchId} ${onlyFilter(only)}`,
    ),
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    rows: list.rows.map((r) => ({
      row: r.row_no,
      identifier: r.identifier,
      customer:
        r.customer_id === null
          ? null
          : { id: r.customer_id, name: r.name ?? '', clientCode: clientCode(r.customer_id)! },
      points: r.points,
      amount: r.amount_cents === null ? null : Number(r.amount_cents) / 100,
      reason: r.reason,
      error: r.error,
      applied: r.applied,
    })),
  };
}

/** Marks the rows still to give whose customer was deleted since the preview; answers how many. */
export async function failRowsOfGoneCustomers(db: DbOrTx, batchId: number, after: number): Promise<number> {
  const result = await db.execute(sql`
    update bulk_batch_rows r set error = 'El cliente ya no existe.'
    from customers c
    where r.batch_id = ${batchId} and r.row_no > ${after} and r.error is null and c.id = r.customer_id
      and c.deleted_at is not null`);
  return result.rowCount ?? 0;
}

export interface Actor {
  storeId: number;
  userId: number | null;
  locationId: number | null;
}

/**
 * Gives the next `limit` valid rows after row `after`, in row order, in one statement: the ledger rows
 * (carrying the batch id) and the balances. Answers what it gave and the last row it reached.
 */
export async function applyRows(db: DbOrTx, actor: Actor, batchId: number, after: number, limit: number) {
  const result = await db.execute<{
    rows: number;
    points: string | number | null;
    cents: string | number | null;
    last: number | null;
  }>(sql`
    with chunk as materialized (
      select r.row_no, r.customer_id, r.points, r.amount_cents, r.reason
      from bulk_batch_rows r
      where r.batch_id = ${batchId} and r.row_no > ${after} and r.error is null
      order by r.row_no limit ${limit}),
    entries as (
      insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, reason, user_id, location_id, batch_id)
      select ${actor.storeId}, customer_id, 'bulk', points, amount_cents,
             coalesce(reason, 'Carga masiva (lote #' || ${batchId} || ')'), ${actor.userId}, ${actor.locationId}, ${String(batchId)}
      from chunk order by row_no),
    balances as (
      update customers c set balance = c.balance + s.points
      from (select customer_id, sum(points) as points from chunk group by customer_id) s
      where c.id = s.customer_id and c.store_id = ${actor.storeId})
    -- Data-modifying CTEs run whether or not the final select reads them.
    select count(*)::int as rows, sum(points) as points, coalesce(sum(amount_cents), 0) as cents,
           max(row_no) as last from chunk`);
  const row = result.rows[0];
  return {
    rows: row?.rows ?? 0,
    points: Number(row?.points ?? 0),
    amountCents: Number(row?.cents ?? 0),
    last: row?.last ?? after,
  };
}

/** The customers of a batch's rows from row `after` (exclusive) to row `last`, as a subquery. */
export const customersOfRows = (batchId: number, after: number, last: number) =>
  sql`select customer_id from bulk_batch_rows where batch_id = ${batchId} and row_no > ${after} and row_no <= ${last} and error is null`;

/** The ledger rows a batch gave (kind bulk, carrying its id), as a condition on `e`. */
const givenBy = (storeId: number, batchId: number) =>
  sql`e.store_id = ${storeId} and e.batch_id = ${String(batchId)} and e.kind = 'bulk'`;

/** Locks, in id order, the customers the batch gave points to: their balances are read, then changed. */
export async function lockCustomersOf(db: DbOrTx, storeId: number, batchId: number) {
  await db.execute(sql`
    select id from customers where id in (
      select e.customer_id from ledger_entries e where ${givenBy(storeId, batchId)})
    order by id for update`);
}

export const customersOfBatch = (storeId: number, batchId: number) =>
  sql`select e.customer_id from ledger_entries e where ${givenBy(storeId, batchId)}`;

export async function recordApplied(db: DbOrTx, batchId: number, rows: number, last: number, done: boolean) {
  await db.execute(sql`
    update bulk_batches set rows_applied = rows_applied + ${rows}, applied_through = ${last},
      status = ${done ? 'applied' : 'applying'}, applied_at = ${done ? sql`now()` : sql`applied_at`}
    where id = ${batchId}`);
}

export async function recordGoneRows(db: DbOrTx, batchId: number, rows: number) {
  if (rows === 0) return;
  await db.execute(sql`
    update bulk_batches b set rows_valid = rows_valid - ${rows}, rows_error = rows_error + ${rows},
      points_total = (select coalesce(sum(points), 0) from bulk_batch_rows where batch_id = ${batchId} and error is null)
    where id = ${batchId}`);
}

/**
 * Reverses what the batch gave, customer by customer: a customer who has already spent part of it keeps
 * all of it (a balance never goes below zero). Answers the reversed rows, their points, the skipped rows,
 * and the original rows' days and locations (the figures they counted in).
 */
export async function undoRows(db: DbOrTx, actor: Actor, batchId: number) {
  const result = await db.execute<{
    reversed: number;
    points: string | number | null;
    skipped: number;
    per_day: { at: string; location_id: number | null; points: number }[] | null;
  }>(sql`
    with given as (
      select e.id, e.customer_id, e.points, e.created_at, e.location_id
      from ledger_entries e
      where ${givenBy(actor.storeId, batchId)}
        and not exists (select 1 from ledger_entries x where x.reverses_entry_id = e.id)),
    per_customer as (select customer_id, sum(points) as points from given group by customer_id),
    able as (
      select p.customer_id, p.points from per_customer p join customers c on c.id = p.customer_id
      where c.balance >= p.points),
    reversals as (
      insert into ledger_entries (store_id, customer_id, kind, points, reason, user_id, location_id, reverses_entry_id, batch_id)
      select ${actor.storeId}, g.customer_id, 'reversal', -g.points, 'Se deshizo la carga masiva (lote #' || ${batchId} || ')',
             ${actor.userId}, ${actor.locationId}, g.id, ${String(batchId)}
      from given g join able a on a.customer_id = g.customer_id order by g.id
      returning id),
    balances as (
      update customers c set balance = c.balance - a.points from able a where c.id = a.customer_id returning c.id),
    taken as (select g.* from given g join able a on a.customer_id = g.customer_id)
    select (select count(*) from reversals)::int as reversed,
           (select sum(points) from taken) as points,
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

export async function recordUndone(db: DbOrTx, batchId: number, reversed: number, skipped: number) {
  await db.execute(sql`
    update bulk_batches set status = 'undone', rows_undone = ${reversed}, undo_skipped = ${skipped}, undone_at = now()
    where id = ${batchId}`);
}
