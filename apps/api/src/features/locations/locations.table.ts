import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { cities, stores } from '../../db/schema.ts';

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    createdAt: createdAt(),
    /** A deleted location stays for the history (points and redemptions that name it). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('locations_store_idx').on(t.storeId)],
);
