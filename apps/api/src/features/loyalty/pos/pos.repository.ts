import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { stores } from '../../../db/schema.ts';
import type { Session } from '../../../lib/context.ts';
import { counterSettingsColumns } from '../../account/stores/index.ts';
import { apiTokens } from './api-tokens.table.ts';

export const POS_TOKEN_PREFIX = 'pos_';

/** A POS token's session: the store, giving points only, no employee. */
export async function findPosSession(db: DbOrTx, tokenHash: Buffer): Promise<Session | null> {
  const [row] = await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .from(stores)
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.deletedAt),
        eq(stores.id, apiTokens.storeId),
        eq(stores.active, true),
        isNull(stores.deletedAt),
      ),
    )
    .returning({
      id: apiTokens.id,
      storeId: apiTokens.storeId,
      store: counterSettingsColumns,
    });
  if (!row) return null;
  return {
    kind: 'pos',
    sessionId: row.id,
    userId: 0,
    userType: 'client',
    storeId: row.storeId,
    storeUserType: null,
    locationId: null,
    permissions: { permGivePoints: true, permRedeem: false, permCreateCustomer: false, permStore: false },
    store: row.store,
  };
}

export async function findLiveToken(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.storeId, storeId), isNull(apiTokens.deletedAt)))
    .limit(1);
  return row;
}

/** Ends the store's live tokens; answers the last four characters of each. */
export async function deleteLiveTokens(db: DbOrTx, storeId: number): Promise<string[]> {
  const rows = await db
    .update(apiTokens)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(apiTokens.storeId, storeId), isNull(apiTokens.deletedAt)))
    .returning({ lastFour: apiTokens.lastFour });
  return rows.map((r) => r.lastFour);
}

export async function insertToken(
  db: DbOrTx,
  values: { storeId: number; tokenHash: Buffer; lastFour: string; createdByUserId: number },
) {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}
