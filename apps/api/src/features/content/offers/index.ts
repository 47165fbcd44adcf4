/** What other features may use of offers: only through this file (test/feature-boundaries.test.ts). */
export { currencyOf, insertOffer } from './offers.repository.ts';
export { offersShownTo } from './offers.service.ts';
