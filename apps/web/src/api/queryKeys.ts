import type { BackOfficeAppInput as RouteInput, BackOfficeAppPath as RoutePath } from '@premia/contract';

/**
 * Query keys: the API path first, then the input. Invalidating a path prefix refreshes every query
 * of that path; clearing ['session'] scoped queries happens on sign-out (the whole cache is cleared).
 */
export const queryKeys = {
  route: <P extends RoutePath>(path: P, input?: RouteInput<P>) =>
    input === undefined ? ([path] as const) : ([path, input] as const),
  clientConfig: () => queryKeys.route('/general/client-config', {}),
  storeTypes: () => queryKeys.route('/general/get-store-types'),
  countries: () => queryKeys.route('/general/get-countries', {}),
  profile: () => queryKeys.route('/client/info', {}),
};
