import type {
  Customer,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale, updateEvery } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useKeyedMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const customerKeys = {
  one: (customerId: number) => queryKeys.route('/client/customer/info', { customerId }),
  search: (q: string) => queryKeys.route('/client/customer/search', { q }),
};

export type CustomerFilter = Omit<RouteInput<'/client/customer/all'>, 'page' | 'pageSize'>;

/** One customer (the counter's balance and level live here). */
export function useCustomer(customerId: number | null) {
  return useRouteQuery('/client/customer/info', { customerId: customerId ?? 0 }, { enabled: !!customerId });
}

/** Customers matching a typed text (name, email, mobile, client code). */
export function useCustomerSearch(q: string) {
  return useRouteQuery('/client/customer/search', { q }, { enabled: q.length > 0, staleTime: 10_000 });
}

/** The customers matching a text now: the cached answer when fresh, else read (Enter, a scanned code). */
export async function findCustomers(queryClient: QueryClient, q: string): Promise<Customer[]> {
  const answer = await queryClient.fetchQuery({
    queryKey: customerKeys.search(q),
    queryFn: () => callOrThrow('/client/customer/search', { q }),
    staleTime: 10_000,
  });
  return answer.customers;
}

/** Writes a customer picked from a list as the one shown (its balance and level live there). */
export function showCustomer(queryClient: QueryClient, customer: Customer) {
  queryClient.setQueryData<RouteResponse<'/client/customer/info'>>(customerKeys.one(customer.id), {
    s: 'ok',
    customer,
  });
}

/** A page of the store's customers, sorted and filtered on the server. */
export function useCustomersPage(input: RouteInput<'/client/customer/all'>) {
  return useRouteQuery('/client/customer/all', input, { placeholderData: keepPreviousData });
}

/** Every customer of a filter, a page of 100 at a time (for the CSV export). */
export async function allCustomers(filter: CustomerFilter): Promise<Customer[]> {
  const pageSize = 100;
  const out: Customer[] = [];
  for (let page = 1; ; page += 1) {
    // The first page says it is an export: the server records it in the store's audit log.
    const result = await callOrThrow('/client/customer/all', {
      ...filter,
      page,
      pageSize,
      export: page === 1,
    });
    out.push(...result.customers);
    if (result.customers.length < pageSize || out.length >= result.total) return out;
  }
}

/** A new customer, or an existing one with its id. */
export type CustomerInput = RouteInput<'/client/customer/add'> & { customerId?: number };
type Saved = RouteResponse<'/client/customer/add'>;

/** Registering is idempotent (welcome points are given once); an edit is a plain call. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useKeyedMutation<CustomerInput, Saved>(
    ({ customerId, ...fields }, headers) =>
      customerId
        ? callOrThrow('/client/customer/update', { ...fields, customerId })
        : callOrThrow('/client/customer/add', fields, { headers }),
    {
      onSuccess: ({ customer }, { customerId }) => {
        showCustomer(queryClient, customer);
        const replace = (customers: Customer[]) =>
          customers.map((c) => (c.id === customer.id ? customer : c));
        updateEvery(queryClient, '/client/customer/all', (a) => ({ ...a, customers: replace(a.customers) }));
        updateEvery(queryClient, '/client/customer/search', (a) => ({
          ...a,
          customers: replace(a.customers),
        }));
        // A new customer joins the lists in the server's order: the list on screen is read again.
        if (!customerId) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/customer/all') });
          markStale(queryClient, ['/client/customer/search', '/stats/points', '/client/levels/get-all']);
        }
      },
    },
  );
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/customer/delete'>, ApiError, Customer>({
    mutationFn: (customer) => callOrThrow('/client/customer/delete', { customerId: customer.id }),
    onSuccess: (_answer, customer) => {
      queryClient.removeQueries({ queryKey: customerKeys.one(customer.id) });
      updateEvery(queryClient, '/client/customer/search', (a) => ({
        ...a,
        customers: a.customers.filter((c) => c.id !== customer.id),
      }));
      // The page on screen fills up from the next one: read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/customer/all') });
      markStale(queryClient, ['/client/levels/get-all', '/stats/points']);
    },
  });
}

/** The customer drawer's message, sent now to that customer. */
export function useSendToCustomer() {
  return useMutation<{ m: string }, ApiError, RouteInput<'/client/customer/notification/send'>>({
    mutationFn: (input) => callOrThrow('/client/customer/notification/send', input),
  });
}
