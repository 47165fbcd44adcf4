import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { serverDir } from './env';
import type { ServerKind } from './servers';

/**
 * The database of this worker's server of `kind`: its own on CI's PostgreSQL (serve.mjs writes its
 * address down), else the embedded server its DATA_DIR runs (postmaster.pid's 4th line is the port;
 * the user and password are apps/api's embedded-server.ts's).
 */
function databaseOf(kind: ServerKind): string {
  const dir = serverDir(kind);
  const written = join(dir, 'database-url');
  if (existsSync(written)) return readFileSync(written, 'utf8').trim();
  const port = Number(readFileSync(join(dir, 'data', 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return `postgres://premia:premia-embedded@127.0.0.1:${port}/premia`;
}

/**
 * Runs a scheduled job now instead of at its hour: sends it to its queue as the schedule would, and the
 * server's own workers run it (the caller then waits for what it does, as a user would see it).
 */
export async function runJobNow(queue: string, kind: ServerKind = 'main'): Promise<void> {
  const boss = new PgBoss({
    connectionString: databaseOf(kind),
    max: 1,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    const id = await boss.send(queue, {});
    if (!id) throw new Error(`the ${queue} queue took no job`);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/**
 * Runs a once-a-day job of the stores (store-days.ts) as at the start of their next day: forgets that it
 * already ran today for the stores of this worker's database, then runs it now. An hourly run may have
 * taken a store's day before the test made what the job is to find (a birthday, a visit), as it would for a
 * store whose customer comes after midnight; the next day's run is the one that sees it.
 */
export async function runDayJobNow(
  queue: 'automations' | 'birthday-gifts' | 'points-expiry' | 'points-expiry-notices',
  kind: ServerKind = 'main',
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseOf(kind) });
  await client.connect();
  try {
    await client.query('delete from store_day_runs where job = $1', [queue]);
  } finally {
    await client.end();
  }
  await runJobNow(queue, kind);
}
