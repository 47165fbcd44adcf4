import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionEndReason } from '../api/session';
import { useSession } from '../api/useSession';
import { prefetchLanding } from './prefetchLanding';

interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where a protected URL sent the user to sign in, to go back there afterwards. */
function originOf(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/dashboard')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** /dashboard/*: without a stored session go to /signin remembering the origin (after sign-out: '/'). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session) return children;
  if (sessionEndReason() === 'logout') return <Navigate to="/" replace />;
  return <Navigate to="/signin" replace state={{ from: location }} />;
}

/** Sign-in and registro: a signed-in user goes on to the origin or to /dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const target = originOf(location.state) ?? '/dashboard';
  useEffect(() => {
    if (session) void prefetchLanding(session, target);
  }, [session, target]);
  if (!session) return children;
  return <Navigate to={target} replace />;
}
