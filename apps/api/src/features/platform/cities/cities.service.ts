import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import type { Deps } from '../../../lib/context.ts';
import { conflict, invalid, notFound } from '../../../lib/errors.ts';
import { nameTaken } from '../../../lib/name-taken.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/pg-errors.ts';
import { findCountry } from '../general/index.ts';
import {
  countLiveLocationsIn,
  deleteCity,
  findCity,
  insertCity,
  isKnownTimeZone,
  listCities,
  lockCity,
  moveStoresTimeZone,
  updateCity,
  updateCountry,
} from './cities.repository.ts';

type CityInput = RouteParsedInput<'/admin/cities/add'>;

async function checked(db: DbOrTx, input: CityInput) {
  if (!(await findCountry(db, input.countryId))) throw invalid('platform.countryNotFound');
  if (!(await isKnownTimeZone(db, input.timeZone)))
    throw invalid('cities.unknownTimeZone', { timeZone: input.timeZone });
  return {
    countryId: input.countryId,
    name: input.name,
    latitude: input.latitude,
    longitude: input.longitude,
    zoom: input.zoom,
    timeZone: input.timeZone,
  };
}

export async function list(deps: Deps, input: RouteParsedInput<'/admin/cities/get'>) {
  return { cities: await listCities(deps.db, input.countryId) };
}

export async function add(deps: Deps, input: CityInput) {
  const id = await insertCity(deps.db, await checked(deps.db, input)).catch(
    nameTaken('cities_name_uq', 'cities.nameTaken'),
  );
  return { ...said('cities.created'), city: (await findCity(deps.db, id))! };
}

/** A new time zone moves the day of the city's stores that counted by the old one (from now on). */
export async function update(deps: Deps, input: RouteParsedInput<'/admin/cities/update'>) {
  const values = await checked(deps.db, input);
  await deps.db
    .transaction(async (tx) => {
      const before = await lockCity(tx, input.cityId);
      if (!before) throw notFound('cities.notFound');
      await updateCity(tx, input.cityId, values);
      if (before.timeZone !== values.timeZone)
        await moveStoresTimeZone(tx, input.cityId, before.timeZone, values.timeZone);
    })
    .catch(nameTaken('cities_name_uq', 'cities.nameTaken'));
  return { ...said('cities.updated'), city: (await findCity(deps.db, input.cityId))! };
}

export async function remove(deps: Deps, input: RouteParsedInput<'/admin/cities/delete'>) {
  if ((await countLiveLocationsIn(deps.db, input.cityId)) > 0) throw conflict('cities.inUse');
  let deleted: boolean;
  try {
    deleted = await deleteCity(deps.db, input.cityId);
  } catch (error) {
    // A deleted location still names its city (its history does), and one may have been added meanwhile.
    if (isForeignKeyViolation(error)) throw conflict('cities.inUse');
    throw error;
  }
  if (!deleted) throw notFound('cities.notFound');
  return said('cities.deleted');
}

export async function saveCountry(deps: Deps, input: RouteParsedInput<'/admin/countries/update'>) {
  let row: Awaited<ReturnType<typeof updateCountry>>;
  try {
    row = await updateCountry(deps.db, input.countryId, {
      name: input.name,
      countryCode: input.countryCode,
      phoneCode: input.phoneCode,
      currencyCode: input.currencyCode,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('countries.codeTaken', { countryCode: input.countryCode });
    if (isForeignKeyViolation(error)) throw invalid('platform.currencyNotFound');
    throw error;
  }
  if (!row) throw notFound('platform.countryNotFound');
  return {
    ...said('countries.updated'),
    country: {
      id: row.id,
      name: row.name,
      countryCode: row.countryCode,
      phoneCode: row.phoneCode,
      currencyCode: row.currencyCode,
      taxIdName: row.taxIdName,
      timeZone: row.timeZone,
    },
  };
}
