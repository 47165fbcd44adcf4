import type { Banner } from '@premia/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { banners } from './banners.table.ts';

function toBanner(r: typeof banners.$inferSelect): Banner {
  return {
    id: r.id,
    image: r.image,
    title: r.title,
    link: r.link,
    position: r.position,
    active: r.active,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
  };
}

export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'storeId' | 'createdAt'>;

const order = [asc(banners.position), asc(banners.id)];

export async function listBanners(db: DbOrTx, storeId: number): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.storeId, storeId))
    .orderBy(...order);
  return rows.map(toBanner);
}

export async function insertBanner(db: DbOrTx, storeId: number, values: BannerValues): Promise<Banner> {
  const [row] = await db
    .insert(banners)
    .values({ ...values, storeId })
    .returning();
  return toBanner(row!);
}

export async function updateBanner(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: BannerValues,
): Promise<Banner | undefined> {
  const [row] = await db
    .update(banners)
    .set(values)
    .where(and(eq(banners.storeId, storeId), eq(banners.id, id)))
    .returning();
  return row && toBanner(row);
}

export async function deleteBanner(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(banners)
    .where(and(eq(banners.storeId, storeId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

/** The carousel now: active banners within their days, in the store's time zone. */
export async function carouselOf(db: DbOrTx, storeId: number): Promise<Banner[]> {
  const today = sql`(select (now() at time zone s.time_zone)::date from stores s where s.id = ${storeId})`;
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.storeId, storeId),
        eq(banners.active, true),
        sql`(${banners.startsOn} is null or ${banners.startsOn} <= ${today})`,
        sql`(${banners.endsOn} is null or ${banners.endsOn} >= ${today})`,
      ),
    )
    .orderBy(...order)
    .limit(20);
  return rows.map(toBanner);
}
