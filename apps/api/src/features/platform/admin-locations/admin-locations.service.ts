import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { findCityOfCountry, updateLocation } from '../../account/locations/index.ts';
import {
  type AdminLocationRow,
  countLocations,
  findAnyLocation,
  pageOfLocations,
} from './admin-locations.repository.ts';

function view(row: AdminLocationRow) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    store: { id: row.storeId, name: row.storeName },
    city: row.cityId !== null && row.cityName !== null ? { id: row.cityId, name: row.cityName } : null,
    country: { id: row.countryId, name: row.countryName },
  };
}

export async function list(deps: Deps, input: RouteParsedInput<'/admin/locations/get-all'>) {
  const filter = { countryId: input.countryId, cityId: input.cityId, store: input.store };
  const [rows, total] = await Promise.all([
    pageOfLocations(deps.db, filter, input.page, input.pageSize),
    countLocations(deps.db, filter),
  ]);
  return { locations: rows.map(view), total, page: input.page, pageSize: input.pageSize };
}

/** The new city must be of the store's country, as when the owner changes it. */
export async function changeCity(deps: Deps, input: RouteParsedInput<'/admin/locations/change-city-id'>) {
  const location = await findAnyLocation(deps.db, input.locationId);
  if (!location) throw notFound('locations.notFound');
  if (!(await findCityOfCountry(deps.db, input.cityId, location.countryId)))
    throw invalid('locations.cityNotInCountry');
  if (!(await updateLocation(deps.db, location.storeId, location.id, { cityId: input.cityId })))
    throw notFound('locations.notFound');
  return {
    ...said('adminLocations.cityChanged'),
    location: view((await findAnyLocation(deps.db, location.id))!),
  };
}
