import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { stores } from '../../../db/schema.ts';

/**
 * Every file kept in the storage (local folder or bucket), by its URL path: whose it is (null: the
 * platform's), its size and when it came. A store's stored bytes are the sum of its files not removed,
 * its files of a day the rows of that day, removed or not (upload-quota.ts). The sweep
 * (uploads-sweep.ts) removes a file no row of the content names (upload-columns.ts) after a grace period.
 */
export const uploads = pgTable(
  'uploads',
  {
    path: text('path').primaryKey(),
    storeId: integer('store_id').references(() => stores.id),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('uploads_store_idx').on(t.storeId, t.createdAt)],
);
