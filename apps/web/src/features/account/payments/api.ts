import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { useOnceMutation, useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

export function usePayments() {
  return useRouteQuery('/client/payment/get-all', {});
}

export function usePlans() {
  return useRouteQuery('/general/payment/redemptions-costs', {});
}

export function useSubscriptions() {
  return useRouteQuery('/client/subscription/get-all', {});
}

/**
 * A payment or subscription changes on the provider's side too (approval, confirmation): after a
 * call the lists and the subscription state are read again rather than guessed.
 */
function useReadAgain(
  paths: readonly (
    | '/client/payment/get-all'
    | '/client/subscription/get-all'
    | '/client/subscription/status'
  )[],
) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: queryKeys.route(path) })));
}

/**
 * Buys a pack of redemptions, once: an Idempotency-Key per order and a second click ignored while the
 * first runs (the server also keeps one pending order per plan). The answer may send the owner to the
 * provider to approve it.
 */
export function useBuyPlan() {
  const readAgain = useReadAgain(['/client/payment/get-all']);
  return useOnceMutation('/client/payment/save', { onSettled: readAgain });
}

export function useCancelPayment() {
  const readAgain = useReadAgain(['/client/payment/get-all']);
  return useRouteMutation('/client/payment/cancel', { onSettled: readAgain });
}

export function useConfirmPayment() {
  const readAgain = useReadAgain(['/client/payment/get-all']);
  return useRouteMutation('/client/payment/confirm', { onSettled: readAgain });
}

export function useSubscribe() {
  const readAgain = useReadAgain(['/client/subscription/get-all', '/client/subscription/status']);
  return useRouteMutation('/client/subscription/save', { onSettled: readAgain });
}

export function useConfirmSubscription() {
  const readAgain = useReadAgain(['/client/subscription/get-all', '/client/subscription/status']);
  return useRouteMutation('/client/subscription/confirm', { onSettled: readAgain });
}
