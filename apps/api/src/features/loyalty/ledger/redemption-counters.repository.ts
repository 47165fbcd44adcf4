import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { rewards, stores } from '../../../db/schema.ts';

// What a reversed redemption gives back: the reward's unit of stock and the store's allowance.

export async function restoreStock(db: DbOrTx, storeId: number, id: number): Promise<void> {
  await db
    .update(rewards)
    .set({ stock: sql`${rewards.stock} + 1` })
    .where(and(eq(rewards.storeId, storeId), eq(rewards.id, id), sql`${rewards.stock} is not null`));
}

/** Gives back one redemption of the store's allowance (a redemption was reversed). */
export async function returnAllowance(db: DbOrTx, storeId: number): Promise<void> {
  await db
    .update(stores)
    .set({ redeemUsed: sql`greatest(${stores.redeemUsed} - 1, 0)` })
    .where(eq(stores.id, storeId));
}
