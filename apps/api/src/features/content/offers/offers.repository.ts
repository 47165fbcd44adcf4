import type { Offer } from '@premia/contract';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Owner, ownedBy } from '../../../db/content-owner.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { currencies, stores } from '../../../db/schema.ts';
import { offers } from './offers.table.ts';

// Qualified by hand: drizzle leaves columns unqualified in a one-table select.
/** The category's name: its Spanish text (spec §3). */
const categoryName = sql<
  string | null
>`(select t->>'text' from categories c, jsonb_array_elements(c.translations) t
  where c.id = offers.category_id and t->>'languageCode' = 'es' limit 1)`;
/** Past its last day in its store's time zone (a platform offer has no store: its day is UTC's). */
const expired = sql<boolean>`coalesce(offers.expiration_date < coalesce(
  (select (now() at time zone s.time_zone)::date from stores s where s.id = offers.store_id),
  (now() at time zone 'UTC')::date), false)`;

const cents = (value: number | null) => (value === null ? null : value / 100);

type Row = { o: typeof offers.$inferSelect; categoryName: string | null; expired: boolean };

function toOffer({ o, categoryName, expired }: Row): Offer {
  return {
    id: o.id,
    type: o.type,
    name: o.name,
    description: o.description,
    active: o.active,
    image: o.image,
    imageSquared: o.imageSquared,
    buttonText: o.buttonText,
    buttonLink: o.buttonLink,
    price: cents(o.priceCents),
    oldPrice: cents(o.oldPriceCents),
    public: o.public,
    category: o.categoryId !== null && categoryName ? { id: o.categoryId, name: categoryName } : null,
    expirationDate: o.expirationDate,
    expired,
    platform: o.storeId === null,
    segmentId: o.segmentId,
    createdAt: o.createdAt.toISOString(),
  };
}

export type OfferValues = Omit<typeof offers.$inferInsert, 'id' | 'storeId' | 'createdAt' | 'updatedAt'>;

const select = (db: DbOrTx) => db.select({ o: offers, categoryName, expired }).from(offers);
const newestFirst = [desc(offers.createdAt), desc(offers.id)];

export async function listOffers(db: DbOrTx, owner: Owner): Promise<Offer[]> {
  return (
    await select(db)
      .where(ownedBy(offers.storeId, owner))
      .orderBy(...newestFirst)
  ).map(toOffer);
}

async function findOffer(db: DbOrTx, id: number): Promise<Offer> {
  const [row] = await select(db).where(eq(offers.id, id)).limit(1);
  return toOffer(row!);
}

export async function insertOffer(db: DbOrTx, owner: Owner, values: OfferValues): Promise<Offer> {
  const [row] = await db
    .insert(offers)
    .values({ ...values, storeId: owner })
    .returning({ id: offers.id });
  return findOffer(db, row!.id);
}

export async function updateOffer(
  db: DbOrTx,
  owner: Owner,
  id: number,
  values: Partial<OfferValues>,
): Promise<Offer | undefined> {
  const [row] = await db
    .update(offers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(ownedBy(offers.storeId, owner), eq(offers.id, id)))
    .returning({ id: offers.id });
  return row && findOffer(db, row.id);
}

export async function deleteOffer(db: DbOrTx, owner: Owner, id: number): Promise<boolean> {
  const rows = await db
    .delete(offers)
    .where(and(ownedBy(offers.storeId, owner), eq(offers.id, id)))
    .returning({ id: offers.id });
  return rows.length > 0;
}

/**
 * What a store's customers see, newest first: the store's active offers that have not expired and,
 * signed in, the platform's; only the store's public ones when nobody is signed in, never one shown to
 * a segment. A signed-in reader gets the offers shown to a segment too: the caller keeps those of the
 * segments the customer is in.
 */
export async function offersShownIn(db: DbOrTx, storeId: number, onlyPublic: boolean): Promise<Offer[]> {
  const where: SQL[] = [eq(offers.active, true), sql`not ${expired}`];
  where.push(
    onlyPublic
      ? and(eq(offers.storeId, storeId), eq(offers.public, true), isNull(offers.segmentId))!
      : or(eq(offers.storeId, storeId), isNull(offers.storeId))!,
  );
  const rows = await select(db)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(200);
  return rows.map(toOffer);
}

/** The store's currency: its code and name (prices are in it). */
export async function currencyOf(db: DbOrTx, storeId: number): Promise<{ code: string; name: string }> {
  const [row] = await db
    .select({ code: stores.currencyCode, name: currencies.name })
    .from(stores)
    .innerJoin(currencies, eq(currencies.code, stores.currencyCode))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? { code: '', name: '' };
}
