import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { cities, users } from '../../../db/schema.ts';
import { locations } from './locations.table.ts';

export async function insertLocation(db: DbOrTx, values: typeof locations.$inferInsert) {
  const [row] = await db.insert(locations).values(values).returning();
  return row!;
}

const liveEmployees = and(eq(users.storeUserType, 'employee'), isNull(users.deletedAt));

/** The store's locations (not deleted), with their city and how many employees work there. */
export function listLocations(db: DbOrTx, storeId: number, locationId?: number) {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      address: locations.address,
      openingHours: locations.openingHours,
      cityId: cities.id,
      cityName: cities.name,
      employeesCount: sql<number>`(select count(*) from ${users} where ${users.locationId} = ${locations.id} and ${liveEmployees})`,
    })
    .from(locations)
    .leftJoin(cities, eq(cities.id, locations.cityId))
    .where(
      and(
        eq(locations.storeId, storeId),
        isNull(locations.deletedAt),
        locationId ? eq(locations.id, locationId) : undefined,
      ),
    )
    .orderBy(asc(locations.id));
}
export type LocationRow = Awaited<ReturnType<typeof listLocations>>[number];

export async function findLocation(db: DbOrTx, storeId: number, locationId: number) {
  const [row] = await listLocations(db, storeId, locationId);
  return row;
}

export async function updateLocation(
  db: DbOrTx,
  storeId: number,
  locationId: number,
  values: Partial<Pick<typeof locations.$inferInsert, 'name' | 'address' | 'cityId' | 'openingHours'>>,
): Promise<boolean> {
  if (Object.keys(values).length === 0) return true;
  const rows = await db
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, locationId), eq(locations.storeId, storeId), isNull(locations.deletedAt)))
    .returning({ id: locations.id });
  return rows.length > 0;
}

export async function countLiveLocations(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(locations)
    .where(and(eq(locations.storeId, storeId), isNull(locations.deletedAt)));
  return row?.n ?? 0;
}

export async function countLocationEmployees(
  db: DbOrTx,
  storeId: number,
  locationId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.locationId, locationId), liveEmployees));
  return row?.n ?? 0;
}

export async function softDeleteLocation(db: DbOrTx, storeId: number, locationId: number): Promise<void> {
  await db
    .update(locations)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(locations.id, locationId), eq(locations.storeId, storeId), isNull(locations.deletedAt)));
}

/** Serialises location deletions of one store, so two at once cannot remove the last one. */
export async function lockStoreLocations(db: DbOrTx, storeId: number): Promise<void> {
  await db.execute(sql`select id from ${locations} where store_id = ${storeId} for update`);
}

export function listCitiesOfCountry(db: DbOrTx, countryId: number) {
  return db.select().from(cities).where(eq(cities.countryId, countryId)).orderBy(asc(cities.name));
}

export async function findCityOfCountry(db: DbOrTx, cityId: number, countryId: number) {
  const [row] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.countryId, countryId)))
    .limit(1);
  return row;
}
