import { cleanUp, foldShards, moveLevelWindows } from './cleanup.ts';
import { scheduledJob } from './job.ts';

declare module './job.ts' {
  interface JobData {
    /** The hourly clean-up (cleanup.ts). */
    'clean-up': Record<string, never>;
    /** The hourly folding of the roll-ups' shards of past days (cleanup.ts). */
    'fold-rollups': Record<string, never>;
    /** The hourly move of the customers' 12 months that count for their level (cleanup.ts). */
    'level-window': Record<string, never>;
  }
}

/** The platform's hourly upkeep (cleanup.ts), one job at a time each. */
export const upkeepJobs = [
  scheduledJob('clean-up', { cron: '0 * * * *', expireInSeconds: 900 }, async (deps) => {
    const result = await cleanUp(deps.db);
    if (result.deleted) deps.log.info({ deleted: result.deleted }, 'clean-up');
    return result;
  }),
  scheduledJob('fold-rollups', { cron: '5 * * * *', expireInSeconds: 900 }, async (deps) => {
    const result = await foldShards(deps.db, deps.log);
    if (result.folded) deps.log.info({ folded: result.folded }, 'roll-up shards folded');
    return result;
  }),
  // A store's month changes at its own midnight: every hour, the stores whose month changed since.
  scheduledJob('level-window', { cron: '10 * * * *', expireInSeconds: 1800 }, async (deps) => {
    const result = await moveLevelWindows(deps.db, deps.log);
    if (result.moved) deps.log.info(result, "customers' level months moved");
    return result;
  }),
] as const;
