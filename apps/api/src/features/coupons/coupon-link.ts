/**
 * What a printed coupon's QR says: the store's wallet page for coupons with the code filled in
 * (/{country code}/{slug}/coupon?code=…), so the phone's own camera opens the wallet ready to claim it.
 * A store without a wallet address (no slug) gets the bare code, which the wallet's form takes typed.
 */
export function couponLink(
  publicUrl: string,
  address: { countryCode: string; slug: string | null } | null,
  code: string,
): string {
  if (!address?.slug) return code;
  return `${publicUrl}/${address.countryCode.toLowerCase()}/${address.slug}/coupon?code=${encodeURIComponent(code)}`;
}
