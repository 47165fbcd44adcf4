import type { Customer, BackOfficeAppInput as RouteInput } from '@premia/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { apiOrThrow } from '../../api/client';
import { useRouteQuery } from '../../api/useRouteQuery';

export type CustomerFilter = Omit<RouteInput<'/client/customer/all'>, 'page' | 'pageSize'>;

/** A page of the store's customers, sorted and filtered on the server. */
export function useCustomersPage(input: RouteInput<'/client/customer/all'>) {
  return useRouteQuery('/client/customer/all', input, { placeholderData: keepPreviousData });
}

export function useLocations() {
  return useRouteQuery('/client/get-locations', {}, { staleTime: 300_000 });
}

export function useLevels() {
  return useRouteQuery('/client/levels/get-all', {}, { staleTime: 60_000 });
}

/** Every customer of a filter, a page of 100 at a time (for the CSV export). */
export async function allCustomers(filter: CustomerFilter): Promise<Customer[]> {
  const pageSize = 100;
  const out: Customer[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiOrThrow('/client/customer/all', { ...filter, page, pageSize });
    out.push(...result.customers);
    if (result.customers.length < pageSize || out.length >= result.total) return out;
  }
}
