import type { SegmentFilter } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A store's saved customer segments (issue 34 §6): a name and the filter the contract's segmentFilter
 * reads, kept as the owner saved it (jsonb) and counted again whenever it is used.
 */
export const segments = pgTable(
  'segments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<SegmentFilter>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'segments_pkey', columns: [t.id, t.storeId] }),
    uniqueIndex('segments_store_name_uq').on(t.storeId, sql`lower(${t.name})`),
  ],
);
