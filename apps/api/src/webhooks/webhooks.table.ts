import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';
import { sameStore, storeIdColumn } from '../db/tenant-columns.ts';

/**
 * A store's webhook endpoints: where its events are posted, which ones, and the secret that signs them
 * (whsec_…, kept as it is: signing needs it; never read back by the API, docs/SECURITY.md).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    /**
     * The secret before the last rotation, still signing beside the new one until previous_secret_until
     * (a day), so a receiver can move to the new one without refusing a delivery.
     */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** 'owner' or 'failing' (turned off after 3 days of failures); null while enabled. */
    disabledReason: text('disabled_reason'),
    /** The first failure of the failures in a row; cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'webhook_endpoints_pkey', columns: [t.id, t.storeId] }),
    // What the outbox's insert asks on every change: does an enabled endpoint of the store want it.
    index('webhook_endpoints_store_idx').on(t.storeId),
  ],
);

/**
 * The transactional outbox: one row per event, written in the transaction of the change it tells about
 * (and only while an enabled endpoint of the store subscribes to it); the 'webhooks-dispatch' job turns
 * each into a delivery per subscribed endpoint and deletes it.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'webhook_messages_pkey', columns: [t.id, t.storeId] })],
);

/** One event for one endpoint: the exact body signed, its state and when it is tried next. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    endpointId: integer('endpoint_id').notNull(),
    /** The outbox row's id: the webhook-id header (msg_<store>_<id>), the same on every try and replay. */
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** 'pending', 'succeeded' or 'failed' (its 24 hours of retries are over, or its endpoint went off). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'webhook_deliveries_pkey', columns: [t.id, t.storeId] }),
    sameStore('webhook_deliveries_endpoint_fk', t.storeId, t.endpointId, {
      storeId: webhookEndpoints.storeId,
      id: webhookEndpoints.id,
    }).onDelete('cascade'),
    index('webhook_deliveries_log_idx').on(t.storeId, t.endpointId, t.id.desc()),
  ],
);

/** Each try of a delivery: the answer's status code (null: no answer), how long it took, the error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    deliveryId: integer('delivery_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    replay: boolean('replay').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'webhook_attempts_pkey', columns: [t.id, t.storeId] }),
    sameStore('webhook_attempts_delivery_fk', t.storeId, t.deliveryId, {
      storeId: webhookDeliveries.storeId,
      id: webhookDeliveries.id,
    }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(t.storeId, t.deliveryId),
  ],
);

/**
 * The platform administrator's endpoints (issue 35 §1): the platform's events (stores, payments) go to
 * them. No store owns them, so they are tables of their own without store_id — reference tables of a
 * store-distributed cluster (test/store-distribution.exceptions.ts) — rather than rows beside a store's
 * with a null store_id, which would break the tenant tables' keys. Their columns are a store's
 * endpoint's, and the same delivery code (features/account/webhooks) sends from either.
 */
export const platformWebhookEndpoints = pgTable('platform_webhook_endpoints', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  /** 'owner' (an administrator turned it off) or 'failing'; null while enabled. */
  disabledReason: text('disabled_reason'),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The platform's outbox: one row per platform event, written in the change's transaction. */
export const platformWebhookMessages = pgTable('platform_webhook_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

export const platformWebhookDeliveries = pgTable(
  'platform_webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => platformWebhookEndpoints.id, { onDelete: 'cascade' }),
    /** The outbox row's id: the webhook-id header (msg_platform_<id>). */
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('platform_webhook_deliveries_log_idx').on(t.endpointId, t.id.desc())],
);

export const platformWebhookAttempts = pgTable(
  'platform_webhook_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => platformWebhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    replay: boolean('replay').notNull().default(false),
  },
  (t) => [index('platform_webhook_attempts_delivery_idx').on(t.deliveryId)],
);
