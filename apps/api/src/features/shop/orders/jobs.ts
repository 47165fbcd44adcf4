import { scheduledJob } from '../../../jobs/job.ts';
import { releaseUncollected } from './release-uncollected.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** Every 5 minutes: pick-up orders not collected in their store's time cancelled. */
    'orders-release': Record<string, never>;
  }
}

export const orderJobs = [
  scheduledJob('orders-release', { cron: '*/5 * * * *', expireInSeconds: 600 }, async (deps) => {
    const result = await releaseUncollected(deps);
    if (result.released) deps.log.info(result, 'uncollected pick-up orders released');
    return result;
  }),
] as const;
