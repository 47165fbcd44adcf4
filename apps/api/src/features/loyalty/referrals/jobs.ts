import { defineJob } from '../../../jobs/job.ts';
import { settleAfterPurchase } from './referrals.service.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** A friend's referral whose settlement at the counter failed (the purchase itself was kept). */
    'referral-settle': { storeId: number; friendId: number };
  }
}

export const referralJobs = [
  defineJob(
    'referral-settle',
    { policy: 'standard', retryLimit: 10, retryDelay: 30, expireInSeconds: 120, pollingIntervalSeconds: 5 },
    async (deps, job) => settleAfterPurchase(deps, job.data.storeId, job.data.friendId),
  ),
] as const;
