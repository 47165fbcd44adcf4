/** What other features may use of stores: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export {
  counterSettingsColumns,
  findStore,
  freeSlug,
  insertStore,
  updateStore,
} from './stores.repository.ts';
