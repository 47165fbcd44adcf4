import { scheduledJob } from '../../../jobs/job.ts';
import { inviteToSurveys } from './surveys.service.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** Every 5 minutes: the surveys of recent purchases opened, their customers mailed. */
    'survey-invites': Record<string, never>;
  }
}

export const surveyJobs = [
  scheduledJob('survey-invites', { cron: '*/5 * * * *', expireInSeconds: 600 }, async (deps) => {
    const result = await inviteToSurveys(deps);
    if (result.invited) deps.log.info({ invited: result.invited }, 'surveys opened after purchases');
    return result;
  }),
] as const;
