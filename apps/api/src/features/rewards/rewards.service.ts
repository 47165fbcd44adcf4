import type { Reward, RouteParsedInput } from '@premia/contract';
import type { Tx } from '../../db/database.ts';
import {
  actorOf,
  customerSessionOf,
  type PointsActor,
  type RequestContext,
  storeSessionOf,
} from '../../lib/context.ts';
import { type AppError, conflict, failure, invalid, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../mail/mail-queue.ts';
import { findCustomer, redemptionMail } from '../customers/index.ts';
import { findEntry, NotEnoughPoints, postEntry } from '../points/index.ts';
import { findStore } from '../stores/index.ts';
import {
  deleteOrArchiveReward,
  findReward,
  insertReward,
  listRewards,
  redeemReward,
  updateReward,
} from './rewards.repository.ts';

type RewardInput = RouteParsedInput<'/client/reward/add'>;

function rewardValues(input: RewardInput) {
  if (input.validFrom && input.validUntil && input.validFrom > input.validUntil) {
    throw invalid('rewards.datesReversed');
  }
  return {
    name: input.name,
    description: input.description ?? null,
    pointsCost: input.pointsCost,
    image: input.image ?? null,
    active: input.active,
    stock: input.stock ?? null,
    limitPerCustomer: input.limitPerCustomer ?? null,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
  };
}

export async function list(ctx: RequestContext, input: RouteParsedInput<'/client/get-all-rewards'>) {
  const { storeId } = storeSessionOf(ctx);
  return { rewards: await listRewards(ctx.db, storeId, input.onlyActive) };
}

export async function add(ctx: RequestContext, input: RewardInput) {
  const { storeId } = storeSessionOf(ctx);
  const id = await insertReward(ctx.db, { storeId, ...rewardValues(input) });
  return { m: 'Se creó el premio.', reward: (await findReward(ctx.db, storeId, id))! };
}

export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/reward/update'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await updateReward(ctx.db, storeId, input.rewardId, rewardValues(input))))
    throw notFound('rewards.notFound');
  return { m: 'Se actualizó el premio.', reward: (await findReward(ctx.db, storeId, input.rewardId))! };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/reward/delete'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await deleteOrArchiveReward(ctx.db, storeId, input.rewardId))) throw notFound('rewards.notFound');
  return { m: 'Se eliminó el premio.' };
}

/** Today in the store's time zone, YYYY-MM-DD. */
export function storeToday(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

const needsSubscription = (store: { withSubscription: boolean; hasSubscription: boolean }) =>
  store.withSubscription && !store.hasSubscription;

/** Why a reward cannot be redeemed today (charged `cost` when it was read), or null when it can. */
export function refusal(reward: Reward | undefined, today: string, cost?: number): AppError | null {
  if (!reward) return notFound('rewards.notFound');
  if (!reward.active) return conflict('rewards.inactive');
  if (reward.validFrom && today < reward.validFrom) return conflict('rewards.notYetValid');
  if (reward.validUntil && today > reward.validUntil) return conflict('rewards.expired');
  if (cost !== undefined && reward.pointsCost !== cost) return conflict('rewards.costChanged');
  if (reward.stock !== null && reward.stock <= 0) return conflict('rewards.soldOut');
  return null;
}

/** Who redeems: a user of the store (the counter, a confirmed request) or the customer claiming a reward's coupon. */
const redeemerOf = (ctx: RequestContext): PointsActor =>
  ctx.session?.kind === 'customer' ? customerSessionOf(ctx) : storeSessionOf(ctx);

/** What a redemption wrote, for its answer. */
export interface Redeemed {
  id: number;
  balance: number;
  redemptionId: number;
  allowance: 'free' | 'bought';
  reward: Reward;
}

/**
 * THE redemption, in the caller's transaction: the counter's give-reward, a confirmed reward request and
 * a reward's coupon claimed in the wallet all go through it. It locks in a fixed order (customer, reward, store) so that concurrent
 * redemptions neither deadlock nor spend a point, a unit of stock or a redemption twice. The reward's
 * rules (active, not archived, its dates, its cost, its stock) and the store's allowance are decided by
 * the conditional updates that lock those rows, so a reward switched off or a subscription ended while a
 * redemption runs is seen by it. `mailRedeemed: false` leaves the customer's mail to the caller.
 */
export async function redeemInTransaction(
  ctx: RequestContext,
  tx: Tx,
  input: { customerId: number; rewardId: number },
  opts: { mailRedeemed: boolean } = { mailRedeemed: true },
): Promise<Redeemed> {
  const session = redeemerOf(ctx);
  const store = await findStore(tx, session.storeId);
  if (!store) throw notFound();
  if (needsSubscription(store)) throw failure('no-subscription', 'subscription.inactive');
  const today = storeToday(store.timeZone);
  const reward = await findReward(tx, session.storeId, input.rewardId);
  if (!reward) throw notFound('rewards.notFound');
  const refused = refusal(reward, today);
  if (refused) throw refused;
  const posted = await postEntry(tx, session, {
    customerId: input.customerId,
    kind: 'redemption',
    points: -reward.pointsCost,
    rewardId: reward.id,
    reason: reward.name,
  }).catch((error: unknown) => {
    if (error instanceof NotEnoughPoints) {
      throw conflict('rewards.notEnoughPoints', { cost: reward.pointsCost });
    }
    throw error;
  });
  const actor = actorOf(session);
  const taken = await redeemReward(tx, {
    storeId: session.storeId,
    customerId: input.customerId,
    rewardId: reward.id,
    today,
    pointsCost: reward.pointsCost,
    ledgerEntryId: posted.id,
    userId: actor.userId,
    locationId: actor.locationId,
  });
  if ('failed' in taken) {
    if (taken.failed === 'reward') {
      const now = await findReward(tx, session.storeId, reward.id);
      throw refusal(now, today, reward.pointsCost) ?? conflict('rewards.unavailable');
    }
    if (taken.failed === 'limit') {
      throw taken.standing === 1
        ? conflict('rewards.limitReachedOnce')
        : conflict('rewards.limitReached', { times: taken.standing });
    }
    // A subscription ended while this ran is said as such; otherwise the store has used every redemption.
    const now = await findStore(tx, session.storeId);
    throw now && needsSubscription(now)
      ? failure('no-subscription', 'subscription.inactive')
      : failure('no-redemptions-left', 'rewards.noRedemptionsLeft');
  }
  const { redemptionId, allowance } = taken;
  if (opts.mailRedeemed && store.emailOnRedeemed) {
    const customer = await findCustomer(tx, session.storeId, input.customerId);
    if (customer?.email) {
      const mail = redemptionMail(store, customer, reward.name, posted.balance);
      await queueMail(ctx.deps.jobs, tx, { to: customer.email, ...mail });
    }
  }
  return { id: posted.id, balance: posted.balance, redemptionId, allowance, reward };
}

/** The answer of a redemption once its transaction committed: the redemption, its ledger row, the balance. */
export async function redemptionAnswer(ctx: RequestContext, result: Redeemed) {
  const { storeId } = storeSessionOf(ctx);
  const { reward } = result;
  const entry = (await findEntry(ctx.db, storeId, result.id))!;
  return {
    m: `Se canjeó «${reward.name}».`,
    redemption: {
      id: result.redemptionId,
      rewardId: reward.id,
      rewardName: reward.name,
      points: reward.pointsCost,
      allowance: result.allowance,
      createdAt: entry.createdAt,
    },
    entry,
    balance: result.balance,
  };
}

/** The counter's give-reward: the redemption, in a transaction of its own. */
export async function giveReward(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/give-reward'>,
) {
  const result = await ctx.db.transaction((tx) => redeemInTransaction(ctx, tx, input));
  return redemptionAnswer(ctx, result);
}
