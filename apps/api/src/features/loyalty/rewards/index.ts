/** What other features may use of rewards: only through this file (test/feature-boundaries.test.ts). */
export { findReward, listRewards } from './rewards.repository.ts';
export {
  add as addReward,
  giveReward,
  redeemInTransaction,
  refusal as rewardRefusal,
} from './rewards.service.ts';
