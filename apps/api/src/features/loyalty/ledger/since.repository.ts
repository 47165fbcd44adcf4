import type { LedgerEntry } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { sql } from '../../../db/sql.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { entriesOf } from './entries.repository.ts';

/** Where a reader of the store's ledger stopped: the last row's transaction and id. */
export interface LedgerPosition {
  /** The row's transaction id (xid8) as decimal text; '0' before every row. */
  txId: string;
  id: number;
}

export const LEDGER_START: LedgerPosition = { txId: '0', id: 0 };

/**
 * The store's ledger rows after `after`, in (transaction, id) order, at most `limit`, and whether more
 * are there now. Ids are handed out when a row is inserted, not when it commits: a reader going by id
 * alone would pass a row whose transaction commits after a later one's and never see it. So rows are read
 * only up to the oldest transaction still running (the snapshot's xmin): every row after that bound
 * belongs to a transaction not yet ended or started later, whose id is above the bound, so it comes in
 * a later page, never behind the cursor. A long transaction anywhere in the database delays the newest
 * rows, it never loses one.
 */
export async function ledgerSince(
  db: DbOrTx,
  storeId: number,
  after: LedgerPosition,
  limit: number,
): Promise<{ entries: LedgerEntry[]; positions: LedgerPosition[]; more: boolean }> {
  const page = await db.execute<{ id: number; tx_id: string }>(sql`
    select e.id, coalesce(e.tx_id, '0'::xid8)::text as tx_id
    from ledger_entries e
    where e.store_id = ${storeId}
      and (coalesce(e.tx_id, '0'::xid8), e.id) > (${after.txId}::xid8, ${after.id}::int)
      and coalesce(e.tx_id, '0'::xid8) < pg_snapshot_xmin(pg_current_snapshot())
    order by coalesce(e.tx_id, '0'::xid8), e.id
    limit ${limit + 1}`);
  const rows = page.rows.slice(0, limit);
  const ids = rows.map((r) => Number(r.id));
  const found =
    ids.length === 0 ? [] : await entriesOf(db, storeId, sql`(select unnest(${arrayLiteral(ids)}::int[]))`);
  const byId = new Map(found.map((e) => [e.id, e]));
  return {
    entries: ids.map((id) => byId.get(id)!),
    positions: rows.map((r) => ({ txId: String(r.tx_id), id: Number(r.id) })),
    more: page.rows.length > limit,
  };
}
