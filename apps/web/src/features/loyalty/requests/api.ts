import type { StoreRewardRequest } from '@premia/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { markStale, updateEvery } from '../../../api/cache';
import { useOnceMutation, useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { writePointsChange } from '../points';
import { rewardRedeemed } from '../rewards';

/** How often the pending count is read again while a screen shows it (customers ask from their phones). */
const PENDING_REFRESH_MS = 30_000;

/** A page of the store's pending reward requests, oldest first, with their count. */
export function usePendingRequests(page = 1, pageSize = 20, enabled = true) {
  return useRouteQuery(
    '/client/redemption/pendings',
    { page, pageSize },
    { refetchInterval: PENDING_REFRESH_MS, staleTime: 10_000, enabled },
  );
}

/** How many requests wait: the sidebar's and the counter's badge (store users only). */
export function usePendingCount(enabled = true): number {
  return usePendingRequests(1, 1, enabled).data?.total ?? 0;
}

/** One customer's pending requests (the counter, with that customer). */
export function useCustomerPendingRequests(customerId: number | null) {
  return useRouteQuery(
    '/client/customer/pending-redemptions',
    { customerId: customerId ?? 0 },
    { enabled: !!customerId, staleTime: 10_000 },
  );
}

/** A decided request leaves every pending list; the counts drop by one. */
function requestDecided(queryClient: QueryClient, request: StoreRewardRequest) {
  updateEvery(queryClient, '/client/redemption/pendings', (answer) => {
    const requests = answer.requests.filter((r) => r.id !== request.id);
    const removed = answer.requests.length - requests.length;
    return { ...answer, requests, total: Math.max(0, answer.total - (removed || 1)) };
  });
  updateEvery(queryClient, '/client/customer/pending-redemptions', (answer) => ({
    ...answer,
    requests: answer.requests.filter((r) => r.id !== request.id),
  }));
  // Other pages of the list shift by one: read them again when shown.
  markStale(queryClient, ['/client/redemption/pendings']);
}

/** Confirms a request once (Idempotency-Key): the redemption's balance and stock follow the answer. */
export function useConfirmRequest() {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/customer/confirm-reward-requested', {
    onSuccess: (answer) => {
      requestDecided(queryClient, answer.request);
      writePointsChange(queryClient, answer);
      rewardRedeemed(queryClient, answer.redemption.rewardId);
    },
  });
}

/** Rejects a request with the reason the customer reads. */
export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/customer/delete-reward-requested', {
    onSuccess: (answer) => requestDecided(queryClient, answer.request),
  });
}
