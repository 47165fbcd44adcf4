/**
 * What other features may use of the ledger: only through this file (test/feature-boundaries.test.ts).
 * The ledger is the only writer of balances, ledger rows and the figures kept with them (roll-ups, level
 * earnings, redemption counters): test/ledger-writers.test.ts. It uses no other feature.
 */

export type { BulkActor } from './bulk-steps.repository.ts';
export { applyBulkChunk, undoBulkChunk } from './bulk-steps.ts';
export {
  customerStatement,
  entriesOf,
  findEntry,
  findTicketUse,
  lastGiven,
  livePurchasesWithTicket,
  PURCHASE_KINDS,
  type TicketWindow,
} from './entries.repository.ts';
export { type ExpiryRun, expireDueStores, expireStorePoints } from './expiry.ts';
export { ledgerJobs } from './jobs.ts';
export {
  earnedLastYear,
  moveLevelWindow,
  placeAllCustomers,
  placeCustomer,
  rebuildMonthEarnings,
  storesWithOldWindow,
} from './level-earnings.repository.ts';
export {
  EXPIRY_WINDOWS,
  type LedgerMonthSums,
  ledgerMonths,
  type PointsOwed,
  pointsOwed,
  roomForReport,
} from './liability.repository.ts';
export {
  type CustomerExpiry,
  type NextExpiry,
  nextExpiriesOf,
  nextExpiryOf,
} from './next-expiry.repository.ts';
export {
  creditBirthdayPoints,
  creditReferralPoints,
  creditVisitBonus,
  creditWelcomePoints,
  DuplicateTicket,
  NotEnoughPoints,
  type PostEntry,
  postEntry,
  refusalBefore,
  reverse,
  type TicketCheck,
} from './post-entry.ts';
export { type RedeemRefusal, type Redemption, type RedemptionAnswer, redeem } from './redeem.repository.ts';
export {
  type ActivityTab,
  countNewCustomer,
  foldRollupShards,
  rebuildDailyStats,
  STATS_SHARDS,
  storesToFold,
} from './rollups.repository.ts';
export { LEDGER_START, type LedgerPosition, ledgerSince } from './since.repository.ts';
export {
  type StampActor,
  type StampRefusal,
  stampEntriesOf,
  stampStateOf,
  writeCardRedeemed,
  writeStamp,
  writeStampReversal,
  writeStamps,
} from './stamps.repository.ts';
