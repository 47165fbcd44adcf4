/** A store's wallet address: its country code and slug (spec §4: {clientWebApp}/{country code}/{slug}). */
export interface WalletAddress {
  countryCode: string;
  slug: string | null;
}

/**
 * The full address of a page of the store's wallet (`card`, `survey`, `coupon?code=…`; '' the store's
 * own page), for mails and printed QR codes; null for a store without a wallet address (no slug).
 */
export function walletLink(publicUrl: string, address: WalletAddress | null, page: string): string | null {
  if (!address?.slug) return null;
  const home = `${publicUrl}/${address.countryCode.toLowerCase()}/${address.slug}`;
  return page ? `${home}/${page}` : home;
}
