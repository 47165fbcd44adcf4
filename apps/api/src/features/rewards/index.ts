/** What other features may use of rewards: they import it from here, never from its files (test/feature-boundaries.test.ts). */
export { restoreStock, returnAllowance } from './rewards.repository.ts';
export { add as addReward, giveReward } from './rewards.service.ts';
