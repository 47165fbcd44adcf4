import { bigint, date, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The platform's months, summed from every store's daily roll-up (daily_stats) by the hourly roll-up
 * job: the admin home reads 12 rows instead of summing every store's days.
 */
export const platformMonths = pgTable('platform_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  pointsGiven: bigint('points_given', { mode: 'number' }).notNull().default(0),
  pointsRedeemed: bigint('points_redeemed', { mode: 'number' }).notNull().default(0),
  redemptions: bigint('redemptions', { mode: 'number' }).notNull().default(0),
  newCustomers: bigint('new_customers', { mode: 'number' }).notNull().default(0),
  /** The platform's customers (not deleted) when the month was last rolled up. */
  customers: bigint('customers', { mode: 'number' }).notNull().default(0),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull().defaultNow(),
});
