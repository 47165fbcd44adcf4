import type {
  BackOfficeAppInput as RouteInput,
  BackOfficeAppPath as RoutePath,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ApiError, apiOrThrow } from './client';
import { queryKeys } from './queryKeys';

type Options<P extends RoutePath> = Omit<
  UseQueryOptions<RouteResponse<P>, ApiError, RouteResponse<P>, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/** A query over one API path of the contract, keyed by path and input. */
export function useRouteQuery<P extends RoutePath>(path: P, input: RouteInput<P>, options: Options<P> = {}) {
  return useQuery({
    queryKey: queryKeys.route(path, input),
    queryFn: ({ signal }) => apiOrThrow(path, input, { signal }),
    ...options,
  });
}
