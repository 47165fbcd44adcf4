import type { LoginData } from '@premia/contract';

/**
 * The landing screen's chunks, fetched with the shell's (prefetchLanding.ts) rather than once each
 * screen renders: the home's, and a store user's dashboard below it. Here, in the shell's chunk, so the
 * sign-in page's first download does not carry their lists of files.
 */
export async function preloadLandingScreens(session: LoginData, target: string): Promise<void> {
  if (target !== '/dashboard') return;
  await Promise.all([
    import('../features/insight/home/HomePage'),
    session.userType !== 'admin' ? import('../features/insight/dashboard/StoreDashboard') : null,
  ]);
}
