import type { RewardRequest, WalletResponse } from '@premia/contract';
import type { QueryClient } from '@tanstack/react-query';
import { walletKey } from '../../api/queries';

type Catalogue = WalletResponse<'/wallet/rewards'>;
type Requests = WalletResponse<'/wallet/reward-requests'>;

/**
 * A request the server answered with (asked or cancelled) goes where the rewards page reads it: the
 * list of my requests, and the reward's pending request in the catalogue.
 */
export function writeRequest(queryClient: QueryClient, request: RewardRequest) {
  queryClient.setQueryData<Requests>(walletKey('/wallet/reward-requests', {}), (answer) => {
    if (!answer) return answer;
    const known = answer.requests.some((r) => r.id === request.id);
    return {
      ...answer,
      requests: known
        ? answer.requests.map((r) => (r.id === request.id ? request : r))
        : [request, ...answer.requests],
    };
  });
  queryClient.setQueryData<Catalogue>(walletKey('/wallet/rewards', {}), (answer) =>
    answer
      ? {
          ...answer,
          rewards: answer.rewards.map((r) =>
            r.id === request.reward.id
              ? { ...r, pendingRequestId: request.state === 'pending' ? request.id : null }
              : r,
          ),
        }
      : answer,
  );
}
