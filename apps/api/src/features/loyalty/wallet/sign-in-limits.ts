import type { Limit } from '../../account/auth/index.ts';
import { CODE_MINUTES } from './sign-in-codes.repository.ts';

/**
 * The wallet's sign-in limits (docs/SECURITY.md, "The customer wallet's sign-in"). Codes mailed per
 * email are spaced by the codes themselves (sign-in-codes.repository.ts, waitForNextCode); these limit
 * each caller's address, and the tries at one email's codes: per address, and all together for the
 * addresses that did not ask for a code to that email, so a stranger's wrong codes never use up the
 * tries of the customer who asked.
 */
export const walletLimits = {
  codesPerIp: (ip: string): Limit => ({ key: `wallet-code:ip:${ip}`, max: 50, windowSeconds: 900 }),
  checksPerIp: (ip: string): Limit => ({ key: `wallet-check:ip:${ip}`, max: 100, windowSeconds: 900 }),
  triesPerEmailAndIp: (storeId: number, email: string, ip: string): Limit => ({
    key: `wallet-try:email-ip:${storeId} ${email} ${ip}`,
    max: 5,
    windowSeconds: 900,
  }),
  /** Wrong codes for one email from addresses that did not ask for one (asked, below). */
  triesPerEmailUnasked: (storeId: number, email: string): Limit => ({
    key: `wallet-try:email:${storeId} ${email}`,
    max: 20,
    windowSeconds: 3600,
  }),
  /** That an address asked for a code to the email within a code's life (a mark, not a limit). */
  asked: (storeId: number, email: string, ip: string): Limit => ({
    key: `wallet-asked:${storeId} ${email} ${ip}`,
    max: 1,
    windowSeconds: CODE_MINUTES * 60,
  }),
  signUpsPerIp: (ip: string): Limit => ({ key: `wallet-sign-up:ip:${ip}`, max: 30, windowSeconds: 3600 }),
};
