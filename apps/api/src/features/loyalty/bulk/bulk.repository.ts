import { type BulkBatch, type BulkRow, clientCode } from '@premia/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
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
  undone_through: number;
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
         b.undone_through, b.rows_undone, b.undo_skipped, b.created_at, b.applied_at, b.undone_at,
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
): Promise<(BulkBatch & { appliedThrough: number; undoneThrough: number }) | undefined> {
  const result = await db.execute<BatchRecord>(
    batchSelect(sql`b.store_id = ${storeId} and b.id = ${id}`, sql`for update of b`),
  );
  const row = result.rows[0];
  return row && { ...toBatch(row), appliedThrough: row.applied_through, undoneThrough: row.undone_through };
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
      insert into bulk_batch_rows (store_id, batch_id, row_no, identifier, customer_id, points, amount_cents, reason, error)
      select ${batch.storeId}, ${id}, x.row, x.identifier, x."customerId", x.points, x."amountCents", x.reason, x.error
      from jsonb_to_recordset(${slice}::jsonb)
        as x(row int, identifier text, "customerId" int, points int, "amountCents" bigint, reason text, error text)`);
  }
  return id;
}

const onlyFilter = (only: 'all' | 'valid' | 'errors') =>
  only === 'valid' ? sql`and r.error is null` : only === 'errors' ? sql`and r.error is not null` : sql``;

export async function listRows(
  db: DbOrTx,
  storeId: number,
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
      undone: boolean;
    }>(sql`
      select p.*,
        -- Taken back: the undo reached its customer and reversed what the batch gave them (not skipped).
        -- Asked for the page's rows only (the offset's rows would each ask it too).
        (p.applied and p.customer_id <= p.undone_through and exists (
           select 1 from ledger_entries e
           where e.customer_id = p.customer_id and e.store_id = p.store_id
             and e.batch_id = p.batch_id and e.kind = 'reversal')) as undone
      from (
        select r.row_no, r.identifier, r.customer_id, trim(c.first_name || ' ' || c.last_name) as name, r.points,
               r.amount_cents, r.reason, r.error, (r.error is null and r.row_no <= b.applied_through) as applied,
               b.undone_through, b.store_id, r.batch_id
        from bulk_batch_rows r join bulk_batches b on b.store_id = r.store_id and b.id = r.batch_id
          left join customers c on c.store_id = r.store_id and c.id = r.customer_id
        where r.store_id = ${storeId} and r.batch_id = ${batchId} ${onlyFilter(only)}
        order by r.row_no limit ${page.limit} offset ${page.offset}) p
      order by p.row_no`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from bulk_batch_rows r
          where r.store_id = ${storeId} and r.batch_id = ${batchId} ${onlyFilter(only)}`,
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
      undone: r.undone,
    })),
  };
}

export interface Actor {
  storeId: number;
  userId: number | null;
  locationId: number | null;
}

/**
 * Picks the next `limit` valid rows after row `after` (the batch's cursor) and locks, in id order (so
 * two bulk operations never deadlock), their customers who are still live. Answers those customers'
 * ids as an int[] literal and the chunk's last row, for applyChunk. Once locked, nothing else changes
 * their balance, level or deletion until commit, so the next statement sees them as they stay.
 */
export async function lockChunkCustomers(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  after: number,
  limit: number,
): Promise<{ live: string; last: number | null }> {
  const result = await db.execute<{ live: string; last: number | null }>(sql`
    with chunk as materialized (
      select r.row_no, r.customer_id from bulk_batch_rows r
      where r.store_id = ${storeId} and r.batch_id = ${batchId} and r.row_no > ${after} and r.error is null
      order by r.row_no limit ${limit})
    select (select coalesce(array_agg(id), '{}')::text from (
              select c.id from customers c
              where c.store_id = ${storeId} and c.deleted_at is null
                and c.id = any(array(select customer_id from chunk))
              order by c.id for no key update of c) locked) as live,
           (select max(row_no) from chunk) as last`);
  return { live: result.rows[0]?.live ?? '{}', last: result.rows[0]?.last ?? null };
}

/** Moves the cursor past a chunk; rows whose customer was gone leave the valid rows and their points. */
export async function recordApplied(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  step: { rows: number; last: number; gone: number; gonePoints: number },
  done: boolean,
) {
  await db.execute(sql`
    update bulk_batches set rows_applied = rows_applied + ${step.rows}, applied_through = ${step.last},
      rows_valid = rows_valid - ${step.gone}, rows_error = rows_error + ${step.gone},
      points_total = points_total - ${step.gonePoints},
      status = ${done ? 'applied' : 'applying'}, applied_at = ${done ? sql`now()` : sql`applied_at`}
    where store_id = ${storeId} and id = ${batchId}`);
}

/** The ledger rows a batch gave (kind bulk, carrying its id), as a condition on `e`. */
const givenBy = (storeId: number, batchId: number) =>
  sql`e.store_id = ${storeId} and e.batch_id = ${batchId}::int and e.kind = 'bulk'`;

/**
 * Locks, in id order, the next `limit` customers after id `after` that the batch gave points to and that
 * are not deleted (an undo never debits a deleted customer), and answers their ids (an int[] literal) and
 * the last of them (null when none is left).
 */
export async function lockUndoChunkCustomers(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  after: number,
  limit: number,
): Promise<{ ids: string; last: number | null; count: number }> {
  const result = await db.execute<{ ids: string; last: number | null; count: number }>(sql`
    select coalesce(array_agg(id order by id), '{}')::text as ids, max(id) as last, count(*)::int as count from (
      select c.id from customers c
      where c.store_id = ${storeId} and c.id > ${after} and c.deleted_at is null
        and c.id = any(array(select e.customer_id from ledger_entries e where ${givenBy(storeId, batchId)}))
      order by c.id limit ${limit} for no key update of c) locked`);
  const row = result.rows[0];
  return { ids: row?.ids ?? '{}', last: row?.last ?? null, count: row?.count ?? 0 };
}

/** Whether the batch gave points to a customer after id `after` (what is left for the next undo step). */
export async function givenAfter(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  after: number,
): Promise<boolean> {
  const result = await db.execute<{ left: boolean }>(sql`
    select exists (select 1 from ledger_entries e where ${givenBy(storeId, batchId)} and e.customer_id > ${after}) as left`);
  return result.rows[0]?.left ?? false;
}

/** The batch's rows left as they were because their customer was deleted (an undo never debits them). */
export async function rowsOfDeletedCustomers(db: DbOrTx, storeId: number, batchId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_entries e join customers c on c.id = e.customer_id
    where ${givenBy(storeId, batchId)} and c.deleted_at is not null
      and not exists (select 1 from ledger_entries x where x.reverses_entry_id = e.id)`);
  return result.rows[0]?.n ?? 0;
}

/** Moves the undo's cursor past a chunk of customers; the last step marks the batch undone. */
export async function recordUndoStep(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  step: { reversed: number; skipped: number; last: number | null },
  done: boolean,
) {
  await db.execute(sql`
    update bulk_batches set rows_undone = rows_undone + ${step.reversed}, undo_skipped = undo_skipped + ${step.skipped},
      undone_through = coalesce(${step.last}::int, undone_through),
      status = ${done ? 'undone' : 'undoing'}, undone_at = ${done ? sql`now()` : sql`undone_at`}
    where store_id = ${storeId} and id = ${batchId}`);
}

/** The points the batch's reversals have taken back so far. */
export async function pointsUndone(db: DbOrTx, storeId: number, batchId: number): Promise<number> {
  const result = await db.execute<{ points: string }>(sql`
    select coalesce(-sum(e.points), 0)::bigint as points from ledger_entries e
    where e.store_id = ${storeId} and e.batch_id = ${batchId}::int and e.kind = 'reversal'`);
  return Number(result.rows[0]?.points ?? 0);
}
