import type {
  Reward,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEvery } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useOnceMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { writePointsChange } from '../points';

const rewardKeys = {
  /** Every list of rewards (all, or only the active ones). */
  lists: () => queryKeys.route('/client/get-all-rewards'),
  list: (onlyActive: boolean) => queryKeys.route('/client/get-all-rewards', { onlyActive }),
};

/** The store's rewards; `onlyActive` for the counter. */
export function useRewards(onlyActive: boolean, enabled = true) {
  return useRouteQuery('/client/get-all-rewards', { onlyActive }, { enabled, staleTime: 30_000 });
}

/** Writes a reward into every cached list (the counter's list keeps only the active ones). */
function writeReward(queryClient: QueryClient, reward: Reward) {
  for (const onlyActive of [false, true]) {
    queryClient.setQueryData<RouteResponse<'/client/get-all-rewards'>>(
      rewardKeys.list(onlyActive),
      (answer) => {
        if (!answer) return answer;
        const others = answer.rewards.filter((r) => r.id !== reward.id);
        const keep = !onlyActive || reward.active;
        const known = others.length < answer.rewards.length;
        const rewards = known
          ? answer.rewards.flatMap((r) => (r.id !== reward.id ? [r] : keep ? [reward] : []))
          : keep
            ? [...others, reward]
            : others;
        return { ...answer, rewards };
      },
    );
  }
}

/** After a redemption: one more redeemed, one less in stock, in every list that shows the reward. */
export function rewardRedeemed(queryClient: QueryClient, rewardId: number) {
  updateEvery(queryClient, '/client/get-all-rewards', (answer) => ({
    ...answer,
    rewards: answer.rewards.map((r) =>
      r.id === rewardId
        ? { ...r, redeemedCount: r.redeemedCount + 1, stock: r.stock === null ? null : r.stock - 1 }
        : r,
    ),
  }));
}

/** A new reward, or an existing one with its id. */
export type RewardInput = RouteInput<'/client/reward/add'> & { rewardId?: number };

export function useSaveReward() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/reward/add'>, ApiError, RewardInput>({
    mutationFn: ({ rewardId, ...fields }) =>
      rewardId
        ? callOrThrow('/client/reward/update', { ...fields, rewardId })
        : callOrThrow('/client/reward/add', fields),
    onSuccess: ({ reward }) => writeReward(queryClient, reward),
  });
}

export function useDeleteReward() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/reward/delete'>, ApiError, Reward>({
    mutationFn: (reward) => callOrThrow('/client/reward/delete', { rewardId: reward.id }),
    onSuccess: (_answer, reward) =>
      updateEvery(queryClient, '/client/get-all-rewards', (answer) => ({
        ...answer,
        rewards: answer.rewards.filter((r) => r.id !== reward.id),
      })),
  });
}

/** Redeems a reward for a customer at most once: the balance, statement and stock follow the answer. */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/customer/give-reward', {
    onSuccess: (answer) => {
      writePointsChange(queryClient, answer);
      rewardRedeemed(queryClient, answer.redemption.rewardId);
    },
  });
}
