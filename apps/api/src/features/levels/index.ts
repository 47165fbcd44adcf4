/** What other features may use of levels: only through this file (test/feature-boundaries.test.ts). */
export {
  addEarningsOf,
  countInLevel,
  earnedLastYear,
  type LevelEarning,
  listLevels,
  monthEarningUpsert,
  monthOf,
  moveLevelWindow,
  placeCustomer,
  rebuildMonthEarnings,
  type StoreZone,
  storesWithOldWindow,
  thisMonth,
} from './levels.repository.ts';
