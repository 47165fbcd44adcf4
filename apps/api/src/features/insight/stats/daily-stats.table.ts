import { bigint, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Daily roll-up per store, day (store time zone) and location (0 = none), kept in the same transaction
 * as each ledger row, so charts never scan the ledger. Each day is split in a few shards (by customer)
 * so that concurrent purchases do not all wait for the same row; readers sum the shards.
 */
export const dailyStats = pgTable(
  'daily_stats',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    locationId: integer('location_id').notNull().default(0),
    shard: smallint('shard').notNull().default(0),
    // Sums of a day's points: bigint, so that no store's day, however big, stops the others' writes.
    pointsGiven: bigint('points_given', { mode: 'number' }).notNull().default(0),
    pointsRedeemed: bigint('points_redeemed', { mode: 'number' }).notNull().default(0),
    purchasesCents: bigint('purchases_cents', { mode: 'number' }).notNull().default(0),
    purchases: integer('purchases').notNull().default(0),
    redemptions: integer('redemptions').notNull().default(0),
    newCustomers: integer('new_customers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.locationId, t.shard] })],
);
