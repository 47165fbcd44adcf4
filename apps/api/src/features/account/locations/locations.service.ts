import { type OpeningHours, type RouteParsedInput, said, weekDays } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import type { Deps, StoreSession } from '../../../lib/context.ts';
import { conflict, invalid, notFound } from '../../../lib/errors.ts';
import { findStore } from '../stores/index.ts';
import { moveLocationOwners } from '../users/index.ts';
import {
  countLiveLocations,
  countLocationEmployees,
  findCityOfCountry,
  findLocation,
  insertLocation,
  type LocationRow,
  listCitiesOfCountry,
  listLocations,
  lockStoreLocations,
  softDeleteLocation,
  updateLocation,
} from './locations.repository.ts';

function view(row: LocationRow) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.cityId !== null && row.cityName !== null ? { id: row.cityId, name: row.cityName } : null,
    employeesCount: row.employeesCount,
    openingHours: row.openingHours,
  };
}

/** A week with every day closed says nothing customers could use: it is kept as "not said". */
function hoursToKeep(hours: OpeningHours | null | undefined) {
  if (hours === undefined) return undefined;
  return hours && weekDays.some((day) => hours[day].length > 0) ? hours : null;
}

async function storeCountryId(db: DbOrTx, storeId: number): Promise<number> {
  const store = await findStore(db, storeId);
  if (!store) throw notFound();
  return store.countryId;
}

async function assertCity(db: DbOrTx, storeId: number, cityId: number | null | undefined) {
  if (cityId === null || cityId === undefined) return;
  if (!(await findCityOfCountry(db, cityId, await storeCountryId(db, storeId)))) {
    throw invalid('locations.cityNotInCountry');
  }
}

export async function list(deps: Deps, session: StoreSession) {
  const rows = await listLocations(deps.db, session.storeId);
  return { locations: rows.map(view) };
}

export async function add(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/location/add'>,
) {
  await assertCity(deps.db, session.storeId, input.cityId);
  const created = await insertLocation(deps.db, {
    storeId: session.storeId,
    name: input.name,
    address: input.address || null,
    cityId: input.cityId ?? null,
    openingHours: hoursToKeep(input.openingHours) ?? null,
  });
  const row = await findLocation(deps.db, session.storeId, created.id);
  return { ...said('locations.created'), location: view(row!) };
}

export async function update(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/location/update'>,
) {
  if (!(await findLocation(deps.db, session.storeId, input.locationId))) throw notFound('locations.notFound');
  await assertCity(deps.db, session.storeId, input.cityId);
  await updateLocation(deps.db, session.storeId, input.locationId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.address !== undefined ? { address: input.address || null } : {}),
    ...(input.cityId !== undefined ? { cityId: input.cityId } : {}),
    ...(input.openingHours !== undefined ? { openingHours: hoursToKeep(input.openingHours) } : {}),
  });
  const row = await findLocation(deps.db, session.storeId, input.locationId);
  return { ...said('locations.updated'), location: view(row!) };
}

/**
 * A location is soft-deleted so that the points and redemptions recorded there keep naming it. It is
 * refused while employees work there and for the store's last location; an owner assigned to it moves
 * to another location.
 */
export async function remove(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/location/delete'>,
) {
  await deps.db.transaction(async (tx) => {
    await lockStoreLocations(tx, session.storeId);
    if (!(await findLocation(tx, session.storeId, input.locationId))) throw notFound('locations.notFound');
    if ((await countLocationEmployees(tx, session.storeId, input.locationId)) > 0)
      throw conflict('locations.hasEmployees');
    if ((await countLiveLocations(tx, session.storeId)) <= 1) throw conflict('locations.last');
    await softDeleteLocation(tx, session.storeId, input.locationId);
    const [other] = await listLocations(tx, session.storeId);
    await moveLocationOwners(tx, session.storeId, input.locationId, other!.id);
  });
  return said('locations.deleted');
}

export async function cities(deps: Deps, session: StoreSession) {
  const rows = await listCitiesOfCountry(deps.db, await storeCountryId(deps.db, session.storeId));
  return {
    cities: rows.map((c) => ({
      id: c.id,
      name: c.name,
      countryId: c.countryId,
      latitude: c.latitude,
      longitude: c.longitude,
      zoom: c.zoom,
      timeZone: c.timeZone,
    })),
  };
}
