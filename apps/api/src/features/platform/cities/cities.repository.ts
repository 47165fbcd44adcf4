import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { cities, countries, locations, stores } from '../../../db/schema.ts';

type CityValues = Omit<typeof cities.$inferInsert, 'id'>;
type CountryValues = Pick<
  typeof countries.$inferInsert,
  'name' | 'countryCode' | 'phoneCode' | 'currencyCode'
>;

/** Locations not deleted that are in the city: a deleted one keeps its city for the history. */
const locationsCount = sql<number>`(select count(*)::int from ${locations} l where l.city_id = "cities"."id" and l.deleted_at is null)`;

const withCount = {
  id: cities.id,
  name: cities.name,
  countryId: cities.countryId,
  latitude: cities.latitude,
  longitude: cities.longitude,
  zoom: cities.zoom,
  timeZone: cities.timeZone,
  locationsCount,
};

export function listCities(db: DbOrTx, countryId?: number) {
  return db
    .select(withCount)
    .from(cities)
    .where(countryId === undefined ? undefined : eq(cities.countryId, countryId))
    .orderBy(asc(cities.name), asc(cities.id));
}

export async function findCity(db: DbOrTx, id: number) {
  const [row] = await db.select(withCount).from(cities).where(eq(cities.id, id)).limit(1);
  return row;
}

/** The city row locked for a change, so two time zone changes of one city are told apart. */
export async function lockCity(db: DbOrTx, id: number) {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).for('update');
  return row;
}

export async function insertCity(db: DbOrTx, values: CityValues): Promise<number> {
  const [row] = await db.insert(cities).values(values).returning({ id: cities.id });
  return row!.id;
}

export async function updateCity(db: DbOrTx, id: number, values: CityValues): Promise<void> {
  await db.update(cities).set(values).where(eq(cities.id, id));
}

/** Deletes the city; a location (even a deleted one) that names it makes the database refuse. */
export async function deleteCity(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id });
  return rows.length > 0;
}

export async function countLiveLocationsIn(db: DbOrTx, cityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(locations)
    .where(and(eq(locations.cityId, cityId), isNull(locations.deletedAt)));
  return row?.n ?? 0;
}

/** Whether PostgreSQL knows the time zone: the stores' days are counted by it in SQL. */
export async function isKnownTimeZone(db: DbOrTx, name: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from pg_timezone_names where name = ${name} limit 1`);
  return rows.length > 0;
}

/**
 * The stores with a live location in the city that count their days by the city's old time zone
 * count them by the new one from now on.
 */
export async function moveStoresTimeZone(db: DbOrTx, cityId: number, from: string, to: string) {
  await db
    .update(stores)
    .set({ timeZone: to })
    .where(
      and(
        eq(stores.timeZone, from),
        sql`exists (select 1 from ${locations} l where l.store_id = ${stores.id} and l.city_id = ${cityId} and l.deleted_at is null)`,
      ),
    );
}

export async function updateCountry(db: DbOrTx, id: number, values: CountryValues) {
  const [row] = await db.update(countries).set(values).where(eq(countries.id, id)).returning();
  return row;
}
