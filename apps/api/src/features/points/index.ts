/** What other features may use of points: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export { entriesOf, findEntry } from './ledger.repository.ts';
export {
  creditWelcomePoints,
  givePurchasePoints,
  NOT_ENOUGH_POINTS,
  pointsForAmount,
  postEntry,
} from './points.service.ts';
