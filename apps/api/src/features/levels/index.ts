/** What other features may use of levels: only through this file (test/feature-boundaries.test.ts). */
export {
  earnedLastYear,
  earningRowsOf,
  levelReached,
  listLevels,
  placeAllCustomers,
  placeCustomer,
} from './levels.repository.ts';
