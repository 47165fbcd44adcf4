/** What other features may use of platform: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export {
  findCountry,
  findStoreType,
  getGeneralConfiguration,
  listCurrencies,
} from './platform.repository.ts';
