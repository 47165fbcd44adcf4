import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { stores } from '../../../db/schema.ts';

/** The store's stamp card settings and its time zone (a stamp's day is the store's). */
export async function stampSettingsOf(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      on: stores.stampsOn,
      perCard: stores.stampsPerCard,
      prize: stores.stampPrize,
      oncePerDay: stores.stampsOncePerDay,
      timeZone: stores.timeZone,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}
