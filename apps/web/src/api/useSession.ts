import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';

/** The signed-in user's stored login data, or null. */
export function useSession() {
  return useSyncExternalStore(subscribeSession, getSession);
}
