import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers, users } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/** A customer's review of their store (one each, rewritable) and the store's public reply. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    stars: smallint('stars').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    response: text('response'),
    respondedBy: integer('responded_by').references(() => users.id),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'reviews_pkey', columns: [t.id, t.storeId] }),
    unique('reviews_one_per_customer_uq').on(t.storeId, t.customerId),
    sameStore('reviews_customer_fk', t.storeId, t.customerId, customers),
    index('reviews_store_updated_idx').on(t.storeId, t.updatedAt),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);
