import { createHash } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/database.ts';
import { conflict, invalid } from '../lib/errors.ts';
import { idempotencyKeys } from './idempotency.table.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** One call's Idempotency-Key: the store, the route, the key and a hash of the parsed body. */
export interface Claim {
  storeId: number;
  route: string;
  key: string;
  requestHash: string;
  /**
   * When the call runs on a session remembered from an earlier call (plugins/fast-path.ts): the condition
   * that the session is still the database's (SQL). The statement that claims the key writes nothing
   * without it.
   */
  sessionCheck?: SQL;
}

/** Whose keys a call's key is among: its store's, or the platform's (0) for an admin; null: none. */
export function idempotencyScopeOf(
  session: { kind: string; storeId: number | null; userType?: string } | null,
): number | null {
  if (!session) return null;
  if (session.storeId) return session.storeId;
  return session.kind === 'user' && session.userType === 'admin' ? PLATFORM_SCOPE : null;
}
const PLATFORM_SCOPE = 0;

export function claimOf(scope: { storeId: number; route: string; key: string; input: unknown }): Claim {
  if (!KEY_PATTERN.test(scope.key)) {
    throw invalid('request.badIdempotencyKey');
  }
  const requestHash = createHash('sha256').update(JSON.stringify(scope.input)).digest('hex');
  return { storeId: scope.storeId, route: scope.route, key: scope.key, requestHash };
}

/** The stored row of a claim's key (store and key). */
const keyOf = (claim: Claim) =>
  and(eq(idempotencyKeys.storeId, claim.storeId), eq(idempotencyKeys.key, claim.key));

/** The first answer to a claim's key, or 409 when the key came with another route or body. */
export async function firstAnswer<T>(db: DbOrTx, claim: Claim): Promise<T | undefined> {
  const [first] = await db.select().from(idempotencyKeys).where(keyOf(claim));
  if (!first) return undefined;
  if (first.route !== claim.route || first.requestHash !== claim.requestHash)
    throw conflict('request.idempotencyKeyReused');
  return first.response as T;
}

/**
 * Runs a point-changing call at most once per (store, Idempotency-Key): the key is claimed in the same
 * transaction as the work, so a concurrent retry waits for the first and then returns its answer; a
 * retry after a failure runs again (nothing was written). The same key with another body → 409.
 */
export async function runIdempotent<T extends object>(
  db: Db,
  claim: Claim,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ storeId: claim.storeId, key: claim.key, route: claim.route, requestHash: claim.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_claim')
      .execute();
    if (claimed.length === 0) {
      const first = await firstAnswer<T>(tx, claim);
      if (!first) throw conflict('request.idempotencyKeyReused');
      return first;
    }
    const result = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result })
      .where(keyOf(claim))
      .prepare('idempotency_answer')
      .execute();
    return result;
  });
}
