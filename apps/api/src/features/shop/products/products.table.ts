import { productPointsModes } from '@premia/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * The products of a store's online shop. Stock null is unlimited; a count never goes below zero (the
 * check backs the orders' conditional update). A deleted product keeps its row for the orders' lines.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    // (store_id, category_id) → product_categories, ON DELETE SET NULL (category_id): written in
    // migration 0047, as drizzle cannot say which column the deletion clears.
    categoryId: integer('category_id'),
    name: text('name').notNull(),
    description: text('description'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    pointsMode: text('points_mode', { enum: productPointsModes }).notNull().default('conversion'),
    fixedPoints: integer('fixed_points'),
    visibleFrom: date('visible_from', { mode: 'string' }),
    visibleUntil: date('visible_until', { mode: 'string' }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'products_pkey', columns: [t.id, t.storeId] }),
    index('products_store_name_idx').on(t.storeId, t.name).where(sql`${t.deletedAt} is null`),
    // Deleted products too: deleting a category clears its products' category_id through this index (the
    // foreign key's ON DELETE SET NULL reads store_id and category_id alone).
    index('products_store_category_idx').on(t.storeId, t.categoryId),
    check('products_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
);
