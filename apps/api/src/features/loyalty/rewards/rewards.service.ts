import type { Reward, RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import { sharedRefusalError } from '../../../counter-fast-path/claim-in-statement.ts';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import {
  actorOf,
  customerSessionOf,
  type PointsActor,
  type RequestContext,
  storeSessionOf,
} from '../../../lib/context.ts';
import { type AppError, conflict, failure, invalid, notFound } from '../../../lib/errors.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import { redemptionMail } from '../customers/index.ts';
import { type RedeemRefusal, type Redemption, type RedemptionAnswer, redeem } from '../ledger/index.ts';
import {
  deleteOrArchiveReward,
  findReward,
  insertReward,
  listRewards,
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
  return { ...said('rewards.created'), reward: (await findReward(ctx.db, storeId, id))! };
}

export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/reward/update'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await updateReward(ctx.db, storeId, input.rewardId, rewardValues(input))))
    throw notFound('rewards.notFound');
  return { ...said('rewards.updated'), reward: (await findReward(ctx.db, storeId, input.rewardId))! };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/reward/delete'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await deleteOrArchiveReward(ctx.db, storeId, input.rewardId))) throw notFound('rewards.notFound');
  return said('rewards.deleted');
}

/** Why a reward itself cannot be redeemed, as the redemption's statement decides it too. */
type RewardRefusal = Extract<RedeemRefusal, `reward-${string}`>;

const rewardRefusalErrors: Record<RewardRefusal, () => AppError> = {
  'reward-not-found': () => notFound('rewards.notFound'),
  'reward-inactive': () => conflict('rewards.inactive'),
  'reward-not-yet-valid': () => conflict('rewards.notYetValid'),
  'reward-expired': () => conflict('rewards.expired'),
  'reward-cost-changed': () => conflict('rewards.costChanged'),
  'reward-sold-out': () => conflict('rewards.soldOut'),
};

function rewardRefusal(reward: Reward | undefined, today: string, cost?: number): RewardRefusal | null {
  if (!reward) return 'reward-not-found';
  if (!reward.active) return 'reward-inactive';
  if (reward.validFrom && today < reward.validFrom) return 'reward-not-yet-valid';
  if (reward.validUntil && today > reward.validUntil) return 'reward-expired';
  if (cost !== undefined && reward.pointsCost !== cost) return 'reward-cost-changed';
  if (reward.stock !== null && reward.stock <= 0) return 'reward-sold-out';
  return null;
}

/** Why a reward cannot be redeemed today (charged `cost` when it was read), or null when it can. */
export function refusal(reward: Reward | undefined, today: string, cost?: number): AppError | null {
  const why = rewardRefusal(reward, today, cost);
  return why && rewardRefusalErrors[why]();
}

/** Who redeems: a user of the store (the counter, a confirmed request) or the customer claiming a reward's coupon. */
const redeemerOf = (ctx: RequestContext): PointsActor =>
  ctx.session?.kind === 'customer' ? customerSessionOf(ctx) : storeSessionOf(ctx);

/** What a redemption wrote: its answer (the redemption, its ledger row, the balance). */
export type Redeemed = RedemptionAnswer;

/** The answer a redemption's statement gives when it wrote nothing, with today's Spanish messages. */
function refusedError(refused: Extract<Redemption, { nothing: unknown }>): Error {
  switch (refused.nothing) {
    case 'session-changed':
    case 'key-taken':
    case 'no-customer':
      return sharedRefusalError(refused.nothing);
    case 'no-subscription':
      return failure('no-subscription', 'subscription.inactive');
    case 'reward-not-found':
    case 'reward-inactive':
    case 'reward-not-yet-valid':
    case 'reward-expired':
    case 'reward-cost-changed':
    case 'reward-sold-out':
      return rewardRefusalErrors[refused.nothing]();
    case 'not-enough-points':
      return conflict('rewards.notEnoughPoints', { cost: refused.cost ?? 0 });
    case 'limit-reached':
      return refused.standing === 1
        ? conflict('rewards.limitReachedOnce')
        : conflict('rewards.limitReached', { times: refused.standing });
    case 'no-redemptions-left':
      return failure('no-redemptions-left', 'rewards.noRedemptionsLeft');
    case 'raced':
      throw new Error('a raced redemption is run again, never answered');
  }
}

/**
 * Runs the redemption's statement (redeem) for the session's redeemer: in the caller's transaction
 * (`tx`), where it queues the customer's mail when asked (`mail`) and the store sends it, or on its own
 * (`db`). When the customer's row changed after the statement's snapshot while a reward's limit was
 * counted ('raced'), runs it again holding that row: in the caller's transaction, whose first run took
 * the row's lock, or in a transaction of its own. Throws a refusal as the API answers it.
 */
async function redeemOnce(
  ctx: RequestContext,
  at: { tx: Tx; mail: boolean } | { db: DbOrTx },
  input: { customerId: number; rewardId: number },
): Promise<Redeemed> {
  const session = redeemerOf(ctx);
  const run = async (on: DbOrTx) => {
    const done = await redeem(on, {
      storeId: session.storeId,
      ...input,
      ...actorOf(session),
      claim: ctx.claim,
    });
    if ('tx' in at && at.mail && 'answer' in done && done.mail) {
      const { answer, mail } = done;
      const text = redemptionMail(
        { name: mail.storeName },
        mail,
        answer.redemption.rewardName,
        answer.balance,
      );
      await queueMail(ctx.deps.jobs, at.tx, { to: mail.to, ...text });
    }
    return done;
  };
  const raced = (done: Redemption) => 'nothing' in done && done.nothing === 'raced';
  let done = await run('tx' in at ? at.tx : at.db);
  if (raced(done)) {
    done =
      'tx' in at
        ? await run(at.tx)
        : await at.db.transaction(async (tx) => {
            const first = await run(tx);
            return raced(first) ? run(tx) : first;
          });
  }
  if ('nothing' in done) throw refusedError(done);
  return done.answer;
}

/**
 * THE redemption, in the caller's transaction: a confirmed reward request and a reward's coupon claimed
 * in the wallet go through it, as the counter's give-reward goes through its statement (redeem).
 * `mailRedeemed: false` leaves the customer's mail to the caller.
 */
export function redeemInTransaction(
  ctx: RequestContext,
  tx: Tx,
  input: { customerId: number; rewardId: number },
  opts: { mailRedeemed: boolean } = { mailRedeemed: true },
): Promise<Redeemed> {
  return redeemOnce(ctx, { tx, mail: opts.mailRedeemed }, input);
}

/**
 * The counter's give-reward: one statement (with the call's Idempotency-Key when it sends one; see
 * counter-fast-path/), or, when the store mails its customers their redemptions, the statement and the
 * mail's outbox row and job in one transaction.
 */
export function giveReward(ctx: RequestContext, input: RouteParsedInput<'/client/customer/give-reward'>) {
  const { store } = storeSessionOf(ctx);
  const { db } = ctx;
  if (!store.emailOnRedeemed) return redeemOnce(ctx, { db }, input);
  return db.transaction((tx) => redeemOnce(ctx, { tx, mail: true }, input));
}
