/** What other features may use of stats: only through this file (test/feature-boundaries.test.ts). */
export {
  activityTabOf,
  activityUpsert,
  bumpActivity,
  bumpDailyStats,
  dailyRollup,
  dailyStatsUpsert,
  deltaOf,
  foldRollupShards,
  liveCustomersOf,
  rebuildDailyStats,
  storesToFold,
  storeToday,
} from './stats.repository.ts';
