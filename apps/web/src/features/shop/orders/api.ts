import type {
  OrderDetail,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale, updateEvery } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

export type OrdersInput = RouteInput<'/client/orders/get-all'>;

const orderKeys = {
  one: (orderId: number) => queryKeys.route('/client/orders/get', { orderId }),
  countNew: () => queryKeys.route('/client/orders/count-new', {}),
};

/** A page of the shop's orders, filtered on the server. */
export function useOrdersPage(input: OrdersInput) {
  return useRouteQuery('/client/orders/get-all', input, { placeholderData: keepPreviousData });
}

export function useOrder(orderId: number | null) {
  return useRouteQuery('/client/orders/get', { orderId: orderId ?? 0 }, { enabled: orderId !== null });
}

/** The sidebar's badge: new orders, read again every minute. */
export function useNewOrdersCount(enabled: boolean) {
  return useRouteQuery(
    '/client/orders/count-new',
    {},
    { enabled, refetchInterval: 60_000, staleTime: 30_000 },
  );
}

/** An order's new state: its detail, its row in every cached page, and the badge's count. */
function writeOrder(queryClient: QueryClient, order: OrderDetail) {
  queryClient.setQueryData<RouteResponse<'/client/orders/get'>>(orderKeys.one(order.id), { s: 'ok', order });
  updateEvery(queryClient, '/client/orders/get-all', (answer) => ({
    ...answer,
    orders: answer.orders.map((o) => (o.id === order.id ? { ...o, ...order } : o)),
  }));
  void queryClient.invalidateQueries({ queryKey: orderKeys.countNew() });
}

type OrderAnswer = RouteResponse<'/client/orders/update'>;

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation<OrderAnswer, ApiError, RouteInput<'/client/orders/update'>>({
    mutationFn: (input) => callOrThrow('/client/orders/update', input),
    onSuccess: ({ order }) => {
      writeOrder(queryClient, order);
      // Delivering or cancelling moves the customer's points and the store's figures.
      markStale(queryClient, [
        '/client/customer/info',
        '/client/customer/points',
        '/stats/points',
        '/client/products/get-all',
      ]);
    },
  });
}

export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation<OrderAnswer, ApiError, RouteInput<'/client/orders/add-note'>>({
    mutationFn: (input) => callOrThrow('/client/orders/add-note', input),
    onSuccess: ({ order }) => writeOrder(queryClient, order),
  });
}

export function useDeleteOrderNote() {
  const queryClient = useQueryClient();
  return useMutation<OrderAnswer, ApiError, RouteInput<'/client/orders/delete-note'>>({
    mutationFn: (input) => callOrThrow('/client/orders/delete-note', input),
    onSuccess: ({ order }) => writeOrder(queryClient, order),
  });
}
