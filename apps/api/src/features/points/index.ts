/** What other features may use of points: only through this file (test/feature-boundaries.test.ts). */
export { customerStatement, entriesOf, findEntry, shownEntry } from './ledger.repository.ts';
export {
  creditWelcomePoints,
  givePurchasePoints,
  NotEnoughPoints,
  postEntry,
  postReversal,
} from './points.service.ts';
