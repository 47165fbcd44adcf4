import { ledgerKinds, type MessageParams, systemTextCodes } from '@premia/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, xid8 } from '../../../db/columns.ts';
import { EARNING_IN } from '../../../db/kinds-sql.ts';
import { apiTokens, locations, users } from '../../../db/schema.ts';
import { sameStore } from '../../../db/tenant-columns.ts';

/**
 * The points ledger: append-only (a trigger refuses UPDATE and DELETE); a mistake is corrected by a
 * reversing row. A customer's balance is the sum of their rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    // Both checked by one foreign key, (store_id, customer_id) → customers (migration 0004): a row's
    // customer belongs to its store. One check per row instead of three keeps bulk inserts fast.
    storeId: integer('store_id').notNull(),
    customerId: integer('customer_id').notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    points: integer('points').notNull(),
    amountCents: integer('amount_cents'),
    ticketNumber: text('ticket_number'),
    /** Given for a ticket number already used in the store's window, after the user confirmed it. */
    duplicateTicket: boolean('duplicate_ticket').notNull().default(false),
    /** Spanish: as typed, or as the API wrote it from reason_code and reason_params (system-texts.ts). */
    reason: text('reason'),
    reasonCode: text('reason_code', { enum: systemTextCodes }),
    reasonParams: jsonb('reason_params').$type<MessageParams>(),
    rewardId: integer('reward_id'),
    userId: integer('user_id').references(() => users.id),
    locationId: integer('location_id'),
    /** The till (POS token) that wrote the row; its location is the row's. */
    tillId: integer('till_id'),
    reversesEntryId: integer('reverses_entry_id'),
    // With store_id, a foreign key to the store's bulk batch (migration 0019), kept out of drizzle like
    // the customer's.
    batchId: integer('batch_id'),
    /** An expiry's day in the store's zone: one expiry per customer and day, whatever the runs. */
    expiryDay: date('expiry_day', { mode: 'string' }),
    createdAt: createdAt(),
    /**
     * The transaction that wrote the row: the POS's «what happened since» reads rows in (tx_id, id)
     * order up to the oldest transaction still running, so a row committed late is never skipped
     * (ledger-since.repository.ts). Null on rows written before the column existed (migration 0053).
     */
    txId: xid8('tx_id').default(sql`pg_current_xact_id()`),
  },
  (t) => [
    primaryKey({ name: 'ledger_entries_pkey', columns: [t.id, t.storeId] }),
    check('ledger_points_not_zero', sql`${t.points} <> 0`),
    // Partial: only reversals carry the column, so every other row (bulk rows included) skips this index.
    uniqueIndex('ledger_reverses_once_uq')
      .on(t.reversesEntryId, t.storeId)
      .where(sql`${t.reversesEntryId} is not null`),
    uniqueIndex('ledger_expiry_once_uq')
      .on(t.customerId, t.expiryDay, t.storeId)
      .where(sql`${t.expiryDay} is not null`),
    sameStore('ledger_entries_location_fk', t.storeId, t.locationId, locations),
    sameStore('ledger_entries_till_fk', t.storeId, t.tillId, apiTokens),
    index('ledger_customer_created_idx').on(t.customerId, t.createdAt),
    // Was this ticket number used in the store lately? One index lookup in the counter's statement;
    // partial: rows without a ticket (bulk, welcome, redemptions) stay out of it.
    index('ledger_store_ticket_idx')
      .on(t.storeId, t.ticketNumber, t.createdAt)
      .where(sql`${t.ticketNumber} is not null`),
    index('ledger_store_batch_idx').on(t.storeId, t.batchId).where(sql`${t.batchId} is not null`),
    // The activity tabs and the last given points, newest first, with their filters.
    index('ledger_earned_idx').on(t.storeId, t.createdAt, t.id).where(sql`${t.kind} in (${EARNING_IN})`),
    index('ledger_earned_location_idx')
      .on(t.storeId, t.locationId, t.createdAt, t.id)
      .where(sql`${t.kind} in (${EARNING_IN})`),
    index('ledger_earned_user_idx')
      .on(t.storeId, t.userId, t.createdAt, t.id)
      .where(sql`${t.kind} in (${EARNING_IN})`),
    // «What happened since» (the POS's cursor): the store's rows in (transaction, id) order.
    index('ledger_store_tx_idx').on(t.storeId, sql`coalesce(${t.txId}, '0'::xid8)`, t.id),
    index('ledger_redeemed_idx').on(t.storeId, t.createdAt, t.id).where(sql`${t.kind} = 'redemption'`),
  ],
);
