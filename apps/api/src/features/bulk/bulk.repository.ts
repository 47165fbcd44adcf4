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
  select b.id, b.filename, b.status, b.rows_total, b.rows_valid, b.rows_error, b.points_total, b.rows_applied,
         b.rows_undone, b.undo_skipped, b.created_at, b.applied_at, b.undone_at,
         nullif(trim(u.first_name || ' ' || u.last_name), '') as created_by
  from bulk_batches b left join users u on u.id = b.user_id
  where ${where} ${suffix}`;

export async function findBatch(db: DbOrTx, storeId: number, id: number): Promise<BulkBatch | undefined> {
  const result = await db.execute<BatchRecord>(batchSelect(sql`b.store_id = ${storeId} and b.id = ${id}`));
  return result.rows[0] && toBatch(result.rows[0]);
}

/** Locks the batch row for the rest of the transaction: applies and undos of one batch run one at a time. */
export async function lockBatch(db: DbOrTx, storeId: number, id: number): Promise<BulkBatch | undefined> {
  const result = await db.execute<BatchRecord>(
    batchSelect(sql`b.store_id = ${storeId} and b.id = ${id}`, sql`for update of b`),
  );
  return result.rows[0] && toBatch(result.rows[0]);
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
    const result = await db.execute<{ key: string; id: number; name: string }>(sql`
      select x.key, c.id, trim(c.first_name || ' ' || c.last_name) as name
      from jsonb_to_recordset(${slice}::jsonb) as x(key text, id int, email text, mobile text)
      join lateral (
        select c.id, c.first_name, c.last_name from customers c
        where c.store_id = ${storeId} and c.deleted_at is null and (
          (x.id is not null and c.id = x.id) or
          (x.email is not null and c.email = x.email::citext) or
          (x.mobile is not null and c.mobile = x.mobile) or
          (x.mobile is not null and length(x.mobile) > 9
            and c.mobile in (substr(x.mobile, 2), substr(x.mobile, 3), substr(x.mobile, 4))
            and regexp_replace(coalesce(c.phone_code, ''), '\\D', '', 'g') || c.mobile = x.mobile))
        order by c.id limit 1) c on true`);
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
      entry_id: number | null;
    }>(sql`
      select r.row_no, r.identifier, r.customer_id, trim(c.first_name || ' ' || c.last_name) as name, r.points,
             r.amount_cents, r.reason, r.error, r.entry_id
      from bulk_batch_rows r left join customers c on c.id = r.customer_id
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
      applied: r.entry_id !== null,
    })),
  };
}

/** Marks the pending rows whose customer was deleted since the preview; answers how many. */
export async function failRowsOfGoneCustomers(db: DbOrTx, batchId: number): Promise<number> {
  const result = await db.execute(sql`
    update bulk_batch_rows r set error = 'El cliente ya no existe.'
    from customers c
    where r.batch_id = ${batchId} and r.error is null and r.entry_id is null and c.id = r.customer_id
      and c.deleted_at is not null`);
  return result.rowCount ?? 0;
}

export interface Actor {
  storeId: number;
  userId: number | null;
  locationId: number | null;
}

/**
 * Gives the next `limit` pending rows of the batch in one statement: the ledger rows (ids drawn first, so
 * each row of the batch knows its entry), the balances and the rows' entry ids. Answers what it gave.
 */
export async function applyRows(db: DbOrTx, actor: Actor, batchId: number, limit: number) {
  const result = await db.execute<{ rows: number; points: string | number | null; first: number | null }>(sql`
    with pending as (
      select r.row_no, r.customer_id, r.points, r.amount_cents, r.reason
      from bulk_batch_rows r
      where r.batch_id = ${batchId} and r.error is null and r.entry_id is null
      order by r.row_no limit ${limit}),
    chunk as materialized (
      select p.*, nextval(pg_get_serial_sequence('ledger_entries', 'id'))::int as entry_id from pending p),
    entries as (
      insert into ledger_entries (id, store_id, customer_id, kind, points, amount_cents, reason, user_id, location_id, batch_id)
      overriding system value
      select entry_id, ${actor.storeId}, customer_id, 'bulk', points, amount_cents,
             coalesce(reason, 'Carga masiva (lote #' || ${batchId} || ')'), ${actor.userId}, ${actor.locationId}, ${String(batchId)}
      from chunk order by row_no
      returning id),
    balances as (
      update customers c set balance = c.balance + s.points
      from (select customer_id, sum(points) as points from chunk group by customer_id) s
      where c.id = s.customer_id and c.store_id = ${actor.storeId}
      returning c.id),
    marked as (
      update bulk_batch_rows r set entry_id = chunk.entry_id
      from chunk where r.batch_id = ${batchId} and r.row_no = chunk.row_no
      returning r.row_no)
    -- Data-modifying CTEs run whether or not the final select reads them.
    select (select count(*) from marked)::int as rows, (select sum(points) from chunk) as points,
           (select min(entry_id) from chunk) as first`);
  const row = result.rows[0];
  return { rows: row?.rows ?? 0, points: Number(row?.points ?? 0), firstEntryId: row?.first ?? 0 };
}

/** Locks, in id order, the customers the batch gave points to: their balances are read, then changed. */
export async function lockCustomersOf(db: DbOrTx, batchId: number) {
  await db.execute(sql`
    select id from customers where id in (
      select customer_id from bulk_batch_rows where batch_id = ${batchId} and entry_id is not null)
    order by id for update`);
}

export const customersOfBatch = (batchId: number) =>
  sql`select customer_id from bulk_batch_rows where batch_id = ${batchId} and entry_id is not null`;

export async function recordApplied(db: DbOrTx, batchId: number, rows: number, done: boolean) {
  await db.execute(sql`
    update bulk_batches set rows_applied = rows_applied + ${rows},
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
      from bulk_batch_rows r join ledger_entries e on e.id = r.entry_id
      where r.batch_id = ${batchId} and r.entry_id is not null
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
