import {
  bigint,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { locations, users } from '../../../db/schema.ts';
import { sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A bulk-points file as uploaded: one per store and file content (`file_hash`), so that the same file
 * uploaded again is the same batch and gives nothing twice.
 */
export const bulkBatches = pgTable(
  'bulk_batches',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    fileHash: text('file_hash').notNull(),
    filename: text('filename').notNull(),
    status: text('status', { enum: ['previewed', 'applying', 'applied', 'undoing', 'undone'] })
      .notNull()
      .default('previewed'),
    rowsTotal: integer('rows_total').notNull(),
    rowsValid: integer('rows_valid').notNull(),
    rowsError: integer('rows_error').notNull(),
    pointsTotal: bigint('points_total', { mode: 'number' }).notNull(),
    rowsApplied: integer('rows_applied').notNull().default(0),
    /** Rows are given in row order: every valid row up to this row number has been given. */
    appliedThrough: integer('applied_through').notNull().default(0),
    /** Undone in customer order: every customer of the batch up to this id has been taken back (or skipped). */
    undoneThrough: integer('undone_through').notNull().default(0),
    rowsUndone: integer('rows_undone').notNull().default(0),
    undoSkipped: integer('undo_skipped').notNull().default(0),
    userId: integer('user_id').references(() => users.id),
    locationId: integer('location_id'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'bulk_batches_pkey', columns: [t.id, t.storeId] }),
    uniqueIndex('bulk_batches_store_file_uq').on(t.storeId, t.fileHash),
    sameStore('bulk_batches_location_fk', t.storeId, t.locationId, locations),
  ],
);

/** The rows of a batch as the preview judged them (the ledger rows they give carry the batch id). */
export const bulkBatchRows = pgTable(
  'bulk_batch_rows',
  {
    storeId: integer('store_id').notNull(),
    batchId: integer('batch_id').notNull(),
    rowNo: integer('row_no').notNull(),
    identifier: text('identifier').notNull(),
    // Not a foreign key: the customer was found in the store at preview, and apply joins it again.
    customerId: integer('customer_id'),
    points: integer('points'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    reason: text('reason'),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.batchId, t.rowNo] }),
    foreignKey({
      columns: [t.storeId, t.batchId],
      foreignColumns: [bulkBatches.storeId, bulkBatches.id],
    }).onDelete('cascade'),
  ],
);
