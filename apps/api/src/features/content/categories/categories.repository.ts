import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { categories } from './categories.table.ts';

export type CategoryRow = typeof categories.$inferSelect;
type CategoryValues = Pick<typeof categories.$inferInsert, 'name' | 'image' | 'translations'>;

/** Whether a category has a Spanish text: only those are shown to stores (spec §3). */
const hasSpanish = sql`${categories.translations} @> '[{"languageCode":"es"}]'::jsonb`;

export function listCategories(db: DbOrTx) {
  return db.select().from(categories).orderBy(asc(categories.name), asc(categories.id));
}

export function listSpanishCategories(db: DbOrTx) {
  return db.select().from(categories).where(hasSpanish).orderBy(asc(categories.id));
}

export async function findCategory(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function insertCategory(db: DbOrTx, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: CategoryValues,
): Promise<CategoryRow | undefined> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

/** Deletes the category; a row that names it (an offer) makes the database refuse. */
export async function deleteCategory(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}
