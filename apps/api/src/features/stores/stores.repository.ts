import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { stores } from './stores.table.ts';

export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return base || 'negocio';
}

/** A slug not used by any store: the name's, or the name's with a number. */
export async function freeSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name);
  const result = await db.execute<{ slug: string }>(
    sql`select slug::text as slug from stores where slug = ${base} or slug ~ ${`^${base}-[0-9]+$`}`,
  );
  const taken = new Set(result.rows.map((r) => r.slug.toLowerCase()));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function insertStore(db: DbOrTx, values: typeof stores.$inferInsert) {
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

export async function findStore(db: DbOrTx, storeId: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return row;
}
