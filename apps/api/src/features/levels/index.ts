/** What other features may use of levels: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export {
  earnedLastYear,
  earningRowsOf,
  levelReached,
  listLevels,
  placeAllCustomers,
  placeCustomer,
} from './levels.repository.ts';
