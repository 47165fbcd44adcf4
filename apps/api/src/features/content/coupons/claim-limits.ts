import type { Limit } from '../../account/auth/index.ts';

/**
 * Wrong coupon codes (none such in the store, or of a deleted batch) a customer and a caller's address
 * may try in 15 minutes (docs/SECURITY.md). A wrong code is counted atomically, as the sign-in's tries
 * are (takeAttempt: of 30 wrong codes at once, exactly 10 are answered «no existe»); once a window is
 * full, every claim is refused, a right code too, so guessing stops. Right codes never count: a crowd
 * behind one address (a mobile carrier's NAT) claiming printed coupons is not slowed down.
 */
export const couponClaimLimits = {
  wrongPerCustomer: (storeId: number, customerId: number): Limit => ({
    key: `coupon-wrong:customer:${storeId} ${customerId}`,
    max: 10,
    windowSeconds: 900,
  }),
  wrongPerIp: (ip: string): Limit => ({ key: `coupon-wrong:ip:${ip}`, max: 100, windowSeconds: 900 }),
};
