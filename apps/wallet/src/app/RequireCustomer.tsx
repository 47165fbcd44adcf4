import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { endedOnPurpose } from '../api/session';
import { useStore } from './StoreContext';
import { useSignedIn } from './useSignedIn';

/** A page for signed-in customers: others go to sign in (or to the store's page, right after signing out). */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { to } = useStore();
  if (useSignedIn()) return children;
  return <Navigate to={to(endedOnPurpose() ? '' : 'signin')} replace />;
}
