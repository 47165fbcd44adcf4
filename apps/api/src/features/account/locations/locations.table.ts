import type { OpeningHours } from '@premia/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { cities } from '../../../db/schema.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

export const locations = pgTable(
  'locations',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    /** A week of ranges in the store's time zone (contract openingHours, checked there); null: not said. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    createdAt: createdAt(),
    /** A deleted location stays for the history (points and redemptions that name it). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'locations_pkey', columns: [t.id, t.storeId] }),
    index('locations_store_idx').on(t.storeId),
  ],
);
