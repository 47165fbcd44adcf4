/** What other features may use of stats: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export {
  activityTabOf,
  activityUpsert,
  bumpActivity,
  bumpDailyStats,
  dailyStatsUpsert,
  deltaOf,
  rebuildDailyStats,
} from './stats.repository.ts';
