import { and, asc, count, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { cities, countries, locations, stores } from '../../../db/schema.ts';

export interface LocationFilter {
  countryId?: number;
  cityId?: number;
  /** Part of the store's name. */
  store?: string;
}

/** `%`, `_` and `\` typed in a search are letters, not LIKE patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: LocationFilter, locationId?: number): SQL | undefined {
  return and(
    isNull(locations.deletedAt),
    locationId === undefined ? undefined : eq(locations.id, locationId),
    filter.countryId === undefined ? undefined : eq(stores.countryId, filter.countryId),
    filter.cityId === undefined ? undefined : eq(locations.cityId, filter.cityId),
    filter.store ? ilike(stores.name, `%${literal(filter.store)}%`) : undefined,
  );
}

const columns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  storeId: stores.id,
  storeName: stores.name,
  cityId: cities.id,
  cityName: cities.name,
  countryId: countries.id,
  countryName: countries.name,
};

function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(locations)
    .innerJoin(stores, eq(stores.id, locations.storeId))
    .innerJoin(countries, eq(countries.id, stores.countryId))
    .leftJoin(cities, eq(cities.id, locations.cityId));
}

/** One page of every store's live locations, by store name, store and location. */
export function pageOfLocations(db: DbOrTx, filter: LocationFilter, page: number, pageSize: number) {
  return joined(db)
    .where(whereOf(filter))
    .orderBy(asc(stores.name), asc(stores.id), asc(locations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export type AdminLocationRow = Awaited<ReturnType<typeof pageOfLocations>>[number];

export async function countLocations(db: DbOrTx, filter: LocationFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(locations)
    .innerJoin(stores, eq(stores.id, locations.storeId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findAnyLocation(db: DbOrTx, locationId: number): Promise<AdminLocationRow | undefined> {
  const [row] = await joined(db).where(whereOf({}, locationId)).limit(1);
  return row;
}
