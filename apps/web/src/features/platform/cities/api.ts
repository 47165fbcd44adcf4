import type {
  AdminCity,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale, updateEvery } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { useRouteQuery } from '../../../api/useRouteQuery';

/** The cities of a country, for the admin. */
export function useAdminCities(countryId: number | undefined) {
  return useRouteQuery(
    '/admin/cities/get',
    { countryId },
    { staleTime: 60_000, enabled: countryId !== undefined },
  );
}

export function useCountries() {
  return useRouteQuery('/general/get-countries', {}, { staleTime: 300_000 });
}

function writeCities(
  queryClient: QueryClient,
  update: (cities: AdminCity[], countryId?: number) => AdminCity[],
) {
  queryClient.setQueriesData<RouteResponse<'/admin/cities/get'>>(
    { queryKey: ['/admin/cities/get'] },
    (answer) => (answer ? { ...answer, cities: update(answer.cities) } : answer),
  );
  // Store users pick cities for their locations; the admin's location list names them.
  markStale(queryClient, ['/client/store/get-cities', '/client/get-locations', '/admin/locations/get-all']);
}

export type CityInput = RouteInput<'/admin/cities/add'>;

/** Creates a city, or saves the one given; the answer replaces it in every list of its country. */
export function useSaveCity(city: AdminCity | null) {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/admin/cities/add'>, ApiError, CityInput>({
    mutationFn: (input) =>
      city
        ? callOrThrow('/admin/cities/update', { ...input, cityId: city.id })
        : callOrThrow('/admin/cities/add', input),
    onSuccess: ({ city: saved }) => {
      writeCities(queryClient, (cities) => cities.filter((c) => c.id !== saved.id));
      // Read again the lists it belongs in (its country's and all cities'), in their order.
      void queryClient.invalidateQueries({ queryKey: ['/admin/cities/get'] });
    },
  });
}

export function useDeleteCity() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/admin/cities/delete'>, ApiError, AdminCity>({
    mutationFn: (city) => callOrThrow('/admin/cities/delete', { cityId: city.id }),
    onSuccess: (_answer, city) =>
      writeCities(queryClient, (cities) => cities.filter((c) => c.id !== city.id)),
  });
}

export function useSaveCountry() {
  const queryClient = useQueryClient();
  return useMutation<
    RouteResponse<'/admin/countries/update'>,
    ApiError,
    RouteInput<'/admin/countries/update'>
  >({
    mutationFn: (input) => callOrThrow('/admin/countries/update', input),
    onSuccess: ({ country }) =>
      updateEvery(queryClient, '/general/get-countries', (answer) => ({
        ...answer,
        countries: answer.countries.map((c) => (c.id === country.id ? country : c)),
      })),
  });
}
