/** What other features may use of offers: only through this file (test/feature-boundaries.test.ts). */
export { currencyOf, insertOffer, offersShownIn } from './offers.repository.ts';
