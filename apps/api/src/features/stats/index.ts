/** What other features may use of stats: only through this file (test/feature-boundaries.test.ts). */
export {
  activityTabOf,
  activityUpsert,
  bumpActivity,
  bumpDailyStats,
  dailyStatsUpsert,
  deltaOf,
  rebuildDailyStats,
} from './stats.repository.ts';
