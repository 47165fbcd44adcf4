import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';

const CLEANUP_LOCK = 7_340_010;
const HOUR = 3_600_000;

/**
 * Deletes what has no use any more: rate-limit windows older than a day, idempotency keys older than a
 * week, sessions and reset tokens long expired. One process at a time (an advisory lock), any number
 * of processes may call it.
 */
export async function cleanUp(db: Db): Promise<{ ran: boolean; deleted: number }> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as ok`,
    );
    if (!lock.rows[0]?.ok) return { ran: false, deleted: 0 };
    let deleted = 0;
    for (const statement of [
      sql`delete from rate_limit_buckets where window_start < now() - interval '1 day'`,
      sql`delete from idempotency_keys where created_at < now() - interval '7 days'`,
      sql`delete from sessions where expires_at < now() - interval '30 days' or revoked_at < now() - interval '30 days'`,
      sql`delete from password_reset_tokens where expires_at < now() - interval '1 day'`,
    ]) {
      deleted += (await tx.execute(statement)).rowCount ?? 0;
    }
    return { ran: true, deleted };
  });
}

/** Runs the clean-up every hour until stopped. */
export function scheduleCleanUp(db: Db, log: Logger): () => void {
  const timer = setInterval(() => {
    cleanUp(db)
      .then((r) => r.deleted && log.info({ deleted: r.deleted }, 'clean-up'))
      .catch((error: Error) => log.warn({ message: error.message }, 'clean-up failed'));
  }, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
