import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import { uploads } from '../../../db/schema.ts';
import { namedPaths } from './upload-columns.ts';

/** The advisory lock's first key: with the store's id, one upload of a store is judged at a time. */
const STORE_UPLOADS_LOCK = 7_340_020;

/** Waits for the store's other uploads to be recorded, so that parallel uploads cannot pass the quota. */
export async function lockStoreUploads(tx: Tx, storeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STORE_UPLOADS_LOCK}, ${storeId})`);
}

/**
 * The store's bytes kept (files not removed), files uploaded in the last 24 hours (removed or not), and
 * the seconds until the oldest of those leaves the 24 hours (when one more file may come).
 */
export async function storeUsage(
  db: DbOrTx,
  storeId: number,
): Promise<{ bytes: number; filesToday: number; nextFreeSeconds: number }> {
  const { rows } = await db.execute<{ bytes: string; files_today: number; next_free: number | null }>(sql`
    select coalesce(sum(bytes) filter (where removed_at is null), 0) as bytes,
           count(*) filter (where created_at > now() - interval '24 hours')::int as files_today,
           extract(epoch from min(created_at) filter (where created_at > now() - interval '24 hours')
             + interval '24 hours' - now())::float8 as next_free
    from ${uploads} where store_id = ${storeId}`);
  const row = rows[0]!;
  return {
    bytes: Number(row.bytes),
    filesToday: row.files_today,
    nextFreeSeconds: Math.max(1, Math.ceil(Number(row.next_free ?? 1))),
  };
}

export async function recordUpload(
  db: DbOrTx,
  file: { path: string; storeId: number | null; bytes: number },
): Promise<void> {
  await db.insert(uploads).values(file);
}

/** Recorded files, uploaded before `before`, that no listed column names (upload-columns.ts). */
export async function unnamedUploads(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ path: string }>(sql`
    with named as (${namedPaths()})
    select u.path from ${uploads} u
    where u.removed_at is null and u.created_at < ${before}
      and not exists (select 1 from named n where n.path = u.path)
    order by u.created_at limit ${limit}`);
  return rows.map((r) => r.path);
}

export async function markRemoved(db: DbOrTx, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.execute(sql`update ${uploads} set removed_at = now()
    where path = any(${sql.param(paths)}::text[]) and removed_at is null`);
}

/** Of these paths (files found in the storage), the ones recorded, and the ones some row names. */
export async function whatIsKnown(
  db: DbOrTx,
  paths: string[],
): Promise<{ recorded: Set<string>; named: Set<string> }> {
  const { rows } = await db.execute<{ path: string; recorded: boolean; named: boolean }>(sql`
    with named as (${namedPaths()})
    select p.path,
           exists (select 1 from ${uploads} u where u.path = p.path) as recorded,
           exists (select 1 from named n where n.path = p.path) as named
    from unnest(${sql.param(paths)}::text[]) as p(path)`);
  return {
    recorded: new Set(rows.filter((r) => r.recorded).map((r) => r.path)),
    named: new Set(rows.filter((r) => r.named).map((r) => r.path)),
  };
}

/**
 * Records files found in the storage that rows name but nothing recorded (kept before uploads were
 * recorded): they count for their store's quota from now on. The store is the one the path names.
 */
export async function adoptFiles(
  db: DbOrTx,
  files: { path: string; bytes: number; modifiedAt: Date }[],
): Promise<number> {
  if (files.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${uploads} (path, store_id, bytes, created_at)
    select f.path, s.id, f.bytes, f.modified_at
    from unnest(${sql.param(files.map((f) => f.path))}::text[], ${sql.param(files.map((f) => f.bytes))}::bigint[],
                ${sql.param(files.map((f) => f.modifiedAt.toISOString()))}::timestamptz[]) as f(path, bytes, modified_at)
    left join stores s on s.id::text = substring(f.path from '^/uploads/store-([0-9]+)/')
    on conflict (path) do nothing`);
  return result.rowCount ?? 0;
}

/** Forgets files removed more than two days ago: they no longer count in any day's uploads. */
export async function forgetRemoved(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from ${uploads} where removed_at < now() - interval '2 days'`);
}
