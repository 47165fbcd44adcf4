import type { Db, Tx } from '../../../db/database.ts';
import { markDayRun } from '../../../jobs/store-days.ts';
import {
  type ExpiryMoment,
  expiryMomentOf,
  lockCustomersWithPoints,
  storesDueForExpiry,
  writeExpiries,
} from './expiry.repository.ts';

/** Customers per transaction: their rows stay locked only while their chunk is written. */
const EXPIRY_CHUNK = 1000;

export interface ExpiryRun {
  day: string | null;
  customers: number;
  points: number;
}

/**
 * A store's expiry at an instant (its rule, its day), chunk by chunk of customers with points, each
 * chunk one transaction: their rows locked, then one statement writes every expiry. Repeating the day's
 * run, whole or from a crash midway, writes nothing twice.
 */
export async function expireStorePoints(db: Db, storeId: number, asOf: Date): Promise<ExpiryRun> {
  const moment = await expiryMomentOf(db, storeId, asOf);
  if (!moment) return { day: null, customers: 0, points: 0 };
  const run = await expireAt(db, storeId, moment);
  await markDayRun(db, 'points-expiry', storeId, moment.day);
  return run;
}

/** A store's expiries of one moment (its day and cutoff), chunk by chunk. */
export async function expireAt(db: Db, storeId: number, moment: ExpiryMoment): Promise<ExpiryRun> {
  const run: ExpiryRun = { day: moment.day, customers: 0, points: 0 };
  let after = 0;
  for (;;) {
    const chunk = await db.transaction((tx) => expireChunk(tx, storeId, after, moment));
    run.customers += chunk.customers;
    run.points += chunk.points;
    if (chunk.last === null) break;
    after = chunk.last;
  }
  return run;
}

async function expireChunk(tx: Tx, storeId: number, after: number, moment: ExpiryMoment) {
  const ids = await lockCustomersWithPoints(tx, storeId, after, EXPIRY_CHUNK);
  const written = await writeExpiries(tx, storeId, ids, moment);
  return { ...written, last: ids.length < EXPIRY_CHUNK ? null : ids[ids.length - 1]! };
}

/** Every store whose day changed since its last run (the hourly job): one store's failure stops no other. */
export async function expireDueStores(
  db: Db,
  asOf: Date,
  onError: (storeId: number, error: unknown) => void,
): Promise<{ stores: number; customers: number; points: number }> {
  const total = { stores: 0, customers: 0, points: 0 };
  for (const storeId of await storesDueForExpiry(db, asOf)) {
    try {
      const run = await expireStorePoints(db, storeId, asOf);
      total.stores += 1;
      total.customers += run.customers;
      total.points += run.points;
    } catch (error) {
      onError(storeId, error);
    }
  }
  return total;
}
