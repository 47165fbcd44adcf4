import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { stores } from '../../../db/schema.ts';

/** An open store by its slug (its public page), or by id: its id and name. */
export async function openStore(db: DbOrTx, by: { slug: string } | { id: number }) {
  const [row] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(
      and(
        'slug' in by ? eq(stores.slug, by.slug) : eq(stores.id, by.id),
        eq(stores.active, true),
        isNull(stores.deletedAt),
      ),
    )
    .limit(1);
  return row;
}
