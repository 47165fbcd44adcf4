import type { DbOrTx } from '../../db/database.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { findReward } from '../rewards/index.ts';

/** What each code of a batch gives: points, or one reward of the store's (exactly one of them). */
export interface CouponWorth {
  points: number | null;
  rewardId: number | null;
}

/** The worth a batch form asked for, checked: one of points or reward, a reward of this store. */
export async function couponWorth(
  db: DbOrTx,
  storeId: number,
  input: { points?: number | null | undefined; rewardId?: number | null | undefined },
): Promise<CouponWorth> {
  const points = input.points ?? null;
  const rewardId = input.rewardId ?? null;
  if ((points === null) === (rewardId === null)) throw invalid('coupons.pointsOrReward');
  if (rewardId !== null && !(await findReward(db, storeId, rewardId))) throw notFound('rewards.notFound');
  return { points, rewardId };
}

/** What a code is worth, as the printed sheet says it under its QR. */
export function worthText(batch: { points: number | null; reward: { name: string } | null }): string {
  if (batch.reward) return `Vale por: ${batch.reward.name}`;
  const points = batch.points ?? 0;
  return `${points.toLocaleString('es-PE')} ${points === 1 ? 'punto' : 'puntos'}`;
}
