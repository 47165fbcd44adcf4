import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The points each customer earned per month (the store's time zone; `month` is its first day), net of
 * the reversals of those earnings (counted in the month of the earning they take back). Kept by every
 * write of an earning or of its reversal, in the same statement or transaction as the ledger row, so a
 * customer's level is a sum over at most 12 rows, whatever the size of their ledger. Months before the
 * 12 that count are deleted by the hourly job that moves the window (the ledger's
 * level-earnings.repository.ts moveLevelWindow); only the ledger writes this table. (store_id, customer_id) → customers is a foreign key written in the migration, like
 * the ledger's.
 */
export const customerMonthEarnings = pgTable(
  'customer_month_earnings',
  {
    storeId: integer('store_id').notNull(),
    customerId: integer('customer_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.month, t.storeId] }),
    index('customer_month_earnings_store_month_idx').on(t.storeId, t.month),
  ],
);
