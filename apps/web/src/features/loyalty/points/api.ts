import type { LedgerEntry, BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { markStale, updateEvery } from '../../../api/cache';
import { queryKeys } from '../../../api/queryKeys';
import { useOnceMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const pointsKeys = {
  /** Every page of one customer's statement. */
  statements: (customerId: number) =>
    [...queryKeys.route('/client/customer/points'), { customerId }] as const,
  statement: (customerId: number, page: number, pageSize: number) =>
    queryKeys.route('/client/customer/points', { customerId, page, pageSize }),
};

/** A customer's balance and a page of the statement, newest first. */
export function useStatement(customerId: number | null, page = 1, pageSize = 8) {
  return useRouteQuery(
    '/client/customer/points',
    { customerId: customerId ?? 0, page, pageSize },
    { enabled: !!customerId },
  );
}

type Statement = RouteResponse<'/client/customer/points'>;
type QueryKeyOf = readonly [string, { customerId: number; page?: number; pageSize?: number }];

/**
 * What a points change moves that its answer does not carry (levels in the lists, totals, activity):
 * read again when next shown.
 */
const movedFigures = [
  '/client/customer/all',
  '/client/customer/search',
  '/stats/points',
  '/client/store/more-info',
  '/client/last-given-points',
  '/client/activity/purchases',
  '/client/activity/redeemeds',
] as const;

/**
 * Writes a points change's answer (the new ledger entry and the balance) wherever the screens show
 * them: the customer, each list or search result with the customer, and the first page of the
 * statement. The customer's level, which the answer does not carry, is read again.
 */
export function writePointsChange(
  queryClient: QueryClient,
  answer: { entry: LedgerEntry; balance: number },
  reversedEntryId?: number,
) {
  const { entry, balance } = answer;
  const customerId = entry.customerId;
  const withBalance = <C extends { id: number; balance: number }>(c: C) =>
    c.id === customerId ? { ...c, balance } : c;

  for (const [key, statement] of queryClient.getQueriesData<Statement>({
    queryKey: pointsKeys.statements(customerId),
  })) {
    if (!statement) continue;
    const { page = 1, pageSize = 20 } = (key as unknown as QueryKeyOf)[1];
    const entries = statement.entries.map((e) =>
      e.id === reversedEntryId ? { ...e, reversedByEntryId: entry.id } : e,
    );
    queryClient.setQueryData<Statement>(key, {
      ...statement,
      balance,
      total: statement.total + 1,
      entries: page === 1 ? [entry, ...entries].slice(0, pageSize) : entries,
    });
    // Later pages shift by one entry: the one on screen is read again.
    if (page > 1) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  updateEvery(queryClient, '/client/customer/search', (a) => ({
    ...a,
    customers: a.customers.map(withBalance),
  }));
  updateEvery(queryClient, '/client/customer/all', (a) => ({
    ...a,
    customers: a.customers.map(withBalance),
  }));
  const info = queryKeys.route('/client/customer/info', { customerId });
  queryClient.setQueryData<RouteResponse<'/client/customer/info'>>(info, (a) =>
    a ? { ...a, customer: { ...a.customer, balance } } : a,
  );
  void queryClient.invalidateQueries({ queryKey: info, exact: true });
  markStale(queryClient, movedFigures);
}

/** Points for a purchase (or given directly), at most once per operation. */
export function useGivePoints() {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/customer/add-points', {
    onSuccess: (answer) => writePointsChange(queryClient, answer),
  });
}

/** Takes points off a customer once (Idempotency-Key), with a reason. */
export function useDiscountPoints() {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/customer/discount-points', {
    onSuccess: (answer) => writePointsChange(queryClient, answer),
  });
}

/** The owner reverses one earlier entry, at most once. */
export function useReverseEntry() {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/customer/delete-points', {
    onSuccess: (answer, input) => writePointsChange(queryClient, answer, input.entryId),
  });
}
