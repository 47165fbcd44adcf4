import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The activity tabs' totals per store, day (store time zone), location, employee (0 = none) and tab
 * ('earned' or 'redeemed'): every row of those kinds counted where and when it was written (reversals
 * are rows of their own, in neither tab). Kept in the same statement as each ledger row, so totals of
 * a filtered range never scan the ledger; sharded by customer like daily_stats.
 */
export const activityDaily = pgTable(
  'activity_daily',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    locationId: integer('location_id').notNull().default(0),
    userId: integer('user_id').notNull().default(0),
    tab: text('tab', { enum: ['earned', 'redeemed'] }).notNull(),
    shard: smallint('shard').notNull().default(0),
    entries: integer('entries').notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.locationId, t.userId, t.tab, t.shard] })],
);
