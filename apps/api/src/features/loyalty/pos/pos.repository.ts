import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { locations, stores } from '../../../db/schema.ts';
import type { Session } from '../../../lib/context.ts';
import { counterSettingsColumns } from '../../account/stores/index.ts';
import { apiTokens } from './api-tokens.table.ts';

export const POS_TOKEN_PREFIX = 'pos_';

/**
 * A till's session: the store, giving points only, no employee; its id is the till's and its location
 * the till's, so that what it writes records both (lib/context.ts actorOf).
 */
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
      locationId: apiTokens.locationId,
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
    locationId: row.locationId,
    permissions: { permGivePoints: true, permRedeem: false, permCreateCustomer: false, permStore: false },
    store: row.store,
  };
}

const tillColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  lastFour: apiTokens.lastFour,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  locationId: apiTokens.locationId,
  locationName: locations.name,
};

export type TillRow = Awaited<ReturnType<typeof listLiveTills>>[number];

/** The store's live tills, oldest first; `tillId` narrows to one. */
export function listLiveTills(db: DbOrTx, storeId: number, tillId?: number) {
  return db
    .select(tillColumns)
    .from(apiTokens)
    .leftJoin(
      locations,
      and(eq(locations.id, apiTokens.locationId), eq(locations.storeId, apiTokens.storeId)),
    )
    .where(
      and(
        eq(apiTokens.storeId, storeId),
        isNull(apiTokens.deletedAt),
        tillId === undefined ? undefined : eq(apiTokens.id, tillId),
      ),
    )
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

/** The store's live default till (the unnamed one of /client/api/token/*). */
export async function findDefaultTill(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.storeId, storeId), isNull(apiTokens.deletedAt), isNull(apiTokens.name)))
    .limit(1);
  return row;
}

/** Ends the store's live default till; answers the last four characters of each token ended. */
export async function deleteDefaultTills(db: DbOrTx, storeId: number): Promise<string[]> {
  const rows = await db
    .update(apiTokens)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(apiTokens.storeId, storeId), isNull(apiTokens.deletedAt), isNull(apiTokens.name)))
    .returning({ lastFour: apiTokens.lastFour });
  return rows.map((r) => r.lastFour);
}

/** Ends one live till of the store; answers it, or undefined when the store has no such live till. */
export async function revokeTill(db: DbOrTx, storeId: number, tillId: number) {
  const [row] = await db
    .update(apiTokens)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(apiTokens.storeId, storeId), eq(apiTokens.id, tillId), isNull(apiTokens.deletedAt)))
    .returning({ id: apiTokens.id, name: apiTokens.name, lastFour: apiTokens.lastFour });
  return row;
}

export const TILL_NAME_INDEX = 'api_tokens_name_uq';

export async function insertToken(
  db: DbOrTx,
  values: {
    storeId: number;
    tokenHash: Buffer;
    lastFour: string;
    createdByUserId: number;
    name?: string | null;
    locationId?: number | null;
  },
) {
  const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  return row!;
}
