import type { AdminStoreType, BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';
import type { TranslatedEntry } from '../../../forms/TranslatedEntryModal';

const storeTypeKeys = {
  admin: () => queryKeys.route('/admin/storetype/get-all', {}),
};

/** Every store type, with how many stores use it. */
export function useAdminStoreTypes() {
  return useRouteQuery('/admin/storetype/get-all', {}, { staleTime: 60_000 });
}

function writeStoreTypes(queryClient: QueryClient, update: (types: AdminStoreType[]) => AdminStoreType[]) {
  queryClient.setQueryData<RouteResponse<'/admin/storetype/get-all'>>(storeTypeKeys.admin(), (answer) =>
    answer ? { ...answer, storetypes: update(answer.storetypes) } : answer,
  );
  // Registration and the store's configuration list them.
  markStale(queryClient, ['/general/get-store-types']);
}

/** Creates a store type, or saves the one given. */
export function useSaveStoreType(storeType: AdminStoreType | null) {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/admin/storetype/add'>, ApiError, TranslatedEntry>({
    mutationFn: (entry) =>
      storeType
        ? callOrThrow('/admin/storetype/update', { ...entry, storetypeId: storeType.id })
        : callOrThrow('/admin/storetype/add', entry),
    onSuccess: ({ storetype }) =>
      writeStoreTypes(queryClient, (types) =>
        types.some((s) => s.id === storetype.id)
          ? types.map((s) => (s.id === storetype.id ? storetype : s))
          : [...types, storetype],
      ),
  });
}

export function useDeleteStoreType() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/admin/storetype/delete'>, ApiError, AdminStoreType>({
    mutationFn: (storeType) => callOrThrow('/admin/storetype/delete', { storetypeId: storeType.id }),
    onSuccess: (_answer, storeType) =>
      writeStoreTypes(queryClient, (types) => types.filter((s) => s.id !== storeType.id)),
  });
}
