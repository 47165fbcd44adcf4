import type { ProductCategory } from '@premia/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { productCategories } from '../../../db/schema.ts';

type NewCategory = Pick<typeof productCategories.$inferInsert, 'storeId' | 'name' | 'image' | 'active'>;

export async function listCategories(db: DbOrTx, storeId: number): Promise<ProductCategory[]> {
  const rows = await db
    .select({
      c: productCategories,
      // Named in full: inside a select list drizzle writes a column without its table.
      products: sql<number>`(select count(*)::int from products p where p.category_id = product_categories.id and p.deleted_at is null)`,
    })
    .from(productCategories)
    .where(eq(productCategories.storeId, storeId))
    .orderBy(asc(productCategories.position), asc(productCategories.id));
  return rows.map(({ c, products }) => ({
    id: c.id,
    name: c.name,
    image: c.image,
    position: c.position,
    active: c.active,
    products,
  }));
}

/** A category of the store, or undefined (another store's is not found). */
export async function findCategory(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.storeId, storeId), eq(productCategories.id, id)));
  return row;
}

/** Inserted last in the store's order. */
export async function insertCategory(db: DbOrTx, values: NewCategory): Promise<number> {
  const [row] = await db
    .insert(productCategories)
    .values({
      ...values,
      position: sql`(select coalesce(max(position), -1) + 1 from product_categories where store_id = ${values.storeId})`,
    })
    .returning({ id: productCategories.id });
  return row!.id;
}

export async function updateCategory(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Partial<NewCategory>,
): Promise<boolean> {
  const rows = await db
    .update(productCategories)
    .set(values)
    .where(and(eq(productCategories.storeId, storeId), eq(productCategories.id, id)))
    .returning({ id: productCategories.id });
  return rows.length > 0;
}

/** Deletes a category; its products lose it (the foreign key sets null). */
export async function deleteCategory(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(productCategories)
    .where(and(eq(productCategories.storeId, storeId), eq(productCategories.id, id)))
    .returning({ id: productCategories.id });
  return rows.length > 0;
}

/** Every category's position from its place in `ids`, in one statement. */
export async function setPositions(db: DbOrTx, storeId: number, ids: number[]): Promise<void> {
  await db.execute(sql`
    update product_categories c set position = o.position - 1
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
    where c.id = o.id and c.store_id = ${storeId}`);
}
