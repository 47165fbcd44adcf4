import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Kept counters the admin home and the stores list read instead of counting every store or payment
 * (migration admin_kept_counters: triggers on stores and payments add each change's difference in the
 * statement that makes it, so they are as fresh as the rows they count).
 *
 * The stores' standing and allowance: a redemption changes a store's redeem_used, so many writers add
 * to these at once. A writer adds to any row no other transaction holds (a new shard when all are held,
 * as customer_figures does); readers sum the rows.
 */
export const platformStoreTotals = pgTable('platform_store_totals', {
  shard: smallint('shard').primaryKey(),
  active: integer('active').notNull().default(0),
  inactive: integer('inactive').notNull().default(0),
  bought: bigint('bought', { mode: 'number' }).notNull().default(0),
  used: bigint('used', { mode: 'number' }).notNull().default(0),
  /** The sum of every store's allowance left, greatest(0, redeem_free + redeem_bought - redeem_used). */
  allowanceLeft: bigint('allowance_left', { mode: 'number' }).notNull().default(0),
});

/** Stores created per month (UTC), from their created_at. */
export const platformStoreMonths = pgTable('platform_store_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  newStores: integer('new_stores').notNull().default(0),
});

/** Confirmed payments' amounts per month (UTC, of confirmed_at) and currency. */
export const platformRevenue = pgTable(
  'platform_revenue',
  {
    month: date('month', { mode: 'string' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.currencyCode] })],
);
