import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { currencies } from '../../../db/schema.ts';

/**
 * What the platform charts stores, one row (id = 1): the free redemptions a new store gets, the
 * subscription (on/off for new stores, price, period) and the manual payment instructions owners read.
 */
export const billingSettings = pgTable('billing_settings', {
  id: smallint('id').primaryKey().default(1),
  freeRedemptions: integer('free_redemptions').notNull().default(0),
  subscriptionEnabled: boolean('subscription_enabled').notNull().default(false),
  subscriptionPriceCents: integer('subscription_price_cents').notNull().default(1990),
  subscriptionCurrencyCode: text('subscription_currency_code')
    .notNull()
    .default('USD')
    .references(() => currencies.code),
  subscriptionPeriod: text('subscription_period', { enum: ['month', 'year'] })
    .notNull()
    .default('month'),
  manualPaymentInstructions: text('manual_payment_instructions').notNull().default(''),
});
