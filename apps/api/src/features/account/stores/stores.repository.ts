import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { countries, currencies, customers, sessions, storeTypes, users } from '../../../db/schema.ts';
import { storeEvents } from './store-events.table.ts';
import { stores } from './stores.table.ts';
import type { WalletAddress } from './wallet-link.ts';

function slugify(name: string): string {
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

/** The store columns every counter call needs (lib/context.ts CounterSettings), read with the session. */
export const counterSettingsColumns = {
  name: stores.name,
  useConversion: stores.useConversion,
  conversionPoints: stores.conversionPoints,
  conversionMoneyCents: stores.conversionMoneyCents,
  emailOnGivePoints: stores.emailOnGivePoints,
  emailOnRedeemed: stores.emailOnRedeemed,
  discountGivenPoints: stores.discountGivenPoints,
  timeZone: stores.timeZone,
  duplicateTicketDays: stores.duplicateTicketDays,
  referralsOn: stores.referralsOn,
};

export async function findStore(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select()
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1)
    .prepare('store_by_id')
    .execute();
  return row;
}

/** A store with the names its settings screen shows: country, store type, currency. */
export async function findStoreDetails(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      store: stores,
      countryName: countries.name,
      countryCode: countries.countryCode,
      storeTypeName: storeTypes.name,
      storeTypeTranslations: storeTypes.translations,
      currencyName: currencies.name,
    })
    .from(stores)
    .innerJoin(countries, eq(countries.id, stores.countryId))
    .innerJoin(currencies, eq(currencies.code, stores.currencyCode))
    .leftJoin(storeTypes, eq(storeTypes.id, stores.storeTypeId))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row;
}

/** clientsAmount of the store info: its customers that are not deleted. */
export async function countStoreCustomers(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), isNull(customers.deletedAt)));
  return row?.n ?? 0;
}

export type StoreSettings = Partial<
  Omit<typeof stores.$inferInsert, 'id' | 'countryId' | 'createdAt' | 'deletedAt' | 'active'>
>;

export async function updateStore(db: DbOrTx, storeId: number, values: StoreSettings): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(stores).set(values).where(eq(stores.id, storeId));
}

/**
 * The settings whose changes are audited with what they were (points expiry, birthday gift, referrals, stamp card), locked
 * until the transaction ends (a save compares them).
 */
export async function lockAuditedSettings(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      rule: stores.pointsExpiryRule,
      months: stores.pointsExpiryMonths,
      gift: stores.birthdayGift,
      points: stores.birthdayPoints,
      referralsOn: stores.referralsOn,
      referrerPoints: stores.referrerPoints,
      friendPoints: stores.friendPoints,
      referralMinPurchaseCents: stores.referralMinPurchaseCents,
      referralMonthlyCap: stores.referralMonthlyCap,
      stampsOn: stores.stampsOn,
      stampsPerCard: stores.stampsPerCard,
      stampPrize: stores.stampPrize,
      stampsOncePerDay: stores.stampsOncePerDay,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  return row;
}

/** A store that moves country takes the country's currency and time zone, as a new store there would. */
export async function moveStoreToCountry(
  db: DbOrTx,
  storeId: number,
  country: { id: number; currencyCode: string; timeZone: string; phoneCode: string },
): Promise<void> {
  await db
    .update(stores)
    .set({
      countryId: country.id,
      currencyCode: country.currencyCode,
      timeZone: country.timeZone,
      phoneCode: country.phoneCode,
    })
    .where(eq(stores.id, storeId));
}

/** The constraint a slug already in use violates (drizzle's name for stores.slug's unique). */
export const SLUG_UNIQUE = 'stores_slug_unique';

export async function slugTaken(db: DbOrTx, slug: string, exceptStoreId: number): Promise<boolean> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.slug, slug), ne(stores.id, exceptStoreId)))
    .limit(1);
  return rows.length > 0;
}

/** Ends every session of the store's users: their next request is refused. */
async function revokeStoreSessions(db: DbOrTx, storeId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.storeId, storeId))),
      ),
    );
}

/**
 * Closes a store's account: it is deactivated (its data stays for the platform's records) and every
 * session of its users ends; sign-in already refuses users of an inactive store.
 */
export async function closeStore(db: DbOrTx, storeId: number): Promise<void> {
  await db.update(stores).set({ active: false, deletedAt: sql`now()` }).where(eq(stores.id, storeId));
  await revokeStoreSessions(db, storeId);
}

/**
 * The platform admin's switch. Off: the store's users' sessions end, and its POS token and customers'
 * wallet sessions are refused while it stays off (every request checks the store); nothing is deleted.
 * On: its users may sign in again (a closed store is reopened).
 */
export async function setStoreActive(db: DbOrTx, storeId: number, active: boolean): Promise<void> {
  await db
    .update(stores)
    .set(active ? { active: true, deletedAt: null } : { active: false })
    .where(eq(stores.id, storeId));
  if (!active) await revokeStoreSessions(db, storeId);
}

/** Notes a change of the store's settings or standing, for the admin's activity modal. */
export async function recordStoreEvent(
  db: DbOrTx,
  storeId: number,
  userId: number | null,
  detail: string,
): Promise<void> {
  await db.insert(storeEvents).values({ storeId, userId, detail });
}

/**
 * An open store by its wallet address: its country's code (any case) and its slug; undefined when
 * there is none, or it is inactive or deleted.
 */
export async function findOpenStoreByAddress(db: DbOrTx, countryCode: string, slug: string) {
  const [row] = await db
    .select({ store: stores, countryCode: countries.countryCode, currencySymbol: currencies.symbol })
    .from(stores)
    .innerJoin(countries, eq(countries.id, stores.countryId))
    .innerJoin(currencies, eq(currencies.code, stores.currencyCode))
    .where(
      and(
        eq(stores.slug, slug),
        sql`lower(${countries.countryCode}) = lower(${countryCode})`,
        eq(stores.active, true),
        isNull(stores.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The store's wallet address (country code and slug), which its coupons' QR codes and mails open (wallet-link.ts). */
export async function walletAddressOf(db: DbOrTx, storeId: number): Promise<WalletAddress | null> {
  const [row] = await db
    .select({ countryCode: countries.countryCode, slug: stores.slug })
    .from(stores)
    .innerJoin(countries, eq(countries.id, stores.countryId))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}
