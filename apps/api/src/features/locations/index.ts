/** What other features may use of locations: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export { findLocation, insertLocation, listLocations } from './locations.repository.ts';
export { LOCATION_NOT_FOUND } from './locations.service.ts';
