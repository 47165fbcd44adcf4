import { bigint, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * The store's live customers and the points they hold, per level (0 = none), so the dashboard's figures
 * and the levels' counts are a sum of a few rows, not a count of the customers. Kept by triggers on
 * customers (migration customer_figures: each statement that inserts, deletes or changes customers adds
 * the difference, per level, in that statement). A writer adds to any row of its store and level that no other
 * transaction holds (a new shard when all are held), so concurrent writers, even on one customer, never
 * wait for one another's figures row; readers sum the rows.
 */
export const customerFigures = pgTable(
  'customer_figures',
  {
    storeId: integer('store_id').notNull(),
    levelId: integer('level_id').notNull(),
    shard: smallint('shard').notNull(),
    customers: integer('customers').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.levelId, t.shard] })],
);
