import { lazyScreen } from '../ui/lazyScreen';

/** The signed-in shell (/dashboard/*), a chunk of its own: the router draws it, the sign-in page loads it ahead. */
export const ShellScreen = lazyScreen(() => import('./DashboardApp'));
