import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/** The categories of a store's online shop, in the store's order. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'product_categories_pkey', columns: [t.id, t.storeId] }),
    index('product_categories_store_idx').on(t.storeId, t.position),
  ],
);
