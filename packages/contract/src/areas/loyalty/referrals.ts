import { z } from 'zod';
import { pageInput, plainText } from '../../common.ts';
import { route } from '../../route-table.ts';

/**
 * Referrals (issue 34 §3). Every customer has a code to share; a friend who signs up in the wallet with
 * it is recorded as their referral. When the friend's FIRST points-earning purchase in the store reaches
 * the store's minimum, both get the store's points, once; a first purchase under the minimum settles
 * the referral as refused (a later purchase does not count: the rule the wallet states to both). A
 * referral is refused, with its reason, when the friend has the referrer's email, mobile or device, or
 * when the referrer already has the month's cap of rewarded referrals (the store's calendar month).
 */

/** The letters of a code: no 0/O, 1/I/L, so it is read aloud and typed without doubt. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 6;
/** The most rewarded referrals a store may allow one referrer in a month. */
export const MAX_REFERRAL_MONTHLY_CAP = 1000;
/** The most points a referral gives either side. */
export const MAX_REFERRAL_POINTS = 100_000;

export const referralStates = ['pending', 'rewarded', 'refused'] as const;
export type ReferralState = (typeof referralStates)[number];

/**
 * Why a referral gave nothing: the friend has the referrer's email, mobile or device; the first purchase
 * was under the minimum; the referrer had the month's cap; one of them was deleted before it settled.
 */
export const referralRefusals = [
  'same-email',
  'same-mobile',
  'same-device',
  'below-minimum',
  'monthly-cap',
  'customer-deleted',
] as const;
export type ReferralRefusal = (typeof referralRefusals)[number];

/** A code as typed: spaces and dashes dropped, any case; empty means none. */
export const referralCodeInput = () =>
  plainText()
    .max(20)
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
    .refine((code) => code === '' || /^[A-Z0-9]{4,12}$/.test(code), { message: 'referrals.codeUnknown' });

/**
 * The wallet's own device: a random id the wallet keeps on the phone and sends at sign-up and when the
 * invite card is read, so a friend on the referrer's own device is told apart.
 */
export const deviceId = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'referrals.deviceInvalid' });

export const walletReferral = z.object({
  /** The store turns referrals on: off, the card says so and the code is kept for later. */
  enabled: z.boolean(),
  code: z.string(),
  referrerPoints: z.number(),
  friendPoints: z.number(),
  /** The friend's first purchase must reach this amount (money); 0: any purchase. */
  minPurchase: z.number(),
  /** Friends who signed up with the code: rewarded, still waiting for their first purchase. */
  rewarded: z.number(),
  pending: z.number(),
  /** The points the customer earned by their referrals. */
  pointsEarned: z.number(),
});
export type WalletReferral = z.infer<typeof walletReferral>;

export const referralRow = z.object({
  id: z.number(),
  referrer: z.object({ id: z.number(), name: z.string(), clientCode: z.string() }),
  friend: z.object({ id: z.number(), name: z.string(), clientCode: z.string() }),
  /** When the friend signed up with the code. */
  createdAt: z.string(),
  state: z.enum(referralStates),
  reason: z.enum(referralRefusals).nullable(),
  /** When it was rewarded or refused. */
  settledAt: z.string().nullable(),
  referrerPoints: z.number(),
  friendPoints: z.number(),
});
export type ReferralRow = z.infer<typeof referralRow>;

export const referralWalletRoutes = {
  '/wallet/referral': route({
    area: 'referrals',
    summary:
      "The customer's invitation: their code (made on first read, unique in the store), what the store gives each side and the minimum first purchase, and their friends rewarded and pending with the points earned. The wallet's device id, when sent, is recorded as the customer's, so a friend signing up on it is refused as self-referral.",
    access: 'customer',
    input: z.object({ device: deviceId().optional() }),
    output: walletReferral,
    example: { device: 'k3J9x2mQp8Za' },
  }),
} as const;

export const referralRoutes = {
  '/client/referrals/list': route({
    area: 'referrals',
    summary:
      'Who brought whom, newest first: referrer, friend, the sign-up date, the state (pending, rewarded, refused with its reason) and the points each got.',
    access: 'owner',
    input: z.object({ ...pageInput, state: z.enum(referralStates).optional() }),
    output: z.object({ referrals: z.array(referralRow), total: z.number() }),
    example: { page: 1, pageSize: 20 },
  }),
} as const;
