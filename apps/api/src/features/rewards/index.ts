/** What other features may use of rewards: only through this file (test/feature-boundaries.test.ts). */
export { listRewards, restoreStock, returnAllowance } from './rewards.repository.ts';
export { add as addReward, giveReward } from './rewards.service.ts';
