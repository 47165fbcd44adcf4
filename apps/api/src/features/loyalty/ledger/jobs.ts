import { scheduledJob } from '../../../jobs/job.ts';
import { expireDueStores } from './expiry.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** Hourly: the points expiry of every store whose day began since its last run (expiry.ts). */
    'points-expiry': Record<string, never>;
  }
}

/** A store's day begins at its own midnight: every hour, the stores whose day changed since their last run. */
export const ledgerJobs = [
  scheduledJob('points-expiry', { cron: '15 * * * *', expireInSeconds: 3600 }, async (deps) => {
    const result = await expireDueStores(deps.db, new Date(), (storeId, err) =>
      deps.log.warn({ err, storeId }, "a store's points expiry failed"),
    );
    if (result.points) deps.log.info(result, 'points expired');
    return result;
  }),
] as const;
