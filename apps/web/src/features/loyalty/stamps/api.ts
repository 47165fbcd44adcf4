import type { BackOfficeAppResponse as RouteResponse, StampCardView, StampEntry } from '@premia/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { useOnceMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

type Card = RouteResponse<'/client/customer/stamps'>;

/** A customer's stamp card and latest stamp entries (only where the store runs a stamp card). */
export function useStampCard(customerId: number, enabled: boolean) {
  return useRouteQuery('/client/customer/stamps', { customerId }, { enabled });
}

/** A stamp change's answer, written into the customer's card as shown. */
function writeStampChange(
  queryClient: QueryClient,
  customerId: number,
  answer: { card: StampCardView; entry: StampEntry },
) {
  queryClient.setQueryData<Card>(queryKeys.route('/client/customer/stamps', { customerId }), (old) => ({
    ...(old ?? { s: 'ok' as const, entries: [] }),
    card: answer.card,
    entries: [
      answer.entry,
      ...(old?.entries ?? []).map((e) =>
        e.id === answer.entry.reversesEntryId ? { ...e, reversedByEntryId: answer.entry.id } : e,
      ),
    ].slice(0, 20),
  }));
}

/** «Sellar»: one stamp for the visit, sent once (an Idempotency-Key per click). */
export function useGiveStamp(customerId: number) {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/customer/stamp', {
    onSuccess: (answer) => writeStampChange(queryClient, customerId, answer),
  });
}

/** «Canjear tarjeta»: a full card for its prize, sent once. */
export function useRedeemStampCard(customerId: number) {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/customer/stamp-redeem', {
    onSuccess: (answer) => writeStampChange(queryClient, customerId, answer),
  });
}

/** «Anular» (the owner): a stamp given by mistake taken back, once. */
export function useReverseStamp(customerId: number) {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/customer/stamp-reverse', {
    onSuccess: (answer) => writeStampChange(queryClient, customerId, answer),
  });
}
