import type { BackOfficeAppInput as RouteInput } from '@premia/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useRouteQuery } from '../../../api/useRouteQuery';

export type StoreAuditQuery = RouteInput<'/client/audit/get-all'>;
export type AdminAuditQuery = RouteInput<'/admin/audit/get-all'>;

/** One page of the store's audit log (owner); the page shown stays while the next one loads. */
export function useStoreAudit(query: StoreAuditQuery) {
  return useRouteQuery('/client/audit/get-all', query, { placeholderData: keepPreviousData });
}

/** One page of every store's audit log (admin). */
export function useAdminAudit(query: AdminAuditQuery) {
  return useRouteQuery('/admin/audit/get-all', query, { placeholderData: keepPreviousData });
}

/** The stores whose name, RUC or owner email match, for the admin's store filter. */
export function useStoreChoices(search: string) {
  return useRouteQuery(
    '/admin/store/get-all',
    { page: 1, pageSize: 20, status: 'all', ...(search ? { search } : {}) },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}
