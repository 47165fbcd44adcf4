/** What other features may use of referrals: only through this file (test/feature-boundaries.test.ts). */
export { recordReferral, settleAfterPurchase } from './referrals.service.ts';
