/** A store's wallet address: /{countryCode}/{slug} (spec §4), both lower case. */
export interface StoreAddress {
  countryCode: string;
  slug: string;
}

export const addressPath = (a: StoreAddress) => `/${a.countryCode}/${a.slug}`;

let current: StoreAddress | null = null;

/** The store whose pages are shown: set by the shell from the URL; calls and the session follow it. */
export function setCurrentAddress(address: StoreAddress | null) {
  current = address;
}

export function currentAddress(): StoreAddress | null {
  return current;
}
