import { defineJob } from '../../jobs/job.ts';
import { inviteToSurveys } from './surveys.service.ts';

declare module '../../jobs/job.ts' {
  interface JobData {
    /** Every 5 minutes: the surveys of recent purchases opened, their customers mailed. */
    'survey-invites': Record<string, never>;
  }
}

export const surveyJobs = [
  defineJob(
    'survey-invites',
    {
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 60,
      expireInSeconds: 600,
      pollingIntervalSeconds: 5,
      cron: '*/5 * * * *',
    },
    async (deps) => {
      const result = await inviteToSurveys(deps);
      if (result.invited) deps.log.info({ invited: result.invited }, 'surveys opened after purchases');
      return result;
    },
  ),
] as const;
