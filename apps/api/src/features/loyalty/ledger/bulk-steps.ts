import type { Tx } from '../../../db/database.ts';
import { applyChunk, type BulkActor, undoBatch } from './bulk-steps.repository.ts';
import { bumpActivity, bumpDailyStats } from './rollups.repository.ts';

/**
 * Gives a bulk file's valid rows after row `after` up to row `last` (their live customers, `live`, locked
 * by the caller in id order): one statement for the ledger rows, balances and levels, then the day's
 * roll-ups. Rows whose customer was deleted since the preview are marked as errors.
 */
export async function applyBulkChunk(
  tx: Tx,
  actor: BulkActor,
  batchId: number,
  rows: { after: number; last: number },
  live: string,
) {
  const given = await applyChunk(tx, actor, batchId, rows, live);
  if (given.rows > 0) {
    await bumpActivity(tx, actor.storeId, {
      tab: 'earned',
      locationId: actor.locationId,
      userId: actor.userId,
      entries: given.rows,
      points: given.points,
      amountCents: given.amountCents,
    });
    await bumpDailyStats(tx, actor.storeId, actor.locationId, { pointsGiven: given.points });
  }
  return given;
}

/**
 * Takes back what a bulk file gave to `customers` (an int[] literal, locked by the caller in id order),
 * customer by customer (one who already spent part of it keeps all of it), then the roll-ups: each
 * reversal counts against the day and location of the row it takes back.
 */
export async function undoBulkChunk(tx: Tx, actor: BulkActor, batchId: number, customers: string) {
  const undone = await undoBatch(tx, actor, batchId, customers);
  for (const day of undone.perDay) {
    await bumpDailyStats(tx, actor.storeId, day.location_id, { pointsGiven: -day.points }, 0, day.at);
  }
  return undone;
}
