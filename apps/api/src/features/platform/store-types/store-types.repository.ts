import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { stores, storeTypes } from '../../../db/schema.ts';

type StoreTypeValues = Pick<typeof storeTypes.$inferInsert, 'name' | 'image' | 'translations'>;

/** Every stored store, closed ones too, keeps its type: all of them count as using it. */
const storesCount = sql<number>`(select count(*)::int from ${stores} s where s.store_type_id = "store_types"."id")`;

const withCount = {
  id: storeTypes.id,
  name: storeTypes.name,
  image: storeTypes.image,
  translations: storeTypes.translations,
  storesCount,
};

export function listStoreTypesWithUse(db: DbOrTx) {
  return db.select(withCount).from(storeTypes).orderBy(asc(storeTypes.name), asc(storeTypes.id));
}

export async function findStoreTypeWithUse(db: DbOrTx, id: number) {
  const [row] = await db.select(withCount).from(storeTypes).where(eq(storeTypes.id, id)).limit(1);
  return row;
}

export async function insertStoreType(db: DbOrTx, values: StoreTypeValues): Promise<number> {
  const [row] = await db.insert(storeTypes).values(values).returning({ id: storeTypes.id });
  return row!.id;
}

export async function updateStoreType(db: DbOrTx, id: number, values: StoreTypeValues): Promise<boolean> {
  const rows = await db
    .update(storeTypes)
    .set(values)
    .where(eq(storeTypes.id, id))
    .returning({ id: storeTypes.id });
  return rows.length > 0;
}

/** Deletes the type; a store that uses it makes the database refuse (foreign key). */
export async function deleteStoreType(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(storeTypes).where(eq(storeTypes.id, id)).returning({ id: storeTypes.id });
  return rows.length > 0;
}
