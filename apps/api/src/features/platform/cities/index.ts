/** What other features may use of cities: only through this file (test/feature-boundaries.test.ts). */
export { findCity } from './cities.repository.ts';
