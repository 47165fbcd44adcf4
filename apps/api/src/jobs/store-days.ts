import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import { storeDayRuns } from './store-days.table.ts';

/** The jobs that run once a store's day, from an hourly run that looks for the stores whose day began. */
export type StoreDayJob = 'points-expiry' | 'points-expiry-notices' | 'birthday-gifts' | 'automations';

/**
 * The condition, on a query over `stores` aliased `s`, that the job has not run yet for the store's day
 * at `asOf` (in the store's zone).
 */
export function dayNotRunYet(job: StoreDayJob, asOf: Date): SQL {
  return sql`not exists (select 1 from ${storeDayRuns} r where r.store_id = s.id and r.job = ${job}
    and r.day = (${asOf.toISOString()}::timestamptz at time zone s.time_zone)::date)`;
}

/** Notes that the job ran for the store's day, so its hourly runs leave the store until its next day. */
export async function markDayRun(db: DbOrTx, job: StoreDayJob, storeId: number, day: string): Promise<void> {
  await db.execute(sql`
    insert into ${storeDayRuns} (store_id, job, day) values (${storeId}, ${job}, ${day}::date)
    on conflict (job, store_id) do update set day = excluded.day`);
}
