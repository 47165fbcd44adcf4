import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { stores } from '../../../db/schema.ts';

/** News ("novedades"): a store's (store_id), or the platform's (store_id null) shown to every store's customers. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    imageSquared: text('image_squared'),
    active: boolean('active').notNull().default(true),
    buttonText: text('button_text'),
    buttonLink: text('button_link'),
    public: boolean('public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_store_created_idx').on(t.storeId, t.createdAt)],
);
