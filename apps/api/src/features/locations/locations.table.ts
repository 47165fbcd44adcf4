import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { cities } from '../platform/platform.table.ts';
import { stores } from '../stores/stores.table.ts';

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
  },
  (t) => [index('locations_store_idx').on(t.storeId)],
);
