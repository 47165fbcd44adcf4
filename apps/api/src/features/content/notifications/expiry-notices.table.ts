import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * Each notice that a customer's points expire soon: one per customer, last day of the points
 * (expiry_day) and notice (30 or 7 days before), whatever the number of runs and processes: the key
 * is claimed in the transaction that writes the message.
 */
export const pointsExpiryNotices = pgTable(
  'points_expiry_notices',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    expiryDay: date('expiry_day', { mode: 'string' }).notNull(),
    notice: smallint('notice').notNull(),
    points: integer('points').notNull(),
    notificationId: integer('notification_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({
      name: 'points_expiry_notices_pkey',
      columns: [t.customerId, t.expiryDay, t.notice, t.storeId],
    }),
    sameStore('points_expiry_notices_customer_fk', t.storeId, t.customerId, customers),
    check('points_expiry_notices_notice', sql`${t.notice} in (30, 7)`),
  ],
);
