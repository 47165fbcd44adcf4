import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { currencies, users } from '../../../db/schema.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/** Redemption packs the platform sells to stores (spec §3 Plan); the admin manages them. */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .default('USD')
      .references(() => currencies.code),
    redemptions: integer('redemptions').notNull(),
    active: boolean('active').notNull().default(true),
    /** Sold through PayPal (spec §3 usePaypal); otherwise the admin confirms the payment. */
    usePaypal: boolean('use_paypal').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('plans_positive', sql`${t.priceCents} > 0 and ${t.redemptions} > 0`)],
);

/**
 * A store's purchase of a plan. It adds its redemptions to stores.redeem_bought only when it turns
 * from pending to confirmed, which happens once (a conditional update), whoever confirms it.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    planId: integer('plan_id').references(() => plans.id),
    redemptions: integer('redemptions').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['paypal', 'manual'] }).notNull(),
    /** The provider's order id. */
    providerRef: text('provider_ref'),
    /** Where the owner approves the provider's order (kept so a pending order can be paid later). */
    approveUrl: text('approve_url'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** How a payment the admin recorded by hand was paid; null for the others. */
    method: text('method', { enum: ['cash', 'transfer', 'other'] }),
    /** The admin's note (a receipt number, a bank). */
    note: text('note'),
  },
  (t) => [
    primaryKey({ name: 'payments_pkey', columns: [t.id, t.storeId] }),
    index('payments_store_created_idx').on(t.storeId, t.createdAt),
    // The admin home's revenue by month and pending count, without reading every payment.
    index('payments_confirmed_idx').on(t.confirmedAt).where(sql`${t.status} = 'confirmed'`),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    // An owner's order waiting for payment, one per store and plan: a double click or a second tab
    // finds this one instead of making another. The admin's by-hand payments (method set) are not orders.
    uniqueIndex('payments_one_pending_order_uq')
      .on(t.storeId, t.planId)
      .where(sql`${t.status} = 'pending' and ${t.method} is null`),
    check('payments_positive', sql`${t.redemptions} > 0 and ${t.amountCents} >= 0`),
  ],
);

/** A store's recurring subscription to the platform; stores.has_subscription follows the active one. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    status: text('status', { enum: ['pending', 'active', 'cancelled'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['paypal', 'manual'] }).notNull(),
    /** The provider's subscription id. */
    providerRef: text('provider_ref'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'subscriptions_pkey', columns: [t.id, t.storeId] }),
    index('subscriptions_store_created_idx').on(t.storeId, t.createdAt),
    uniqueIndex('subscriptions_provider_ref_uq').on(t.provider, t.providerRef),
  ],
);

/** The admin's PayPal settings, one row (id = 1); the admin screens come in a later issue. */
export const paypalConfiguration = pgTable('paypal_configuration', {
  id: smallint('id').primaryKey().default(1),
  clientId: text('client_id').notNull().default(''),
  clientSecret: text('client_secret').notNull().default(''),
  mode: text('mode', { enum: ['sandbox', 'live'] })
    .notNull()
    .default('sandbox'),
  /** Overrides the mode's address (a proxy, or a test server); null uses PayPal's. */
  baseUrl: text('base_url'),
  /** The PayPal billing plan (P-...) a store subscribes to. */
  subscriptionPlanId: text('subscription_plan_id'),
  enabled: boolean('enabled').notNull().default(false),
});
