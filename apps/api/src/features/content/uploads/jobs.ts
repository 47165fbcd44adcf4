import { scheduledJob } from '../../../jobs/job.ts';
import { sweepUploads } from './uploads-sweep.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** Hourly: uploaded files no row names, past their grace period, removed. */
    'uploads-sweep': Record<string, never>;
  }
}

export const uploadJobs = [
  scheduledJob('uploads-sweep', { cron: '20 * * * *', expireInSeconds: 1800 }, async (deps) => {
    const grace = deps.config.uploads.orphanGraceHours * 3600_000;
    const result = await sweepUploads(deps, new Date(Date.now() - grace));
    if (result.removed || result.adopted) deps.log.info(result, 'uploads no row names removed');
    return result;
  }),
] as const;
