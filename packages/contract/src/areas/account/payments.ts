import { z } from 'zod';
import { empty, id, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from './auth.ts';

/** A redemption pack the platform sells (spec §3 Plan). */
export const planItem = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  currencyCode: z.string(),
  redemptions: z.number(),
  /** How buying it is paid: at PayPal (the plan uses PayPal and the admin configured it), or by hand. */
  payBy: z.enum(['paypal', 'manual']),
});

export const paymentStatuses = ['pending', 'confirmed', 'cancelled'] as const;
export const paymentItem = z.object({
  id: z.number(),
  plan: z.object({ id: z.number(), name: z.string() }).nullable(),
  redemptions: z.number(),
  amount: z.number(),
  currencyCode: z.string(),
  status: z.enum(paymentStatuses),
  /** 'paypal' when paid online; 'manual' when the platform admin confirms it. */
  provider: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Where a pending PayPal order is approved; null otherwise. */
  approveUrl: z.string().nullable(),
});

/** The store's redemptions: free + bought = total; used so far; left. */
export const redemptionAllowance = z.object({
  redeemFree: z.number(),
  redeemBought: z.number(),
  total: z.number(),
  used: z.number(),
  left: z.number(),
});

export const subscriptionStatuses = ['pending', 'active', 'cancelled'] as const;
export const subscriptionItem = z.object({
  id: z.number(),
  status: z.enum(subscriptionStatuses),
  provider: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

/** Spec §4: enabled when hasSubscripton, disabled otherwise, absent without withSubscription. */
export const subscriptionState = z.enum(['enabled', 'disabled', 'absent']);

/** The redemption packs' prices, under /general. */
export const paymentsPublicRoutes = {
  '/general/payment/redemptions-costs': route({
    area: 'payments',
    summary: 'The active redemption packs: name, price and redemptions.',
    access: 'user',
    input: empty,
    output: z.object({ plans: z.array(planItem) }),
    example: {},
  }),
} as const;

export const paymentsRoutes = {
  '/client/payment/get-all': route({
    area: 'payments',
    summary: "The store's payments, newest first, and its redemption allowance.",
    access: 'owner',
    failures: ['not-found'],
    input: empty,
    output: z.object({
      payments: z.array(paymentItem),
      allowance: redemptionAllowance,
      /** How to pay by hand (the platform admin's text); null when there is none. */
      manualInstructions: z.string().nullable(),
    }),
    example: {},
  }),
  '/client/payment/save': route({
    area: 'payments',
    summary:
      'Buy a redemption pack: records a pending payment (with PayPal configured, also returns where to approve it). A store has at most one pending order per plan: buying it again answers that order (existing: true).',
    access: 'owner',
    failures: ['provider-unavailable'],
    input: z.object({ planId: id() }),
    output: messageOutput.extend({
      payment: paymentItem,
      approveUrl: z.string().nullable(),
      existing: z.boolean(),
    }),
    example: { planId: 1 },
    idempotent: true,
  }),
  '/client/payment/cancel': route({
    area: 'payments',
    summary:
      'Cancel a pending order of the store; a confirmed payment stays. Cancelling again changes nothing.',
    access: 'owner',
    failures: ['conflict'],
    input: z.object({ paymentId: storeRef('payment') }),
    output: messageOutput.extend({ payment: paymentItem }),
    example: { paymentId: 1 },
  }),
  '/client/payment/confirm': route({
    area: 'payments',
    summary:
      'After approving at PayPal: capture the order; the redemptions are added once, however often this is called.',
    access: 'owner',
    failures: ['conflict', 'provider-unavailable'],
    input: z.object({ paymentId: storeRef('payment') }),
    output: messageOutput.extend({ payment: paymentItem }),
    example: { paymentId: 1 },
  }),
  '/client/subscription/status': route({
    area: 'payments',
    summary: "The store's subscription state (spec §4).",
    access: 'owner',
    failures: ['not-found'],
    input: empty,
    output: z.object({ status: subscriptionState }),
    example: {},
  }),
  '/client/subscription/get-all': route({
    area: 'payments',
    summary: "The store's subscriptions, newest first.",
    access: 'owner',
    failures: ['not-found'],
    input: empty,
    output: z.object({ subscriptions: z.array(subscriptionItem), status: subscriptionState }),
    example: {},
  }),
  '/client/subscription/save': route({
    area: 'payments',
    summary:
      'Subscribe: records a pending subscription; with PayPal configured, also returns where to approve it.',
    access: 'owner',
    failures: ['not-found', 'conflict', 'provider-unavailable'],
    input: empty,
    output: messageOutput.extend({ subscription: subscriptionItem, approveUrl: z.string().nullable() }),
    example: {},
  }),
  '/client/subscription/confirm': route({
    area: 'payments',
    summary: "After approving at PayPal: read the subscription's state and enable the store when active.",
    access: 'owner',
    failures: ['conflict', 'provider-unavailable'],
    input: z.object({ subscriptionId: storeRef('subscription') }),
    output: messageOutput.extend({ subscription: subscriptionItem, status: subscriptionState }),
    example: { subscriptionId: 1 },
  }),
} as const;
