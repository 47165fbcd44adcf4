import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers, ledgerEntries, locations, users } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * The survey a purchase opens (one per purchase at most, and at most one per customer in 30 days): open
 * until expires_at, answered once (score 0–10, comment). The purchase's location and employee are
 * copied so the activity tab filters without reading the ledger.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    ledgerEntryId: integer('ledger_entry_id').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    locationId: integer('location_id'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    score: smallint('score'),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'surveys_pkey', columns: [t.id, t.storeId] }),
    index('surveys_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    unique('surveys_ledger_entry_uq').on(t.ledgerEntryId, t.storeId),
    sameStore('surveys_customer_fk', t.storeId, t.customerId, customers),
    sameStore('surveys_location_fk', t.storeId, t.locationId, locations),
    sameStore('surveys_ledger_entry_fk', t.storeId, t.ledgerEntryId, ledgerEntries),
    // The NPS and the activity tab: a store's answers by time.
    index('surveys_answered_idx').on(t.storeId, t.answeredAt).where(sql`${t.answeredAt} is not null`),
    check('surveys_score_range', sql`${t.score} is null or ${t.score} between 0 and 10`),
    check('surveys_answer_whole', sql`(${t.score} is null) = (${t.answeredAt} is null)`),
  ],
);
