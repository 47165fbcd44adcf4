import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, users } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/** Where a consent was given or withdrawn (Peru's Ley 32323: prior, express, revocable, and provable). */
export const consentSources = [
  'back-office',
  'wallet-signup',
  'wallet-profile',
  'wallet-push',
  'mail-link',
  'migration',
] as const;

/**
 * A customer's marketing consent now, one row per channel (inbox, push, mail); customers.marketing_consent
 * is its summary (any channel given). Every change is also a row of customer_consent_history.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    channel: text('channel', { enum: ['inbox', 'push', 'mail'] }).notNull(),
    granted: boolean('granted').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.channel, t.storeId] }),
    sameStore('customer_consents_customer_fk', t.storeId, t.customerId, customers),
    index('customer_consents_granted_idx').on(t.storeId, t.channel, t.customerId).where(sql`${t.granted}`),
  ],
);

/** Every consent given or withdrawn: when, where (source) and by whom (a store user, or the customer). */
export const customerConsentHistory = pgTable(
  'customer_consent_history',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    channel: text('channel', { enum: ['inbox', 'push', 'mail'] }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customer_consent_history_pkey', columns: [t.id, t.storeId] }),
    index('customer_consent_history_at_idx').on(t.customerId, t.channel, t.at),
    sameStore('customer_consent_history_customer_fk', t.storeId, t.customerId, customers),
  ],
);
