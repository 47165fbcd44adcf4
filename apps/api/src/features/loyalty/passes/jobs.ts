import { scheduledJob } from '../../../jobs/job.ts';
import { refreshPasses } from './refresh.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** Every minute: the wallet passes whose customer's balance or level changed, updated (refresh.ts). */
    'passes-refresh': Record<string, never>;
  }
}

export const passJobs = [
  scheduledJob('passes-refresh', { cron: '* * * * *', expireInSeconds: 300 }, (deps) => refreshPasses(deps)),
] as const;
