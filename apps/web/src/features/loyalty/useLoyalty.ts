import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { useRouteQuery } from '../../api/useRouteQuery';

/** The store's settings the counter needs (conversion, ticket and description fields). */
export function useStoreInfo() {
  return useRouteQuery('/client/get-store-info', {}, { staleTime: 60_000 });
}

/** Customers matching a typed text (name, email, mobile, client code). */
export function useCustomerSearch(q: string) {
  return useRouteQuery('/client/customer/search', { q }, { enabled: q.length > 0, staleTime: 10_000 });
}

export function useCustomer(customerId: number | null) {
  return useRouteQuery('/client/customer/info', { customerId: customerId ?? 0 }, { enabled: !!customerId });
}

/** The active rewards, offered at the counter. */
export function useActiveRewards(enabled = true) {
  return useRouteQuery('/client/get-all-rewards', { onlyActive: true }, { enabled, staleTime: 30_000 });
}

/** A customer's balance and a page of the statement, newest first. */
export function useStatement(customerId: number | null, page = 1, pageSize = 8) {
  return useRouteQuery(
    '/client/customer/points',
    { customerId: customerId ?? 0, page, pageSize },
    { enabled: !!customerId },
  );
}

/** After a points change: the customer, the statements, lists and rewards (stock) are read again. */
export function useRefreshLoyalty() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (
        [
          '/client/customer/info',
          '/client/customer/points',
          '/client/customer/all',
          '/client/customer/search',
          '/client/get-all-rewards',
          '/client/levels/get-all',
          // The figures a points change moves: dashboard, store statistics, activity.
          '/stats/points',
          '/client/store/more-info',
          '/client/last-given-points',
          '/client/activity/purchases',
          '/client/activity/redeemeds',
        ] as const
      ).map((path) => queryClient.invalidateQueries({ queryKey: queryKeys.route(path) })),
    );
}
