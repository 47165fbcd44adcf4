import type { LoginData } from '@premia/contract';
import { HomePage } from './menu';

/** The home and, below it, a store user's dashboard: the screens most sign-ins land on. */
export async function preloadStoreLanding(): Promise<void> {
  await Promise.all([
    HomePage.preload(),
    import('../features/insight/dashboard/index').then((dashboard) => dashboard.StoreDashboard.preload()),
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
  await HomePage.preload();
}
