/** What other features may use of stats: only through this file (test/feature-boundaries.test.ts). */
export {
  activityTabOf,
  activityUpsert,
  bumpActivity,
  bumpDailyStats,
  dailyRollup,
  dailyStatsUpsert,
  deltaOf,
  liveCustomersOf,
  rebuildDailyStats,
  storeToday,
} from './stats.repository.ts';
