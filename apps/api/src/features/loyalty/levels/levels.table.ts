import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/** Customer levels: a customer is at the highest level whose min_points ≤ points earned in 12 months. */
export const customerLevels = pgTable(
  'customer_levels',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    minPoints: integer('min_points').notNull(),
    benefits: text('benefits'),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'customer_levels_pkey', columns: [t.id, t.storeId] }),
    index('customer_levels_store_idx').on(t.storeId, t.minPoints),
  ],
);
