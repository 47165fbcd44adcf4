import type { NewsItem } from '@premia/contract';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Owner, ownedBy } from '../../../db/content-owner.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { news } from './news.table.ts';

function toNews(r: typeof news.$inferSelect): NewsItem {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    image: r.image,
    imageSquared: r.imageSquared,
    active: r.active,
    buttonText: r.buttonText,
    buttonLink: r.buttonLink,
    public: r.public,
    platform: r.storeId === null,
    createdAt: r.createdAt.toISOString(),
  };
}

export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'storeId' | 'createdAt' | 'updatedAt'>;

export async function listNews(db: DbOrTx, owner: Owner): Promise<NewsItem[]> {
  const rows = await db
    .select()
    .from(news)
    .where(ownedBy(news.storeId, owner))
    .orderBy(desc(news.createdAt), desc(news.id));
  return rows.map(toNews);
}

export async function insertNews(db: DbOrTx, owner: Owner, values: NewsValues): Promise<NewsItem> {
  const [row] = await db
    .insert(news)
    .values({ ...values, storeId: owner })
    .returning();
  return toNews(row!);
}

export async function updateNews(
  db: DbOrTx,
  owner: Owner,
  id: number,
  values: NewsValues,
): Promise<NewsItem | undefined> {
  const [row] = await db
    .update(news)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(ownedBy(news.storeId, owner), eq(news.id, id)))
    .returning();
  return row && toNews(row);
}

export async function deleteNews(db: DbOrTx, owner: Owner, id: number): Promise<boolean> {
  const rows = await db
    .delete(news)
    .where(and(ownedBy(news.storeId, owner), eq(news.id, id)))
    .returning({ id: news.id });
  return rows.length > 0;
}

/**
 * What a store's customers see, newest first: the store's active news and the platform's; only the
 * public ones when nobody is signed in (the store's public page).
 */
export async function feedOf(db: DbOrTx, storeId: number, onlyPublic: boolean): Promise<NewsItem[]> {
  const where: SQL[] = [eq(news.active, true), or(eq(news.storeId, storeId), isNull(news.storeId))!];
  if (onlyPublic) where.push(eq(news.public, true));
  const rows = await db
    .select()
    .from(news)
    .where(and(...where))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(100);
  return rows.map(toNews);
}
