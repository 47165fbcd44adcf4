import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/** The images of the carousel on the store's page in the wallet, in `position` order, within their days. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    image: text('image').notNull(),
    title: text('title'),
    link: text('link'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'banners_pkey', columns: [t.id, t.storeId] }),
    index('banners_store_position_idx').on(t.storeId, t.position),
    check(
      'banners_dates_ordered',
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`,
    ),
  ],
);
