import type pg from 'pg';

/**
 * A restore in progress (or one that failed) is marked in the database itself, before the migrations
 * and outside the restore's transaction: a server started on that database or folder refuses to start
 * rather than find no users and seed the demo store as if it were empty. The restore's own transaction
 * drops the mark, so it goes only with a complete restore.
 */
const MARK = 'premia_restore';

export class UnfinishedRestore extends Error {
  constructor(startedAt: string, file: string) {
    super(
      `This database holds a restore that did not finish (npm run restore ${file}, started ${startedAt}). ` +
        'The server does not start on it: run the restore again into it, or start on a fresh DATA_DIR ' +
        'or an empty database.',
    );
  }
}

export async function markRestoreStarted(pool: pg.Pool, file: string): Promise<void> {
  await pool.query(`create schema if not exists ${MARK}`);
  await pool.query(
    `create table if not exists ${MARK}.unfinished (started_at timestamptz not null default now(), file text not null)`,
  );
  await pool.query(`insert into ${MARK}.unfinished (file) values ($1)`, [file]);
}

/** In the restore's transaction: the mark goes when (and only if) the restore commits. */
export async function clearRestoreMark(client: pg.ClientBase): Promise<void> {
  await client.query(`drop schema if exists ${MARK} cascade`);
}

/** Throws UnfinishedRestore when a restore was started on this database and never finished. */
export async function refuseUnfinishedRestore(pool: pg.Pool): Promise<void> {
  const marked = await pool.query<{ marked: boolean }>(
    `select to_regclass('${MARK}.unfinished') is not null as marked`,
  );
  if (!marked.rows[0]?.marked) return;
  const found = await pool.query<{ started_at: Date; file: string }>(
    `select started_at, file from ${MARK}.unfinished order by started_at desc limit 1`,
  );
  const row = found.rows[0];
  throw new UnfinishedRestore(row ? row.started_at.toISOString() : 'earlier', row?.file ?? 'FILE');
}
