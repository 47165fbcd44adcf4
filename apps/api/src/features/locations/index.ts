/** What other features may use of locations: only through this file (test/feature-boundaries.test.ts). */
export { findLocation, insertLocation, listLocations } from './locations.repository.ts';
