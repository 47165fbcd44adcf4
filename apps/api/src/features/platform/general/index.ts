/** What other features may use of platform: only through this file (test/feature-boundaries.test.ts). */

export {
  type BillingSettings,
  getBillingSettings,
  saveBillingSettings,
  saveRedeemBoughtFlag,
  subscriptionEnabledSql,
} from './billing-settings.repository.ts';
export {
  findCountry,
  findStoreType,
  getGeneralConfiguration,
  listCurrencies,
} from './platform.repository.ts';
