import { stampKinds } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { apiTokens, customers, locations, users } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * The stamp cards' entries (issue 34 §4), apart from the points ledger: a stamp (+1), a redeemed card
 * (−the card's stamps, with the prize given) or a stamp's reversal (−1). A customer's customers.stamps is
 * the sum of their rows, kept in the same transaction; points are never touched. Written only by the
 * ledger (test/ledger-writers.test.ts).
 */
export const stampEntries = pgTable(
  'stamp_entries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    kind: text('kind', { enum: stampKinds }).notNull(),
    stamps: integer('stamps').notNull(),
    /** The store's day (its time zone) the entry was written on. */
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * The day again, on a stamp given while the store allows one a day: unique per customer, so parallel
     * calls and retries give that day's stamp once. Null on other rows and where more are allowed.
     */
    onceDay: date('once_day', { mode: 'string' }),
    /** What a redeemed card gave, as the store named it then. */
    prize: text('prize'),
    reason: text('reason'),
    reversesEntryId: integer('reverses_entry_id'),
    userId: integer('user_id').references(() => users.id),
    locationId: integer('location_id'),
    tillId: integer('till_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'stamp_entries_pkey', columns: [t.id, t.storeId] }),
    check('stamp_entries_stamps_not_zero', sql`${t.stamps} <> 0`),
    check('stamp_entries_kind', sql`${t.kind} in ('stamp', 'card_redeemed', 'stamp_reversal')`),
    sameStore('stamp_entries_customer_fk', t.storeId, t.customerId, customers),
    sameStore('stamp_entries_location_fk', t.storeId, t.locationId, locations),
    sameStore('stamp_entries_till_fk', t.storeId, t.tillId, apiTokens),
    uniqueIndex('stamp_entries_once_a_day_uq')
      .on(t.storeId, t.customerId, t.onceDay)
      .where(sql`${t.onceDay} is not null`),
    uniqueIndex('stamp_entries_reverses_once_uq')
      .on(t.reversesEntryId, t.storeId)
      .where(sql`${t.reversesEntryId} is not null`),
    index('stamp_entries_customer_idx').on(t.storeId, t.customerId, t.id),
  ],
);
