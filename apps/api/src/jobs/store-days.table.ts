import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { storeIdColumn } from '../db/tenant-columns.ts';

/**
 * The store's day (its zone) each daily job last ran for: the hourly runs of a job leave a store until its
 * next day. One row per store and job.
 */
export const storeDayRuns = pgTable(
  'store_day_runs',
  {
    storeId: storeIdColumn(),
    job: text('job').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'store_day_runs_pkey', columns: [t.job, t.storeId] })],
);
