import { createHash } from 'node:crypto';
import type { RoutePath } from '@premia/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/database.ts';
import type { Handler } from '../lib/context.ts';
import { conflict, invalid } from '../lib/errors.ts';
import { idempotencyKeys } from './idempotency.table.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const KEY_REUSED = 'Esa clave de idempotencia ya se usó con otra petición.';

/** One call's Idempotency-Key: the store, the route, the key and a hash of the parsed body. */
export interface Claim {
  storeId: number;
  route: string;
  key: string;
  requestHash: string;
  /**
   * When the call runs on a session remembered from an earlier call (api-routes.ts): the condition
   * that the session is still the database's (SQL). The statement that claims the key writes nothing
   * without it.
   */
  sessionCheck?: SQL;
}

export function claimOf(scope: { storeId: number; route: string; key: string; input: unknown }): Claim {
  if (!KEY_PATTERN.test(scope.key)) {
    throw invalid('La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres visibles.');
  }
  const requestHash = createHash('sha256').update(JSON.stringify(scope.input)).digest('hex');
  return { storeId: scope.storeId, route: scope.route, key: scope.key, requestHash };
}

/**
 * Thrown by a statement that claims its key itself (claimInStatement) when it wrote nothing because
 * the key is taken: the first answer is then returned.
 */
export class KeyTaken extends Error {}

function isKeyTaken(error: unknown): boolean {
  if (error instanceof KeyTaken) return true;
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'idempotency_keys_store_id_key_pk';
}

/** The stored row of a claim's key (store and key). */
const keyOf = (claim: Claim) =>
  and(eq(idempotencyKeys.storeId, claim.storeId), eq(idempotencyKeys.key, claim.key));

/** The first answer to a claim's key, or 409 when the key came with another route or body. */
async function firstAnswer<T>(db: DbOrTx, claim: Claim): Promise<T | undefined> {
  const [first] = await db.select().from(idempotencyKeys).where(keyOf(claim));
  if (!first) return undefined;
  if (first.route !== claim.route || first.requestHash !== claim.requestHash) throw conflict(KEY_REUSED);
  return first.response as T;
}

/** Whether a claim's key is already taken (by a committed call). */
export async function keyTaken(db: DbOrTx, claim: Claim): Promise<boolean> {
  const [row] = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(keyOf(claim));
  return row !== undefined;
}

/**
 * The part of a one-statement change (a CTE, run once per written row of `rows`) that stores the key
 * with the answer `answer` (SQL over `rows`). The insert is plain: a concurrent call with the same key
 * fails on the primary key once the first commits, and its whole statement is undone.
 */
export function claimInStatement(claim: Claim, rows: ReturnType<typeof sql>, answer: ReturnType<typeof sql>) {
  return sql`insert into idempotency_keys (store_id, key, route, request_hash, response)
    select ${claim.storeId}::int, ${claim.key}::text, ${claim.route}::text, ${claim.requestHash}::text, ${answer}
    from ${rows}`;
}

/**
 * A condition for the statement's first change: the key is not taken yet (by a committed call), and the
 * session the call was built on, when it was remembered, is unchanged.
 */
export function mayClaim(claim: Claim) {
  const free = sql`not exists (select 1 from idempotency_keys k where k.store_id = ${claim.storeId}::int and k.key = ${claim.key}::text)`;
  return claim.sessionCheck ? sql`${free} and ${claim.sessionCheck}` : free;
}

const CLAIMS_IN_STATEMENT = Symbol('claims its Idempotency-Key in its statement');

/**
 * Marks a handler whose one write claims the call's key itself (it passes ctx.claim to postEntry), so
 * that the route layer runs it with runClaimingInStatement instead of inside a transaction.
 */
export function claimsKeyInStatement<P extends RoutePath>(_path: P, handler: Handler<P>): Handler<P> {
  return Object.assign(handler, { [CLAIMS_IN_STATEMENT]: true });
}

export function isClaimingInStatement(handler: object): boolean {
  return CLAIMS_IN_STATEMENT in handler;
}

/**
 * A point-changing call whose one statement claims the key together with its change (the counter's
 * give-points, in one round trip): `run` gets the claim to embed. When the key is taken — a retry, or a
 * concurrent call that committed first — the first answer is returned and nothing is written twice.
 */
export async function runClaimingInStatement<T extends object>(
  db: Db,
  claim: Claim,
  run: (claim: Claim) => Promise<T>,
): Promise<T> {
  // A key whose first call failed is never stored, so a taken key always has its answer; twice is
  // enough for the one race left (the first answer read before that call committed).
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(claim);
    } catch (error) {
      // On a remembered session the first answer is not given: the route layer reads the session again.
      if (!isKeyTaken(error) || claim.sessionCheck) throw error;
      const first = await firstAnswer<T>(db, claim);
      if (first) return first;
      if (attempt > 0) throw error;
    }
  }
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
      if (!first) throw conflict(KEY_REUSED);
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
