/** What other features may use of stats: only through this file (test/feature-boundaries.test.ts). */
export { dailyRollup, liveCustomersOf, storeToday } from './stats.repository.ts';
