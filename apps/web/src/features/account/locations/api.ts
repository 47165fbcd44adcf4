import type {
  Location,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

const locationKeys = {
  all: () => queryKeys.route('/client/get-locations', {}),
};

/** The store's locations (sign-in screens, employees and customers name them too). */
export function useLocations(options: { enabled?: boolean } = {}) {
  return useRouteQuery('/client/get-locations', {}, { staleTime: 300_000, ...options });
}

export function useCities(enabled: boolean) {
  return useRouteQuery('/client/store/get-cities', {}, { enabled, staleTime: 300_000 });
}

/** A new location, or the changed fields of one (the change-city modal sends only the city). */
export type LocationInput =
  | ({ mode: 'create' } & RouteInput<'/client/location/add'>)
  | ({ mode: 'update' } & RouteInput<'/client/location/update'>);

function writeLocations(queryClient: QueryClient, update: (locations: Location[]) => Location[]) {
  queryClient.setQueryData<RouteResponse<'/client/get-locations'>>(locationKeys.all(), (answer) =>
    answer ? { ...answer, locations: update(answer.locations) } : answer,
  );
  // Employees and customers show a location's name.
  markStale(queryClient, ['/client/get-all-employees', '/client/customer/all']);
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/location/add'>, ApiError, LocationInput>({
    mutationFn: ({ mode, ...input }) =>
      mode === 'create'
        ? callOrThrow('/client/location/add', input as RouteInput<'/client/location/add'>)
        : callOrThrow('/client/location/update', input as RouteInput<'/client/location/update'>),
    onSuccess: ({ location }) =>
      writeLocations(queryClient, (locations) =>
        locations.some((l) => l.id === location.id)
          ? locations.map((l) => (l.id === location.id ? location : l))
          : [...locations, location],
      ),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/location/delete'>, ApiError, Location>({
    mutationFn: (location) => callOrThrow('/client/location/delete', { locationId: location.id }),
    onSuccess: (_answer, location) =>
      writeLocations(queryClient, (locations) => locations.filter((l) => l.id !== location.id)),
  });
}
