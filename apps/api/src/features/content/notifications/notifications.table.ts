import type { MessageParams } from '@premia/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { cities, countries, customers, segments, stores, storeTypes } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A marketing notification: a store's (store_id) or the platform's (store_id null, with an optional
 * audience). `scheduled_at` is its date and time in the sender's time zone; `version` grows with each
 * change, so a send job enqueued for an older version does nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    sendDate: date('send_date', { mode: 'string' }).notNull(),
    sendTime: time('send_time').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    buttonText: text('button_text'),
    buttonLink: text('button_link'),
    sendPush: boolean('send_push').notNull().default(true),
    sendMail: boolean('send_mail').notNull().default(false),
    countryId: integer('country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    storeTypeId: integer('store_type_id').references(() => storeTypes.id),
    /**
     * A store's notification to one of its segments (its customers when it is sent), through the store:
     * a segment is not deleted while a notification names it (the segment's delete clears it from the
     * sent and deleted ones first, and refuses while one is still to be sent).
     */
    segmentId: integer('segment_id'),
    /** A message to one customer (the drawer's): not one of the store's scheduled notifications. */
    direct: boolean('direct').notNull().default(false),
    /**
     * A message the platform wrote (a points expiry notice): its title's and text's codes and params, so
     * the wallet says it in the customer's language; title and description keep its Spanish words.
     */
    titleCode: text('title_code'),
    descriptionCode: text('description_code'),
    textParams: jsonb('text_params').$type<MessageParams>(),
    version: integer('version').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reached: integer('reached'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_store_idx').on(t.storeId, t.scheduledAt),
    sameStore('notifications_segment_fk', t.storeId, t.segmentId, segments),
    index('notifications_segment_idx').on(t.storeId, t.segmentId).where(sql`${t.segmentId} is not null`),
    check(
      'notifications_audience_platform_only',
      sql`${t.storeId} is null or (${t.countryId} is null and ${t.cityId} is null and ${t.storeTypeId} is null)`,
    ),
  ],
);

/**
 * A sent notification reaching one store's customers (customer_id null: every one who accepted) or one
 * customer (a test or a message from the drawer). One row per store, never per customer: the inbox reads
 * these with the customer's consent history. `fanout_cursor` is how far push and mail have gone.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
    storeId: storeIdColumn(),
    customerId: integer('customer_id'),
    /** Whether it counts in the weekly cap: marketing to everyone who accepted, or to one customer (their own cap). */
    counts: boolean('counts').notNull(),
    /** To a segment's customers only: those of notification_audiences, written with it. */
    segmented: boolean('segmented').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    fanoutCursor: integer('fanout_cursor').notNull().default(0),
    fanoutDone: boolean('fanout_done').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'notification_deliveries_pkey', columns: [t.id, t.storeId] }),
    index('notification_deliveries_store_idx').on(t.storeId, t.deliveredAt),
    sameStore('notification_deliveries_customer_fk', t.storeId, t.customerId, customers),
    uniqueIndex('notification_deliveries_once_uq')
      .on(t.notificationId, t.storeId)
      .where(sql`${t.customerId} is null`),
  ],
);

/**
 * The customers a delivery to a segment reaches: the segment's customers when it was sent, written in
 * the transaction of the delivery, so a later change of a customer or of the segment never changes who
 * got it. Consent still applies when it is read (the inbox) and fanned out (push, mail).
 */
export const notificationAudiences = pgTable(
  'notification_audiences',
  {
    storeId: storeIdColumn(),
    deliveryId: integer('delivery_id').notNull(),
    customerId: customerIdColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryId, t.customerId, t.storeId] }),
    sameStore('notification_audiences_delivery_fk', t.storeId, t.deliveryId, notificationDeliveries),
    sameStore('notification_audiences_customer_fk', t.storeId, t.customerId, customers),
  ],
);

/** What a customer has read of their inbox: the only per-customer rows of a notification. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.notificationId, t.storeId] }),
    sameStore('notification_reads_customer_fk', t.storeId, t.customerId, customers),
  ],
);

/** Quiet hours and the weekly cap: a store's (store_id), or the platform's (store_id null, with its time zone). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    quietStart: time('quiet_start').notNull().default('20:00'),
    quietEnd: time('quiet_end').notNull().default('08:00'),
    weeklyCap: smallint('weekly_cap').notNull().default(2),
    timeZone: text('time_zone'),
  },
  (t) => [
    uniqueIndex('notification_settings_store_uq').on(t.storeId),
    uniqueIndex('notification_settings_platform_uq')
      .on(sql`(${t.storeId} is null)`)
      .where(sql`${t.storeId} is null`),
  ],
);

/** A customer's device that allowed Web Push (its endpoint and keys, as the browser gave them). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'push_subscriptions_pkey', columns: [t.id, t.storeId] }),
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.customerId, t.endpoint, t.storeId),
    sameStore('push_subscriptions_customer_fk', t.storeId, t.customerId, customers),
    index('push_subscriptions_customer_idx').on(t.storeId, t.customerId),
  ],
);

/**
 * Every push to send, written with the fan-out batch that decides it (queued → sending → sent; gone
 * when the push service says the device is no more; failed). A push left 'sending' by a process that
 * died is sent again, as a mail is.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    deliveryId: integer('delivery_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'gone', 'failed'] }).notNull(),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'push_outbox_pkey', columns: [t.id, t.storeId] }),
    uniqueIndex('push_outbox_once_uq').on(t.deliveryId, t.subscriptionId, t.storeId),
    sameStore('push_outbox_delivery_fk', t.storeId, t.deliveryId, notificationDeliveries),
    sameStore('push_outbox_subscription_fk', t.storeId, t.subscriptionId, pushSubscriptions).onDelete(
      'cascade',
    ),
  ],
);

/** The platform's keys made at first need and shared by every process: VAPID, the consent links' secret. */
export const notificationKeys = pgTable('notification_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
