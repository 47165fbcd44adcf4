/** What other features may use of stores: only through this file (test/feature-boundaries.test.ts). */
export {
  counterSettingsColumns,
  findOpenStoreByAddress,
  findStore,
  freeSlug,
  insertStore,
  updateStore,
} from './stores.repository.ts';
