import type { DbOrTx } from '../../../db/database.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { findReward } from '../../loyalty/rewards/index.ts';

/** What each code of a batch gives: points, or one reward of the store's (exactly one of them). */
export interface CouponWorth {
  points: number | null;
  rewardId: number | null;
}

/** A reward named by a batch form must be the store's: another store's (or none) is not found. */
export async function assertOwnReward(db: DbOrTx, storeId: number, rewardId: number | null | undefined) {
  if (rewardId != null && !(await findReward(db, storeId, rewardId))) throw notFound('rewards.notFound');
}

/** The worth a batch form asked for, checked: one of points or reward, a reward of this store. */
export async function couponWorth(
  db: DbOrTx,
  storeId: number,
  input: { points?: number | null | undefined; rewardId?: number | null | undefined },
): Promise<CouponWorth> {
  const points = input.points ?? null;
  const rewardId = input.rewardId ?? null;
  // A reward of another store is not found, whatever else the form says.
  await assertOwnReward(db, storeId, rewardId);
  if ((points === null) === (rewardId === null)) throw invalid('coupons.pointsOrReward');
  return { points, rewardId };
}

/** What a code is worth, as the printed sheet says it under its QR. */
export function worthText(batch: { points: number | null; reward: { name: string } | null }): string {
  if (batch.reward) return `Vale por: ${batch.reward.name}`;
  const points = batch.points ?? 0;
  return `${points.toLocaleString('es-PE')} ${points === 1 ? 'punto' : 'puntos'}`;
}
