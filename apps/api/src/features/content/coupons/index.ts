/** What other features may use of coupons: only through this file (test/feature-boundaries.test.ts). */
export { insertBatch as insertCouponBatch, insertCodes as insertCouponCodes } from './coupons.repository.ts';
