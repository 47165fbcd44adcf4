/** What other features may use of referrals: only through this file (test/feature-boundaries.test.ts). */
export { referralJobs } from './jobs.ts';
export { recordReferral, settleAtCounter } from './referrals.service.ts';
