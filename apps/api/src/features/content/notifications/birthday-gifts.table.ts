import { date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers, ledgerEntries } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * Each birthday gift given (issue 34 §2): one per customer and year of the store's calendar, whatever
 * the runs, the processes, a crash or a birthday moved by the store: the key is written in the
 * transaction of the gift's ledger row, so a second one in the same year rolls back with it.
 */
export const birthdayGifts = pgTable(
  'birthday_gifts',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    year: smallint('year').notNull(),
    /** The store's day it was given on (the birthday, or 28 February for 29 February in other years). */
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    /** The ledger row of the points. */
    entryId: integer('entry_id').notNull(),
    /** The message, when the customer accepts one and their weekly cap had room; null otherwise. */
    notificationId: integer('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'birthday_gifts_pkey', columns: [t.customerId, t.year, t.storeId] }),
    sameStore('birthday_gifts_customer_fk', t.storeId, t.customerId, customers),
    sameStore('birthday_gifts_entry_fk', t.storeId, t.entryId, ledgerEntries),
  ],
);
