import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { users } from '../../../db/schema.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * Changes to a store's settings and standing (the owner's settings saves, the admin's edits,
 * deactivations, closing), for the admin's activity modal: who and when. Sign-ins, points and payments
 * are read from their own tables.
 */
export const storeEvents = pgTable(
  'store_events',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    userId: integer('user_id').references(() => users.id),
    /** What changed, in Spanish, as the admin reads it. */
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'store_events_pkey', columns: [t.id, t.storeId] }),
    index('store_events_store_created_idx').on(t.storeId, t.createdAt),
  ],
);
