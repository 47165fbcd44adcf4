import type {
  LoginData,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppPath as RoutePath,
} from '@premia/contract';
import { apiOrThrow } from '../api/client';
import { queryClient } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { loadAllTexts } from '../i18n';
import { ShellScreen } from './shellScreen';

function prefetch<P extends RoutePath>(path: P, input: RouteInput<P>) {
  void queryClient.prefetchQuery({
    queryKey: queryKeys.route(path, input),
    queryFn: ({ signal }) => apiOrThrow(path, input, { signal }),
  });
}

let started: string | null = null;
let landing: Promise<void> = Promise.resolve();

/**
 * Once signed in, starts at once and side by side what the landing screen needs, which would otherwise
 * load one after another (the shell's chunk, then its config and profile, then the home's chunk, then
 * its dashboard's, then their figures: issue 32 §9). The reads land in the query cache under the keys the
 * screens use, the chunks in the module cache; `target` is where the guard sends the user. Answers once
 * the chunks and texts have loaded (a failed one is loaded again by the screen that needs it).
 */
export function prefetchLanding(session: LoginData, target: string): Promise<void> {
  const key = `${session.token}:${target}`;
  if (started === key) return landing;
  started = key;
  landing = Promise.all([
    ShellScreen.preload().then(() =>
      import('./DashboardApp').then((shell) => shell.preloadLandingScreens(session, target)),
    ),
    loadAllTexts(),
  ]).then(
    () => undefined,
    () => undefined,
  );
  prefetch('/general/client-config', {});
  prefetch('/client/info', {});
  // Every screen's formatter reads the store's currency and time zone (format/useFormat.ts).
  if (session.storeId !== null) prefetch('/client/get-store-info', {});
  if (target !== '/dashboard' || session.userType === 'admin') return landing;
  prefetch('/stats/points', {});
  prefetch('/client/store/more-info', {});
  prefetch('/client/last-given-points', { limit: 10 });
  return landing;
}
