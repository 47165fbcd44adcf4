import { bigint, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * The store's live customers and the points they hold, per level (0 = none), so the dashboard's figures
 * and the levels' counts are a sum of a few rows, not a count of the customers. Kept by a trigger on
 * customers (migration customer_figures: every insert, delete, and change of balance, level or deletion,
 * in the statement that makes it); each database connection adds to a shard of its own (its process id),
 * so concurrent writers, even on one customer, never wait for one figures row.
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
