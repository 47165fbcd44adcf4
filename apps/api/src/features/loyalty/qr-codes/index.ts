/** What other features may use of the wallet's signed QRs: only through this file (test/feature-boundaries.test.ts). */
export {
  isStoreKeyMac,
  signedWithStoreKey,
  verifiedScan,
  type WalletQr,
  walletQr,
} from './qr-codes.service.ts';
