import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { categories, segments, stores } from '../../../db/schema.ts';
import { sameStore } from '../../../db/tenant-columns.ts';

/**
 * Offers: a store's (store_id), or the platform's (store_id null) shown to every store's customers.
 * Prices in cents of the store's currency; shown until `expiration_date`, the store's day.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    type: text('type', { enum: ['product', 'service', 'discount', 'event'] })
      .notNull()
      .default('product'),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    image: text('image'),
    imageSquared: text('image_squared'),
    buttonText: text('button_text'),
    buttonLink: text('button_link'),
    priceCents: integer('price_cents'),
    oldPriceCents: integer('old_price_cents'),
    public: boolean('public').notNull().default(false),
    // A category in use cannot be deleted (the admin's delete says so: categories.inUse).
    categoryId: integer('category_id').references(() => categories.id),
    expirationDate: date('expiration_date', { mode: 'string' }),
    /**
     * Shown only to the customers of this segment of the store (through the store: a segment is not
     * deleted while an offer names it); null: to every customer. Read when the wallet reads its offers.
     */
    segmentId: integer('segment_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_store_created_idx').on(t.storeId, t.createdAt),
    index('offers_category_idx').on(t.categoryId),
    sameStore('offers_segment_fk', t.storeId, t.segmentId, segments),
    index('offers_segment_idx').on(t.storeId, t.segmentId).where(sql`${t.segmentId} is not null`),
    check('offers_segment_of_store', sql`${t.segmentId} is null or ${t.storeId} is not null`),
    check(
      'offers_prices_non_negative',
      sql`coalesce(${t.priceCents}, 0) >= 0 and coalesce(${t.oldPriceCents}, 0) >= 0`,
    ),
  ],
);
