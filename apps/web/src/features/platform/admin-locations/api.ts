import type {
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { useRouteQuery } from '../../../api/useRouteQuery';

export type LocationsQuery = RouteInput<'/admin/locations/get-all'>;

/** One page of every store's locations; the page shown stays while the next one loads. */
export function useAdminLocations(query: LocationsQuery) {
  return useRouteQuery('/admin/locations/get-all', query, { placeholderData: keepPreviousData });
}

export function useCitiesOf(countryId: number | undefined) {
  return useRouteQuery(
    '/admin/cities/get',
    { countryId },
    { staleTime: 60_000, enabled: countryId !== undefined },
  );
}

/** On success every page is read again (spec §4: the locations reload). */
export function useChangeLocationCity() {
  const queryClient = useQueryClient();
  return useMutation<
    RouteResponse<'/admin/locations/change-city-id'>,
    ApiError,
    RouteInput<'/admin/locations/change-city-id'>
  >({
    mutationFn: (input) => callOrThrow('/admin/locations/change-city-id', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/admin/locations/get-all'] });
      markStale(queryClient, ['/admin/cities/get', '/client/get-locations']);
    },
  });
}
