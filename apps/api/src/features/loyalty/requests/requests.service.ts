import { localToday, type RouteParsedInput, rewardQr, said } from '@premia/contract';
import { actorOf, customerSessionOf, type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import { emitWebhook } from '../../../webhooks/outbox.ts';
import { findStore } from '../../account/stores/index.ts';
import { findCustomer } from '../customers/index.ts';
import { findReward, listRewards, redeemInTransaction, rewardRefusal } from '../rewards/index.ts';
import { requestConfirmedMail, requestRejectedMail } from './request-mails.ts';
import {
  countCustomerPending,
  decidePending,
  findRequestState,
  findStoreRequest,
  insertRequest,
  listCustomerPending,
  listCustomerRequests,
  listPending,
  lockBalanceAndPending,
  lockPending,
  pendingByReward,
  type RequestState,
} from './requests.repository.ts';

/** A customer has at most this many requests waiting at once. */
const MAX_PENDING_PER_CUSTOMER = 10;

/** Why a request that should be pending is not: said by its state. */
function notPending(state: RequestState | undefined) {
  switch (state) {
    case undefined:
      return notFound('requests.notFound');
    case 'confirmed':
      return conflict('requests.alreadyConfirmed');
    case 'rejected':
      return conflict('requests.alreadyRejected');
    case 'cancelled':
      return conflict('requests.alreadyCancelled');
    default:
      return conflict('requests.notPending');
  }
}

async function customerAndStore(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const [store, customer] = await Promise.all([
    findStore(ctx.db, storeId),
    findCustomer(ctx.db, storeId, customerId),
  ]);
  if (!store || !customer) throw notFound('customers.notFound');
  return { store, customer };
}

/** The wallet's catalogue: the rewards a customer may take today, what each still needs, its QR. */
export async function walletRewards(ctx: RequestContext) {
  const { store, customer } = await customerAndStore(ctx);
  const today = localToday(store.timeZone);
  const [rewards, pending] = await Promise.all([
    listRewards(ctx.db, store.id, true),
    pendingByReward(ctx.db, store.id, customer.id),
  ]);
  const shown = rewards.filter((r) => {
    const refused = rewardRefusal(r, today);
    return refused === null || refused.code === 'rewards.soldOut';
  });
  return {
    balance: customer.balance,
    requestReward: store.requestReward,
    rewardRequestInfo: store.requestReward ? store.rewardRequestInfo : null,
    qrReward: store.qrReward,
    rewards: shown.map((r) => {
      const missingPoints = Math.max(0, r.pointsCost - customer.balance);
      const soldOut = r.stock !== null && r.stock <= 0;
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        image: r.image,
        pointsCost: r.pointsCost,
        missingPoints,
        soldOut,
        qr: store.qrReward && missingPoints === 0 && !soldOut ? rewardQr(customer.clientCode, r.id) : null,
        pendingRequestId: pending.get(r.id) ?? null,
      };
    }),
  };
}

export async function myRequests(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  return { requests: await listCustomerRequests(ctx.db, storeId, customerId, 50) };
}

/** A customer asks for a reward: the store takes requests, the reward is available, the balance covers it. */
export async function requestReward(
  ctx: RequestContext,
  input: RouteParsedInput<'/wallet/reward-request/add'>,
) {
  const { store, customer } = await customerAndStore(ctx);
  const reward = await findReward(ctx.db, store.id, input.rewardId);
  if (!reward) throw notFound('rewards.notFound');
  if (!store.requestReward) throw conflict('requests.disabled');
  const refused = rewardRefusal(reward, localToday(store.timeZone));
  if (refused) throw refused;
  if (customer.balance < reward.pointsCost) {
    throw conflict('requests.notEnoughPoints', { missing: reward.pointsCost - customer.balance });
  }
  if ((await countCustomerPending(ctx.db, store.id, customer.id)) >= MAX_PENDING_PER_CUSTOMER) {
    throw conflict('requests.tooManyPending', { max: MAX_PENDING_PER_CUSTOMER });
  }
  const id = await ctx.db
    .transaction(async (tx) => {
      // Pending requests never hold more than the balance: checked under the customer's row lock.
      const held = await lockBalanceAndPending(tx, store.id, customer.id, reward.id);
      if (!held) throw notFound('customers.notFound');
      if (held.same) throw conflict('requests.alreadyPending');
      if (held.pending + reward.pointsCost > held.balance) {
        throw conflict('requests.notEnoughAfterPending', {
          pending: held.pending,
          balance: held.balance,
          missing: held.pending + reward.pointsCost - held.balance,
        });
      }
      return insertRequest(tx, {
        storeId: store.id,
        customerId: customer.id,
        rewardId: reward.id,
        points: reward.pointsCost,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'reward_requests_one_pending_uq'))
        throw conflict('requests.alreadyPending');
      throw error;
    });
  const { customer: _, ...request } = (await findStoreRequest(ctx.db, store.id, id))!;
  return { ...said('requests.sent', { reward: reward.name }), request };
}

export async function cancelRequest(
  ctx: RequestContext,
  input: RouteParsedInput<'/wallet/reward-request/cancel'>,
) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const cancelled = await decidePending(ctx.db, storeId, input.requestId, { state: 'cancelled', customerId });
  if (!cancelled) {
    const now = await findRequestState(ctx.db, storeId, input.requestId);
    // Another customer's request is as unknown to this one as another store's.
    throw notPending(now?.customerId === customerId ? now.state : undefined);
  }
  const { customer: _, ...request } = (await findStoreRequest(ctx.db, storeId, input.requestId))!;
  return { ...said('requests.withdrawn'), request };
}

export async function pendings(ctx: RequestContext, input: RouteParsedInput<'/client/redemption/pendings'>) {
  const { storeId } = storeSessionOf(ctx);
  return listPending(ctx.db, storeId, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
}

export async function customerPendings(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/pending-redemptions'>,
) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await findCustomer(ctx.db, storeId, input.customerId))) throw notFound('customers.notFound');
  return { requests: await listCustomerPending(ctx.db, storeId, input.customerId) };
}

/**
 * Confirms a request through the counter's own redemption, in one transaction with the request's
 * state: the request locked while pending, the redemption (balance, stock, limits, allowance), the
 * state confirmed with its redemption, the customer's mail. Any refusal rolls all of it back.
 */
export async function confirm(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/confirm-reward-requested'>,
) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  const result = await ctx.db.transaction(async (tx) => {
    const pending = await lockPending(tx, storeId, input.requestId);
    if (!pending) throw notPending((await findRequestState(tx, storeId, input.requestId))?.state);
    const redeemed = await redeemInTransaction(ctx, tx, pending, { mailRedeemed: false });
    await decidePending(tx, storeId, input.requestId, {
      state: 'confirmed',
      redemptionId: redeemed.redemption.id,
      decidedBy: actorOf(session).userId,
    });
    await emitWebhook(tx, storeId, 'request.confirmed', {
      requestId: input.requestId,
      customerId: pending.customerId,
      rewardId: redeemed.redemption.rewardId,
      rewardName: redeemed.redemption.rewardName,
      reason: null,
    });
    const [store, customer] = await Promise.all([
      findStore(tx, storeId),
      findCustomer(tx, storeId, pending.customerId),
    ]);
    if (store && customer?.email) {
      const mail = requestConfirmedMail(store, customer, redeemed.redemption.rewardName, redeemed.balance);
      await queueMail(ctx.deps.jobs, tx, { to: customer.email, ...mail });
    }
    return redeemed;
  });
  const request = (await findStoreRequest(ctx.db, storeId, input.requestId))!;
  return {
    ...result,
    ...said('requests.confirmed', { reward: result.redemption.rewardName, customer: request.customer.name }),
    request,
  };
}

/** Rejects a pending request with the reason the customer reads; their points do not change. */
export async function reject(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/delete-reward-requested'>,
) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  await ctx.db.transaction(async (tx) => {
    const decided = await decidePending(tx, storeId, input.requestId, {
      state: 'rejected',
      reason: input.reason,
      decidedBy: actorOf(session).userId,
    });
    if (!decided) throw notPending((await findRequestState(tx, storeId, input.requestId))?.state);
    const request = (await findStoreRequest(tx, storeId, input.requestId))!;
    await emitWebhook(tx, storeId, 'request.refused', {
      requestId: input.requestId,
      customerId: request.customer.id,
      rewardId: request.reward.id,
      rewardName: request.reward.name,
      reason: input.reason,
    });
    const [store, customer] = await Promise.all([
      findStore(tx, storeId),
      findCustomer(tx, storeId, request.customer.id),
    ]);
    if (store && customer?.email) {
      const mail = requestRejectedMail(store, customer, request.reward.name, input.reason);
      await queueMail(ctx.deps.jobs, tx, { to: customer.email, ...mail });
    }
  });
  const request = (await findStoreRequest(ctx.db, storeId, input.requestId))!;
  return { ...said('requests.rejected', { customer: request.customer.name }), request };
}
