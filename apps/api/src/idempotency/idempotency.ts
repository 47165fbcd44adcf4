import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import { conflict, invalid } from '../lib/errors.ts';
import { idempotencyKeys } from './idempotency.table.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * Runs a point-changing call at most once per (store, Idempotency-Key): the key is claimed in the same
 * transaction as the work, so a concurrent retry waits for the first and then returns its answer; a
 * retry after a failure runs again (nothing was written). The same key with another body → 409.
 */
export async function runIdempotent<T extends object>(
  db: Db,
  scope: { storeId: number; route: string; key: string; input: unknown },
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!KEY_PATTERN.test(scope.key)) {
    throw invalid('La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres visibles.');
  }
  const requestHash = createHash('sha256').update(JSON.stringify(scope.input)).digest('hex');
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ storeId: scope.storeId, key: scope.key, route: scope.route, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      // Every counter call with a key runs these two: planned once per connection (db/named-query.ts).
      .prepare('idempotency_claim')
      .execute();
    const where = and(eq(idempotencyKeys.storeId, scope.storeId), eq(idempotencyKeys.key, scope.key));
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(where);
      if (!first || first.route !== scope.route || first.requestHash !== requestHash) {
        throw conflict('Esa clave de idempotencia ya se usó con otra petición.');
      }
      return first.response as T;
    }
    const result = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result })
      .where(where)
      .prepare('idempotency_answer')
      .execute();
    return result;
  });
}
