/** What other features may use of stores: only through this file (test/feature-boundaries.test.ts). */
export {
  closeStore,
  counterSettingsColumns,
  findOpenStoreByAddress,
  findStore,
  findStoreDetails,
  freeSlug,
  insertStore,
  moveStoreToCountry,
  recordStoreEvent,
  setStoreActive,
  updateStore,
  walletAddressOf,
} from './stores.repository.ts';
export { type WalletAddress, walletLink } from './wallet-link.ts';
