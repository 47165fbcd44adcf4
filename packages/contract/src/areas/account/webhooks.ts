import { z } from 'zod';
import { adminRef, pageInput, saidFields, storeRef } from '../../common.ts';
import { orderStates } from '../../order-states.ts';
import { route } from '../../route-table.ts';
import { ledgerEntry } from '../loyalty/points.ts';

/**
 * What a store's webhook endpoints may subscribe to (Standard Webhooks: `group.event`). Each event's
 * `data` is declared in webhookPayloads below and in the OpenAPI document's `webhooks` section.
 */
export const webhookEvents = [
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'points.earned',
  'points.reversed',
  'points.expired',
  'reward.redeemed',
  'request.confirmed',
  'request.refused',
  'order.placed',
  'order.state_changed',
  'coupon.claimed',
] as const;
export type StoreWebhookEvent = (typeof webhookEvents)[number];

/**
 * What the platform administrator's endpoints may subscribe to (/admin/webhooks/*): the platform's own
 * events, of stores and their purchases of plans. A store's private events (its customers, points,
 * orders) never go to the platform's endpoints, and these never go to a store's.
 */
export const platformWebhookEvents = [
  'store.created',
  'store.updated',
  'store.closed',
  'payment.created',
  'payment.confirmed',
] as const;
export type PlatformWebhookEvent = (typeof platformWebhookEvents)[number];

/** Every event an endpoint of either kind may receive. */
export const allWebhookEvents = [...webhookEvents, ...platformWebhookEvents] as const;
export type WebhookEvent = (typeof allWebhookEvents)[number];

/** Endpoints a store may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

const customerData = z.object({
  customerId: z.number(),
  clientCode: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
/** A change of points: the ledger row as the API shows it and the customer's balance after it. */
const entryData = z.object({ entry: ledgerEntry, balance: z.number() });
const requestData = z.object({
  requestId: z.number(),
  customerId: z.number(),
  rewardId: z.number(),
  rewardName: z.string(),
  reason: z.string().nullable(),
});
const orderData = z.object({
  orderId: z.number(),
  customerId: z.number(),
  state: z.enum(orderStates),
  totalCents: z.number(),
});

/** Each event's `data`. */
export const webhookData = {
  'customer.created': customerData,
  'customer.updated': customerData,
  'customer.deleted': z.object({ customerId: z.number(), clientCode: z.string() }),
  'points.earned': entryData,
  'points.reversed': entryData,
  'points.expired': z.object({
    entryId: z.number(),
    customerId: z.number(),
    /** The points taken, as a positive number. */
    points: z.number(),
    balance: z.number(),
  }),
  'reward.redeemed': entryData,
  'request.confirmed': requestData,
  'request.refused': requestData,
  'order.placed': orderData,
  'order.state_changed': orderData.extend({ previousState: z.enum(orderStates) }),
  'coupon.claimed': z.object({
    batchId: z.number(),
    customerId: z.number(),
    code: z.string(),
    points: z.number(),
    rewardId: z.number().nullable(),
  }),
  // The platform's events (platformWebhookEvents).
  'store.created': z.object({
    storeId: z.number(),
    name: z.string(),
    ownerEmail: z.string(),
    storeTypeId: z.number(),
    countryId: z.number(),
    active: z.boolean(),
    /** 'signup': the owner registered; 'admin': a platform administrator created it. */
    createdBy: z.enum(['signup', 'admin']),
  }),
  'store.updated': z.object({
    storeId: z.number(),
    name: z.string(),
    active: z.boolean(),
    /** The fields the administrator changed, by name (never their values): e.g. active, name, redeemBought. */
    fields: z.array(z.string()),
  }),
  'store.closed': z.object({
    storeId: z.number(),
    name: z.string(),
    /** 'owner': the owner deleted the account; 'admin': a platform administrator deleted the business. */
    closedBy: z.enum(['owner', 'admin']),
  }),
  'payment.created': z.object({
    paymentId: z.number(),
    storeId: z.number(),
    planId: z.number(),
    redemptions: z.number(),
    amountCents: z.number(),
    currencyCode: z.string(),
    provider: z.string(),
    /** 'pending': an owner's order (confirmed later); 'confirmed': recorded by an administrator. */
    status: z.enum(['pending', 'confirmed']),
  }),
  'payment.confirmed': z.object({
    paymentId: z.number(),
    storeId: z.number(),
    /** The redemptions the payment added to the store's allowance. */
    redemptions: z.number(),
  }),
} as const satisfies Record<WebhookEvent, z.ZodType>;

/** The `data` of event E, as its endpoints receive it. */
export type WebhookData<E extends WebhookEvent> = z.input<(typeof webhookData)[E]>;

/** The body of a delivery (Standard Webhooks' payload): the event, when it happened, its data. */
export const webhookPayload = <E extends WebhookEvent>(event: E) =>
  z.object({
    type: z.literal(event),
    timestamp: z.string(),
    data: webhookData[event],
  });

export const webhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(allWebhookEvents)),
  enabled: z.boolean(),
  /** Why it is off: the owner turned it off, or it failed for 3 days and the platform did. */
  disabledReason: z.enum(['owner', 'failing']).nullable(),
  /** Since when every delivery to it has failed; null while it answers. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookAttempt = z.object({
  at: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  replay: z.boolean(),
});

export const webhookDelivery = z.object({
  id: z.number(),
  messageId: z.string(),
  eventType: z.enum(allWebhookEvents),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  /** The newest attempts first, at most 10. */
  log: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** An http(s) address without spaces: where the platform posts. Private addresses are refused by the API. */
const endpointUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/i, { message: 'validation.linkScheme' });

const eventList = z.array(z.enum(webhookEvents)).min(1).max(webhookEvents.length);
const platformEventList = z.array(z.enum(platformWebhookEvents)).min(1).max(platformWebhookEvents.length);

export const webhookRoutes = {
  '/client/webhooks/list': route({
    area: 'webhooks',
    summary:
      "The store's webhook endpoints, oldest first: address, events, on or off (and why) and since when it fails. The secret is never shown again.",
    access: 'owner',
    input: z.object({}),
    output: z.object({ endpoints: z.array(webhookEndpoint) }),
    example: {},
  }),
  '/client/webhooks/create': route({
    area: 'webhooks',
    summary:
      'Register a webhook endpoint: an http(s) address and the events it receives. Deliveries are signed (Standard Webhooks) with the secret in this answer, shown this once (whsec_…). A private, loopback or link-local address is refused (400 webhooks.privateAddress).',
    access: 'owner',
    failures: ['conflict'],
    input: z.object({ url: endpointUrl, events: eventList }),
    output: z.object({ ...saidFields, endpoint: webhookEndpoint, secret: z.string() }),
    example: { url: 'https://example.com/premia-webhooks', events: ['points.earned', 'customer.created'] },
  }),
  '/client/webhooks/update': route({
    area: 'webhooks',
    summary:
      'Change an endpoint: its address, its events, or turn it on or off (turning it on again clears its failures).',
    access: 'owner',
    input: z.object({
      endpointId: storeRef('webhookEndpoint'),
      url: endpointUrl.optional(),
      events: eventList.optional(),
      enabled: z.boolean().optional(),
    }),
    output: z.object({ ...saidFields, endpoint: webhookEndpoint }),
    example: { endpointId: 1, enabled: false },
  }),
  '/client/webhooks/rotate-secret': route({
    area: 'webhooks',
    summary:
      "Give an endpoint a new signing secret, shown this once (whsec_…). For a day every delivery carries two signatures (webhook-signature: the new one's and the old one's), so the receiver can move to the new secret without refusing a delivery; then only the new one's.",
    access: 'owner',
    input: z.object({ endpointId: storeRef('webhookEndpoint') }),
    output: z.object({ ...saidFields, endpoint: webhookEndpoint, secret: z.string() }),
    example: { endpointId: 1 },
  }),
  '/client/webhooks/delete': route({
    area: 'webhooks',
    summary: 'Delete an endpoint, with its delivery log; nothing more is sent to it.',
    access: 'owner',
    input: z.object({ endpointId: storeRef('webhookEndpoint') }),
    output: z.object({ ...saidFields }),
    example: { endpointId: 1 },
  }),
  '/client/webhooks/deliveries': route({
    area: 'webhooks',
    summary:
      "An endpoint's delivery log, newest first: each event sent, its state and its attempts (status code, duration, error).",
    access: 'owner',
    input: z.object({ endpointId: storeRef('webhookEndpoint'), ...pageInput }),
    output: z.object({ deliveries: z.array(webhookDelivery), total: z.number() }),
    example: { endpointId: 1, page: 1, pageSize: 20 },
  }),
  '/client/webhooks/replay': route({
    area: 'webhooks',
    summary:
      'Send a delivery of the log again now, with the same webhook-id (receivers drop a repeat by it). Refused while its endpoint is off.',
    access: 'owner',
    failures: ['conflict'],
    input: z.object({ deliveryId: storeRef('webhookDelivery') }),
    output: z.object({ ...saidFields }),
    example: { deliveryId: 1 },
  }),
} as const;

/**
 * The platform administrator's endpoints (issue 35 §1): the same screens and delivery as a store's, for
 * the platform's events (platformWebhookEvents). A store's user never reaches them (access 'admin').
 */
export const platformWebhookRoutes = {
  '/admin/webhooks/list': route({
    area: 'webhooks',
    summary:
      "The platform's webhook endpoints, oldest first: address, events, on or off (and why) and since when it fails. The secret is never shown again.",
    access: 'admin',
    input: z.object({}),
    output: z.object({ endpoints: z.array(webhookEndpoint) }),
    example: {},
  }),
  '/admin/webhooks/create': route({
    area: 'webhooks',
    summary:
      "Register an endpoint for the platform's events (stores created, changed or closed; payments recorded or confirmed). Deliveries are signed (Standard Webhooks) with the secret in this answer, shown this once (whsec_…). A private, loopback or link-local address is refused (400 webhooks.privateAddress).",
    access: 'admin',
    failures: ['conflict'],
    input: z.object({ url: endpointUrl, events: platformEventList }),
    output: z.object({ ...saidFields, endpoint: webhookEndpoint, secret: z.string() }),
    example: { url: 'https://example.com/premia-platform', events: ['store.created', 'payment.confirmed'] },
  }),
  '/admin/webhooks/update': route({
    area: 'webhooks',
    summary:
      'Change a platform endpoint: its address, its events, or turn it on or off (turning it on again clears its failures).',
    access: 'admin',
    input: z.object({
      endpointId: adminRef('platformWebhookEndpoint'),
      url: endpointUrl.optional(),
      events: platformEventList.optional(),
      enabled: z.boolean().optional(),
    }),
    output: z.object({ ...saidFields, endpoint: webhookEndpoint }),
    example: { endpointId: 1, enabled: false },
  }),
  '/admin/webhooks/rotate-secret': route({
    area: 'webhooks',
    summary:
      'Give a platform endpoint a new signing secret, shown this once (whsec_…); the old one signs beside it for a day.',
    access: 'admin',
    input: z.object({ endpointId: adminRef('platformWebhookEndpoint') }),
    output: z.object({ ...saidFields, endpoint: webhookEndpoint, secret: z.string() }),
    example: { endpointId: 1 },
  }),
  '/admin/webhooks/delete': route({
    area: 'webhooks',
    summary: 'Delete a platform endpoint, with its delivery log; nothing more is sent to it.',
    access: 'admin',
    input: z.object({ endpointId: adminRef('platformWebhookEndpoint') }),
    output: z.object({ ...saidFields }),
    example: { endpointId: 1 },
  }),
  '/admin/webhooks/deliveries': route({
    area: 'webhooks',
    summary:
      "A platform endpoint's delivery log, newest first: each event sent, its state and its attempts (status code, duration, error).",
    access: 'admin',
    input: z.object({ endpointId: adminRef('platformWebhookEndpoint'), ...pageInput }),
    output: z.object({ deliveries: z.array(webhookDelivery), total: z.number() }),
    example: { endpointId: 1, page: 1, pageSize: 20 },
  }),
  '/admin/webhooks/replay': route({
    area: 'webhooks',
    summary:
      'Send a delivery of a platform endpoint again now, with the same webhook-id. Refused while its endpoint is off.',
    access: 'admin',
    failures: ['conflict'],
    input: z.object({ deliveryId: adminRef('platformWebhookDelivery') }),
    output: z.object({ ...saidFields }),
    example: { deliveryId: 1 },
  }),
} as const;
