import { z } from 'zod';
import { empty, pageInput, requiredLongText, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { customerId } from './customers.ts';
import { ledgerEntry } from './points.ts';
import { redemption } from './rewards.ts';

/**
 * A reward request: a customer asks from the wallet for a reward (where the store has `requestReward`
 * on); the store confirms it (the counter's redemption: balance, stock, allowance) or rejects it with a
 * reason the customer reads; the customer may cancel it while it is pending.
 */
export const rewardRequestStates = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export type RewardRequestState = (typeof rewardRequestStates)[number];

export const rewardRequest = z.object({
  id: z.number(),
  state: z.enum(rewardRequestStates),
  reward: z.object({
    id: z.number(),
    name: z.string(),
    pointsCost: z.number(),
    image: z.string().nullable(),
  }),
  /** The points the reward cost when it was asked for. */
  points: z.number(),
  /** Why the store rejected it (shown to the customer). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RewardRequest = z.infer<typeof rewardRequest>;

/** A request as the back office sees it: with its customer and their balance now. */
export const storeRewardRequest = rewardRequest.extend({
  customer: z.object({ id: z.number(), name: z.string(), clientCode: z.string(), balance: z.number() }),
});
export type StoreRewardRequest = z.infer<typeof storeRewardRequest>;

const requestId = { requestId: storeRef('rewardRequest') };

export const rewardRequestRoutes = {
  '/client/redemption/pendings': route({
    area: 'requests',
    summary: "The store's pending reward requests, oldest first, with their count (the sidebar's badge).",
    access: 'client',
    input: z.object(pageInput),
    output: z.object({ requests: z.array(storeRewardRequest), total: z.number() }),
    example: { page: 1, pageSize: 20 },
  }),
  '/client/customer/pending-redemptions': route({
    area: 'requests',
    summary: "One customer's pending reward requests, oldest first.",
    access: 'client',
    input: z.object(customerId),
    output: z.object({ requests: z.array(storeRewardRequest) }),
    example: { customerId: 1 },
  }),
  '/client/customer/confirm-reward-requested': route({
    area: 'requests',
    summary:
      "Confirm a pending request: the counter's redemption (balance, stock, limits, allowance) and the request's state in one transaction, once; the customer is mailed.",
    access: { permission: 'permRedeem' },
    failures: ['no-subscription', 'no-redemptions-left'],
    input: z.object(requestId),
    output: z.object({
      ...saidFields,
      request: storeRewardRequest,
      redemption,
      entry: ledgerEntry,
      balance: z.number(),
    }),
    example: { requestId: 1 },
    idempotent: true,
  }),
  '/client/customer/delete-reward-requested': route({
    area: 'requests',
    summary: 'Reject a pending request with a reason the customer reads; the customer is mailed.',
    access: { permission: 'permRedeem' },
    failures: ['conflict'],
    input: z.object({ ...requestId, reason: requiredLongText(300) }),
    output: z.object({ ...saidFields, request: storeRewardRequest }),
    example: { requestId: 1, reason: 'Se nos acabó este premio; pídanos otro, por favor.' },
  }),
} as const;

/** A reward as the customer sees it in the wallet's catalogue. */
export const walletReward = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  pointsCost: z.number(),
  /** "Te faltan N puntos": 0 when the balance covers it. */
  missingPoints: z.number(),
  soldOut: z.boolean(),
  /** The reward's QR for the counter (where the store has `qrReward` on and the balance covers it). */
  qr: z.string().nullable(),
  /** A pending request of this customer for this reward, if any. */
  pendingRequestId: z.number().nullable(),
});
export type WalletReward = z.infer<typeof walletReward>;

export const walletRewardRoutes = {
  '/wallet/rewards': route({
    area: 'requests',
    summary:
      "The store's rewards for the signed-in customer: what each still needs, its QR where the store redeems by QR, and how to ask for one.",
    access: 'customer',
    failures: ['not-found'],
    input: empty,
    output: z.object({
      balance: z.number(),
      requestReward: z.boolean(),
      rewardRequestInfo: z.string().nullable(),
      qrReward: z.boolean(),
      rewards: z.array(walletReward),
    }),
    example: {},
  }),
  '/wallet/reward-requests': route({
    area: 'requests',
    summary: "The signed-in customer's reward requests, newest first (the last 50).",
    access: 'customer',
    input: empty,
    output: z.object({ requests: z.array(rewardRequest) }),
    example: {},
  }),
  '/wallet/reward-request/add': route({
    area: 'requests',
    summary:
      'Ask the store for a reward (the store must take requests; the balance must cover it; one pending request per reward).',
    access: 'customer',
    input: z.object({ rewardId: storeRef('reward') }),
    output: z.object({ ...saidFields, request: rewardRequest }),
    example: { rewardId: 1 },
    idempotent: true,
  }),
  '/wallet/reward-request/cancel': route({
    area: 'requests',
    summary: 'Cancel one of my pending reward requests.',
    access: 'customer',
    failures: ['conflict'],
    input: z.object({ requestId: storeRef('rewardRequest') }),
    output: z.object({ ...saidFields, request: rewardRequest }),
    example: { requestId: 1 },
  }),
} as const;

/**
 * The reward code (where the store has `qrReward` on): "R{rewardId}-{clientCode}", e.g. "R12-A3x", the
 * text staff may type; the wallet's QR of a reward is signed and short-lived (qr-codes.ts). Either says
 * which customer wants which reward, nothing more: it is no voucher. The counter opens that customer with
 * that reward ready to redeem, and the redemption is the counter's own (the cashier's permission, the
 * balance, stock, limits and allowance checked by the server then).
 */
export function rewardQr(clientCode: string, rewardId: number): string {
  return `R${rewardId}-${clientCode}`;
}

/** The customer's client code and the reward id of a reward QR; null for any other text. */
export function parseRewardQr(text: string): { clientCode: string; rewardId: number } | null {
  const match = /^R([1-9][0-9]{0,9})-(A[0-9a-zA-Z]{1,6})$/.exec(text.trim());
  if (!match) return null;
  const rewardId = Number(match[1]);
  return rewardId <= 2_147_483_647 ? { clientCode: match[2]!, rewardId } : null;
}
