import { type WalletAddress, walletLink } from '../../account/stores/index.ts';

/**
 * What a printed coupon's QR says: the store's wallet page for coupons with the code filled in
 * (/{country code}/{slug}/coupon?code=…), so the phone's own camera opens the wallet ready to claim it.
 * A store without a wallet address (no slug) gets the bare code, which the wallet's form takes typed.
 */
export function couponLink(publicUrl: string, address: WalletAddress | null, code: string): string {
  return walletLink(publicUrl, address, `coupon?code=${encodeURIComponent(code)}`) ?? code;
}
