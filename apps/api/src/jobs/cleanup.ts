import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { KNOWN_PLACE_DAYS } from '../features/account/auth/index.ts';
import {
  foldRollupShards,
  moveLevelWindow,
  storesToFold,
  storesWithOldWindow,
} from '../features/loyalty/ledger/index.ts';

const CLEANUP_LOCK = 7_340_010;
const FOLD_LOCK = 7_340_011;

/**
 * Deletes what has no use any more: rate-limit windows older than a day, idempotency keys older than a
 * week, sessions (users' and customers'), reset tokens and wallet sign-in codes long expired, places not signed in from for
 * KNOWN_PLACE_DAYS. Run hourly by the 'clean-up' job (jobs/job-queue.ts); one process at a time (an
 * advisory lock), any number of processes may call it.
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
      sql`delete from customer_sessions where expires_at < now() - interval '30 days' or revoked_at < now() - interval '30 days'`,
      sql`delete from password_reset_tokens where expires_at < now() - interval '1 day'`,
      sql`delete from wallet_sign_in_codes where created_at < now() - interval '1 day'`,
      sql`delete from known_sign_in_places where last_sign_in_at < now() - make_interval(days => ${KNOWN_PLACE_DAYS})`,
    ]) {
      deleted += (await tx.execute(statement)).rowCount ?? 0;
    }
    return { ran: true, deleted };
  });
}

/**
 * Folds the roll-ups' shards of past days into one row (see foldRollupShards), in a transaction of its
 * own: if it gives way to a purchase holding a row, nothing else is undone. Store by store, each in a
 * savepoint: a store whose fold fails (a row lock not granted in time, a sum past its column) keeps its
 * rows as they were, is logged and is tried again next hour, and every other store folds. Run hourly
 * by the 'fold-rollups' job, one at a time (a singleton queue, and an advisory lock for any other caller).
 */
export async function foldShards(db: Db, log?: Logger): Promise<{ ran: boolean; folded: number }> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as ok`);
    if (!lock.rows[0]?.ok) return { ran: false, folded: 0 };
    let folded = 0;
    for (const storeId of await storesToFold(tx)) {
      try {
        folded += await tx.transaction((store) => foldRollupShards(store, storeId));
      } catch (error) {
        log?.warn({ err: error, storeId }, "folding a store's roll-up shards failed");
      }
    }
    return { ran: true, folded };
  });
}

/**
 * Moves the 12 months that count for the customers' levels of every store whose month changed (its own
 * time zone) since the last move (see moveLevelWindow): each statement of it commits on its own, so no
 * customer stays locked longer than a chunk takes, and a move cut short is finished by the next run.
 * A store that fails is logged and tried again next hour; every other store moves. Run hourly by the
 * 'level-window' job (a singleton queue); a second run at once would write the same values.
 */
export async function moveLevelWindows(db: Db, log?: Logger): Promise<{ stores: number; moved: number }> {
  let stores = 0;
  let moved = 0;
  for (const storeId of await storesWithOldWindow(db)) {
    try {
      moved += await moveLevelWindow(db, storeId);
      stores += 1;
    } catch (error) {
      log?.warn({ err: error, storeId }, "moving a store's level months failed");
    }
  }
  return { stores, moved };
}
