import type { LoginData } from '@premia/contract';

/** The home and, below it, a store user's dashboard: the screens most sign-ins land on. */
export async function preloadStoreLanding(): Promise<void> {
  await Promise.all([
    import('../features/insight/home/HomePage'),
    import('../features/insight/dashboard/StoreDashboard'),
  ]);
}

/**
 * The landing screen's chunks, fetched with the shell's (prefetchLanding.ts) rather than once each
 * screen renders: the home's, and a store user's dashboard below it. Here, in the shell's chunk, so the
 * sign-in page's first download does not carry their lists of files.
 */
export async function preloadLandingScreens(session: LoginData, target: string): Promise<void> {
  if (target !== '/dashboard') return;
  if (session.userType !== 'admin') return preloadStoreLanding();
  await import('../features/insight/home/HomePage');
}
