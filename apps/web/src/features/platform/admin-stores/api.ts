import type {
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

export type StoresFilter = RouteInput<'/admin/store/get-all'>;
export type AdminStore = RouteResponse<'/admin/store/get-all'>['stores'][number];
export type BusinessInput = RouteInput<'/admin/business/process'>;

const adminStoreKeys = {
  list: () => queryKeys.route('/admin/store/get-all'),
};

export const useAdminStores = (filter: StoresFilter) =>
  useRouteQuery('/admin/store/get-all', filter, { placeholderData: keepPreviousData });
export const useBusiness = (storeId: number | null) =>
  useRouteQuery('/admin/business/get', { storeId: storeId ?? 0 }, { enabled: storeId !== null });
export const useStoreDetail = (storeId: number) => useRouteQuery('/admin/store/get', { storeId });
export const useStoreCharts = (input: RouteInput<'/admin/store/more-info'>) =>
  useRouteQuery('/admin/store/more-info', input, { placeholderData: keepPreviousData });
/** Asked only while a store is chosen: the closed modal names none. */
export const useStoreActivity = (input: RouteInput<'/admin/store/get-activity'> | null) =>
  useRouteQuery('/admin/store/get-activity', input ?? { storeId: 0, page: 1, pageSize: 1 }, {
    placeholderData: keepPreviousData,
    enabled: input !== null,
  });

/** A saved or closed business changes the list's page, the store's detail and the admin home. */
function useReadStoresAgain() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminStoreKeys.list() });
    markStale(queryClient, ['/admin/business/get', '/admin/store/get', '/admin/home/figures']);
  };
}

export function useProcessBusiness() {
  const readAgain = useReadStoresAgain();
  return useRouteMutation('/admin/business/process', { onSuccess: readAgain });
}

export function useDeleteBusiness() {
  const readAgain = useReadStoresAgain();
  return useRouteMutation('/admin/business/delete', { onSuccess: readAgain });
}
