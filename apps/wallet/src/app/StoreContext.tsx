import type { PublicStore } from '@premia/contract';
import { createContext, useContext } from 'react';
import type { StoreAddress } from '../api/address';

export interface StoreContextValue {
  address: StoreAddress;
  /** The store's public page data, once loaded (kept on the phone for offline use). */
  store: PublicStore;
  /** The store's address with a page's path under it: `to('card')` → /pe/cafe-aurora/card. */
  to: (path: string) => string;
}

export const StoreContext = createContext<StoreContextValue | null>(null);

/** The store whose wallet this is: every page under the shell has one. */
export function useStore(): StoreContextValue {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useStore outside the store shell');
  return value;
}
