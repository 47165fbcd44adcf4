import type { Level } from '@premia/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { sql } from '../../../db/sql.ts';
import { customerLevels } from './levels.table.ts';

export async function listLevels(db: DbOrTx, storeId: number): Promise<Level[]> {
  const rows = await db
    .select({
      l: customerLevels,
      // The level's row of customer_figures, one per shard. Named in full: drizzle writes a column inside
      // a select list without its table.
      customers: sql<number>`(select coalesce(sum(f.customers), 0)::int from customer_figures f
        where f.store_id = customer_levels.store_id and f.level_id = customer_levels.id)`,
    })
    .from(customerLevels)
    .where(eq(customerLevels.storeId, storeId))
    .orderBy(asc(customerLevels.position), asc(customerLevels.minPoints), asc(customerLevels.id));
  return rows.map(({ l, customers: n }) => ({
    id: l.id,
    name: l.name,
    minPoints: l.minPoints,
    benefits: l.benefits,
    color: l.color,
    position: l.position,
    customers: n,
  }));
}

export async function insertLevel(db: DbOrTx, values: typeof customerLevels.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(customerLevels)
    .values({
      ...values,
      position: sql`(select coalesce(max(position), -1) + 1 from customer_levels where store_id = ${values.storeId})`,
    })
    .returning({ id: customerLevels.id });
  return row!.id;
}

export async function updateLevel(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Partial<typeof customerLevels.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(customerLevels)
    .set(values)
    .where(and(eq(customerLevels.storeId, storeId), eq(customerLevels.id, id)))
    .returning({ id: customerLevels.id });
  return rows.length > 0;
}

export async function deleteLevel(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(customerLevels)
    .where(and(eq(customerLevels.storeId, storeId), eq(customerLevels.id, id)))
    .returning({ id: customerLevels.id });
  // Its customers are now without a level (the foreign key set it null, and the figures' trigger moved
  // them): its figures rows add up to nothing.
  await db.execute(sql`delete from customer_figures where store_id = ${storeId} and level_id = ${id}`);
  return rows.length > 0;
}

export async function setPositions(db: DbOrTx, storeId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(customerLevels)
      .set({ position })
      .where(and(eq(customerLevels.storeId, storeId), eq(customerLevels.id, id)));
  }
}
