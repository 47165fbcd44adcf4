import { addressPath, currentAddress, type StoreAddress } from './address';

/**
 * The customer's session token of each store, in localStorage under the store's address: a customer
 * of two stores keeps both, and signing out of one leaves the other.
 */
const keyOf = (address: StoreAddress) => `premia.wallet.session:${addressPath(address)}`;
const listeners = new Set<() => void>();
let signedOutOnPurpose = false;

export function getToken(address = currentAddress()): string | null {
  if (!address) return null;
  try {
    return localStorage.getItem(keyOf(address));
  } catch {
    return null;
  }
}

/**
 * Stores (or, with null, forgets) the store's token. `onPurpose`: the customer signed out or deleted
 * their account, so pages for signed-in customers send them to the store's page, not to sign in again.
 */
export function setToken(address: StoreAddress, token: string | null, options: { onPurpose?: boolean } = {}) {
  signedOutOnPurpose = token === null && options.onPurpose === true;
  try {
    if (token) localStorage.setItem(keyOf(address), token);
    else localStorage.removeItem(keyOf(address));
  } catch {
    // private mode: the session lasts for this page only
  }
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the last session ended because the customer chose to (sign-out, account deleted). */
export function endedOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/** The store's page was reached after signing out: from now on, signed-in pages ask to sign in again. */
export function forgetEndedOnPurpose() {
  signedOutOnPurpose = false;
}
