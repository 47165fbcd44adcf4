import { keepPreviousData } from '@tanstack/react-query';
import { useRouteQuery } from '../../../api/useRouteQuery';

/** The owner's store's points liability. */
export function useStoreLiability() {
  return useRouteQuery('/client/liability/get', {});
}

/** A store's points liability, for the admin, once a store is chosen. */
export function useAdminLiability(storeId: number | undefined) {
  return useRouteQuery('/admin/liability/get', { storeId: storeId ?? 0 }, { enabled: storeId !== undefined });
}

/** The stores whose name, RUC or owner email match, for the admin's store picker. */
export function useStoreChoices(search: string) {
  return useRouteQuery(
    '/admin/store/get-all',
    { page: 1, pageSize: 20, status: 'all', ...(search ? { search } : {}) },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}
