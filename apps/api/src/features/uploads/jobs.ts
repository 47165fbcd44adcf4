import { defineJob } from '../../jobs/job.ts';
import { sweepUploads } from './uploads-sweep.ts';

declare module '../../jobs/job.ts' {
  interface JobData {
    /** Hourly: uploaded files no row names, past their grace period, removed. */
    'uploads-sweep': Record<string, never>;
  }
}

export const uploadJobs = [
  defineJob(
    'uploads-sweep',
    {
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 60,
      expireInSeconds: 1800,
      pollingIntervalSeconds: 5,
      cron: '20 * * * *',
    },
    async (deps) => {
      const grace = deps.config.uploads.orphanGraceHours * 3600_000;
      const result = await sweepUploads(deps, new Date(Date.now() - grace));
      if (result.removed || result.adopted) deps.log.info(result, 'uploads no row names removed');
      return result;
    },
  ),
] as const;
