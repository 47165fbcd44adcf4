import { useRouteQuery } from '../api/useRouteQuery';

/** Brand flags, languages and the support phone: runtime configuration served by the API. */
export function useClientConfig() {
  return useRouteQuery('/general/client-config', {}, { staleTime: Number.POSITIVE_INFINITY });
}
