/** What other features may use of locations: only through this file (test/feature-boundaries.test.ts). */
export {
  findCityOfCountry,
  findLocation,
  insertLocation,
  listLocations,
  updateLocation,
} from './locations.repository.ts';
