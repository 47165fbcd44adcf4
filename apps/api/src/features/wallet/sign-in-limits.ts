import type { Limit } from '../auth/index.ts';

/**
 * The wallet's sign-in limits (docs/SECURITY.md): codes mailed per email and per caller's address, and
 * code checks and sign-ups per address. A code itself allows 5 tries; these stop a caller mailing
 * codes at will or trying codes across many emails.
 */
export const walletLimits = {
  codesPerEmail: (storeId: number, email: string): Limit => ({
    key: `wallet-code:email:${storeId} ${email}`,
    max: 5,
    windowSeconds: 900,
  }),
  codesPerIp: (ip: string): Limit => ({ key: `wallet-code:ip:${ip}`, max: 50, windowSeconds: 900 }),
  checksPerIp: (ip: string): Limit => ({ key: `wallet-check:ip:${ip}`, max: 100, windowSeconds: 900 }),
  signUpsPerIp: (ip: string): Limit => ({ key: `wallet-sign-up:ip:${ip}`, max: 30, windowSeconds: 3600 }),
};
