import type {
  BackOfficeAppPath as RoutePath,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

/**
 * Marks every cached answer of these paths as out of date without reading them now: a screen that
 * shows one reads it again when it is next shown. For figures a change moves but its answer does
 * not carry (totals, other lists).
 */
export function markStale(queryClient: QueryClient, paths: readonly RoutePath[]) {
  for (const path of paths) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.route(path), refetchType: 'none' });
  }
}

/** Rewrites every cached answer of one path (all its inputs) with `update`. */
export function updateEvery<P extends RoutePath>(
  queryClient: QueryClient,
  path: P,
  update: (answer: RouteResponse<P>) => RouteResponse<P>,
) {
  queryClient.setQueriesData<RouteResponse<P>>({ queryKey: queryKeys.route(path) }, (answer) =>
    answer ? update(answer) : answer,
  );
}
