import type { ShippingCost } from '@premia/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { shippingCosts } from '../../../db/schema.ts';

type Values = Pick<typeof shippingCosts.$inferInsert, 'name' | 'costCents' | 'freeFromCents' | 'active'>;

const toShippingCost = (row: typeof shippingCosts.$inferSelect): ShippingCost => ({
  id: row.id,
  name: row.name,
  costCents: row.costCents,
  freeFromCents: row.freeFromCents,
  active: row.active,
});

export async function listShippingCosts(
  db: DbOrTx,
  storeId: number,
  onlyActive = false,
): Promise<ShippingCost[]> {
  const rows = await db
    .select()
    .from(shippingCosts)
    .where(and(eq(shippingCosts.storeId, storeId), onlyActive ? eq(shippingCosts.active, true) : undefined))
    .orderBy(asc(shippingCosts.name), asc(shippingCosts.id));
  return rows.map(toShippingCost);
}

export async function findShippingCost(
  db: DbOrTx,
  storeId: number,
  id: number,
): Promise<ShippingCost | undefined> {
  const [row] = await db
    .select()
    .from(shippingCosts)
    .where(and(eq(shippingCosts.storeId, storeId), eq(shippingCosts.id, id)));
  return row && toShippingCost(row);
}

export async function insertShippingCost(db: DbOrTx, storeId: number, values: Values): Promise<ShippingCost> {
  const [row] = await db
    .insert(shippingCosts)
    .values({ storeId, ...values })
    .returning();
  return toShippingCost(row!);
}

export async function updateShippingCost(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Values,
): Promise<ShippingCost | undefined> {
  const [row] = await db
    .update(shippingCosts)
    .set(values)
    .where(and(eq(shippingCosts.storeId, storeId), eq(shippingCosts.id, id)))
    .returning();
  return row && toShippingCost(row);
}

export async function deleteShippingCost(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(shippingCosts)
    .where(and(eq(shippingCosts.storeId, storeId), eq(shippingCosts.id, id)))
    .returning({ id: shippingCosts.id });
  return rows.length > 0;
}
