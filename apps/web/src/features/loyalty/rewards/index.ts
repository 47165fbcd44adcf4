export { rewardRedeemed, useRedeemReward, useRewards } from './api';
export { RewardModal } from './RewardModal';
