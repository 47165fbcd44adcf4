import { scheduledJob } from '../../../jobs/job.ts';
import { runDueAutomations } from './automations.runs.ts';

declare module '../../../jobs/job.ts' {
  interface JobData {
    /** Hourly: the automations of every store whose day began since they last ran (automations.runs.ts). */
    automations: Record<string, never>;
  }
}

/** Automations' queue; their messages go through notifications (sendPersonalMessage). */
export const automationJobs = [
  scheduledJob('automations', { cron: '35 * * * *', expireInSeconds: 3600 }, async (deps) => {
    const result = await runDueAutomations(deps, new Date(), (storeId, err) =>
      deps.log.warn({ err, storeId }, "a store's automations failed"),
    );
    if (result.customers) deps.log.info(result, 'automations run');
    return result;
  }),
] as const;
