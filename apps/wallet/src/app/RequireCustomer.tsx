import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { addressPath } from '../api/address';
import { endedOnPurpose } from '../api/session';
import { nextPage } from './nextPage';
import { useStore } from './StoreContext';
import { useSignedIn } from './useSignedIn';

/**
 * A page for signed-in customers: others go to sign in and come back to it (a mail's link to the survey
 * opens the survey once signed in), or to the store's page right after signing out.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { address, to } = useStore();
  const location = useLocation();
  const signedIn = useSignedIn();
  if (signedIn) return children;
  if (endedOnPurpose()) return <Navigate to={to('')} replace />;
  const page = nextPage(location.pathname.slice(addressPath(address).length + 1) + location.search);
  return <Navigate to={page ? `${to('signin')}?next=${encodeURIComponent(page)}` : to('signin')} replace />;
}
