/** What other features may use of platform: only through this file (test/feature-boundaries.test.ts). */
export {
  findCountry,
  findStoreType,
  getGeneralConfiguration,
  listCurrencies,
} from './platform.repository.ts';
