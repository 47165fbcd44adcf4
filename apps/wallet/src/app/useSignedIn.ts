import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from '../api/session';

/** Whether the customer has a session in the current store (follows sign-in and sign-out). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, () => getToken() !== null);
}
