import { fromCents, type RouteParsedInput, type Said, said, truncateMoney } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import type { Deps, StoreSession } from '../../../lib/context.ts';
import { conflict, failure, invalid, notFound } from '../../../lib/errors.ts';
import { emitPlatformWebhook } from '../../../webhooks/outbox.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import { getBillingSettings } from '../../platform/general/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { ProviderError } from './payment-provider.ts';
import {
  activateSubscription,
  cancelPendingPayment,
  cancelSubscription,
  confirmPendingPayment,
  findActivePlan,
  findAllowance,
  findPayment,
  findPendingOrder,
  findSubscription,
  insertPendingOrder,
  insertSubscription,
  listActivePlans,
  listPayments,
  listSubscriptions,
  type PaymentRow,
  type SubscriptionRow,
  setPaymentProviderRef,
  setSubscriptionProviderRef,
} from './payments.repository.ts';
import { paymentProviderOf } from './provider-of.ts';

export function providerFailure(deps: Deps, error: unknown): never {
  if (error instanceof ProviderError) {
    deps.log.warn({ err: error }, 'payment provider failed');
    throw failure('provider-unavailable', 'payments.providerDown');
  }
  throw error;
}

export function paymentView(row: Pick<PaymentRow, 'payment' | 'planName'>) {
  const p = row.payment;
  return {
    id: p.id,
    plan: p.planId !== null && row.planName !== null ? { id: p.planId, name: row.planName } : null,
    redemptions: p.redemptions,
    amount: truncateMoney(fromCents(p.amountCents)),
    currencyCode: p.currencyCode,
    status: p.status,
    provider: p.provider,
    createdAt: p.createdAt.toISOString(),
    confirmedAt: p.confirmedAt?.toISOString() ?? null,
    approveUrl: p.status === 'pending' ? p.approveUrl : null,
  };
}

function subscriptionView(s: SubscriptionRow) {
  return {
    id: s.id,
    status: s.status,
    provider: s.provider,
    createdAt: s.createdAt.toISOString(),
    activatedAt: s.activatedAt?.toISOString() ?? null,
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
  };
}

export async function redemptionsCosts(deps: Deps) {
  const [rows, provider] = await Promise.all([listActivePlans(deps.db), paymentProviderOf(deps.db)]);
  return {
    plans: rows.map((p) => ({
      id: p.id,
      name: p.name,
      price: truncateMoney(fromCents(p.priceCents)),
      currencyCode: p.currencyCode,
      redemptions: p.redemptions,
      payBy: p.usePaypal && provider ? ('paypal' as const) : ('manual' as const),
    })),
  };
}

export async function allowanceOf(db: DbOrTx, storeId: number) {
  const a = await findAllowance(db, storeId);
  if (!a) throw notFound();
  const total = a.redeemFree + a.redeemBought;
  return {
    redeemFree: a.redeemFree,
    redeemBought: a.redeemBought,
    total,
    used: a.redeemUsed,
    left: Math.max(0, total - a.redeemUsed),
  };
}

export async function listStorePayments(deps: Deps, session: StoreSession) {
  const [rows, allowance, terms] = await Promise.all([
    listPayments(deps.db, session.storeId),
    allowanceOf(deps.db, session.storeId),
    getBillingSettings(deps.db),
  ]);
  return {
    payments: rows.map(paymentView),
    allowance,
    manualInstructions: terms.manualPaymentInstructions || null,
  };
}

/**
 * Buying a pack records a pending order. With PayPal configured it also creates a PayPal order and
 * answers where the owner approves it; otherwise the platform admin confirms the payment later. A store
 * has one pending order per plan: buying the same plan again (a double click, a second tab) answers that
 * order. `db` is the call's transaction when it came with an Idempotency-Key (a retry gets the same answer).
 */
export async function savePayment(
  deps: Deps,
  db: DbOrTx,
  session: StoreSession,
  input: RouteParsedInput<'/client/payment/save'>,
) {
  const plan = await findActivePlan(db, input.planId);
  if (!plan) throw invalid('payments.planNotFound');
  const existing = await findPendingOrder(db, session.storeId, plan.id);
  if (existing) return pendingOrderAnswer(existing);
  const provider = plan.usePaypal ? await paymentProviderOf(db) : null;
  const paymentId = await db.transaction(async (tx) => {
    const paymentId = await insertPendingOrder(tx, {
      storeId: session.storeId,
      planId: plan.id,
      redemptions: plan.redemptions,
      amountCents: plan.priceCents,
      currencyCode: plan.currencyCode,
      provider: provider ? provider.name : 'manual',
      createdByUserId: session.userId,
    });
    if (paymentId !== null) {
      await recordAudit(tx, session, session.storeId, 'payment.ordered', {
        paymentId,
        plan: plan.name,
        redemptions: plan.redemptions,
        amount: fromCents(plan.priceCents),
        currency: plan.currencyCode,
      });
      await emitPlatformWebhook(tx, 'payment.created', {
        paymentId,
        storeId: session.storeId,
        planId: plan.id,
        redemptions: plan.redemptions,
        amountCents: plan.priceCents,
        currencyCode: plan.currencyCode,
        provider: provider ? provider.name : 'manual',
        status: 'pending',
      });
    }
    return paymentId;
  });
  if (paymentId === null) {
    // Another call made this order a moment ago (the insert waited for it): that one is the answer.
    const made = await findPendingOrder(db, session.storeId, plan.id);
    if (!made) throw conflict('payments.orderChanged');
    return pendingOrderAnswer(made);
  }
  let approveUrl: string | null = null;
  if (provider) {
    const back = `${deps.config.publicUrl}/dashboard/payment?paymentId=${paymentId}`;
    try {
      const order = await provider.createOrder({
        reference: String(paymentId),
        description: `${plan.name}: ${plan.redemptions} canjes`,
        amountCents: plan.priceCents,
        currencyCode: plan.currencyCode,
        returnUrl: back,
        cancelUrl: `${back}&cancelled=1`,
      });
      approveUrl = order.approveUrl;
      await setPaymentProviderRef(db, session.storeId, paymentId, { providerRef: order.orderId, approveUrl });
    } catch (error) {
      await cancelPendingPayment(db, session.storeId, paymentId);
      providerFailure(deps, error);
    }
  }
  const row = await findPayment(db, session.storeId, paymentId);
  return {
    ...said(provider ? 'payments.orderPlacedPaypal' : 'payments.orderPlaced'),
    payment: paymentView(row!),
    approveUrl,
    existing: false,
  };
}

function pendingOrderAnswer(row: PaymentRow) {
  const payment = paymentView(row);
  return {
    ...said(payment.approveUrl ? 'payments.orderPendingPaypal' : 'payments.orderPending'),
    payment,
    approveUrl: payment.approveUrl,
    existing: true,
  };
}

/** The owner cancels a pending order (nothing was paid); a confirmed payment stays, a cancelled one is answered as it is. */
export async function cancelPayment(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/payment/cancel'>,
) {
  const row = await findPayment(deps.db, session.storeId, input.paymentId);
  if (!row) throw notFound('payments.notFound');
  if (row.payment.status === 'pending') await cancelPendingPayment(deps.db, session.storeId, row.payment.id);
  // Read again: a confirmation (the admin's, PayPal's) may have come first, and then it stays.
  const now = (await findPayment(deps.db, session.storeId, row.payment.id))!;
  if (now.payment.status === 'confirmed') throw conflict('payments.confirmedStays');
  return { ...said('payments.orderCancelled'), payment: paymentView(now) };
}

/** Capture at the provider, then confirm once: however often it is called, redemptions add once. */
export async function confirmPayment(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/payment/confirm'>,
) {
  const row = await findPayment(deps.db, session.storeId, input.paymentId);
  if (!row) throw notFound('payments.notFound');
  const p = row.payment;
  const answer = async (text: Required<Said>) => ({
    ...text,
    payment: paymentView((await findPayment(deps.db, session.storeId, p.id))!),
  });
  if (p.status === 'confirmed') return answer(said('payments.alreadyConfirmed'));
  if (p.status === 'cancelled') throw conflict('payments.cancelled');
  const provider = p.provider === 'paypal' && p.providerRef ? await paymentProviderOf(deps.db) : null;
  if (!provider || !p.providerRef) {
    return answer(said('payments.teamConfirms'));
  }
  const captured = await provider
    .captureOrder(p.providerRef, `capture-${p.id}`)
    .catch((error: unknown) => providerFailure(deps, error));
  if (captured.status === 'pending') {
    return answer(said('payments.paypalPending'));
  }
  if (captured.status === 'failed') {
    await cancelPendingPayment(deps.db, session.storeId, p.id);
    throw conflict('payments.notApproved');
  }
  if (captured.amountCents !== p.amountCents || captured.currencyCode !== p.currencyCode) {
    deps.log.error({ paymentId: p.id, captured }, 'captured amount differs from the payment');
    throw conflict('payments.amountMismatch');
  }
  const added = await deps.db.transaction(async (tx) => {
    const added = await confirmPendingPayment(tx, session.storeId, p.id);
    if (added > 0) {
      await recordAudit(tx, session, session.storeId, 'payment.confirmed', {
        paymentId: p.id,
        redemptions: added,
      });
      await emitPlatformWebhook(tx, 'payment.confirmed', {
        paymentId: p.id,
        storeId: session.storeId,
        redemptions: added,
      });
    }
    return added;
  });
  return answer(
    added > 0 ? said('payments.confirmed', { redemptions: added }) : said('payments.alreadyConfirmed'),
  );
}

function subscriptionState(a: { withSubscription: boolean; hasSubscription: boolean }) {
  if (!a.withSubscription) return 'absent' as const;
  return a.hasSubscription ? ('enabled' as const) : ('disabled' as const);
}

async function stateOf(db: DbOrTx, storeId: number) {
  const a = await findAllowance(db, storeId);
  if (!a) throw notFound();
  return subscriptionState(a);
}

export async function subscriptionStatus(deps: Deps, session: StoreSession) {
  return { status: await stateOf(deps.db, session.storeId) };
}

export async function listStoreSubscriptions(deps: Deps, session: StoreSession) {
  const [rows, status] = await Promise.all([
    listSubscriptions(deps.db, session.storeId),
    stateOf(deps.db, session.storeId),
  ]);
  return { subscriptions: rows.map(subscriptionView), status };
}

async function subscriptionProvider(db: DbOrTx): Promise<PaymentProvider | null> {
  return paymentProviderOf(db, { forSubscriptions: true });
}

export async function saveSubscription(deps: Deps, session: StoreSession) {
  const state = await stateOf(deps.db, session.storeId);
  if (state === 'absent') throw conflict('subscription.notNeeded');
  if (state === 'enabled') throw conflict('subscription.alreadyActive');
  const provider = await subscriptionProvider(deps.db);
  const subscriptionId = await deps.db.transaction(async (tx) => {
    const subscriptionId = await insertSubscription(tx, {
      storeId: session.storeId,
      provider: provider ? provider.name : 'manual',
      createdByUserId: session.userId,
    });
    await recordAudit(tx, session, session.storeId, 'subscription.ordered', { subscriptionId });
    return subscriptionId;
  });
  let approveUrl: string | null = null;
  if (provider) {
    const back = `${deps.config.publicUrl}/dashboard/recurringsubscription?subscriptionId=${subscriptionId}`;
    try {
      const created = await provider.createSubscription({
        reference: String(subscriptionId),
        returnUrl: back,
        cancelUrl: `${back}&cancelled=1`,
      });
      await setSubscriptionProviderRef(deps.db, session.storeId, subscriptionId, created.subscriptionId);
      approveUrl = created.approveUrl;
    } catch (error) {
      await cancelSubscription(deps.db, session.storeId, subscriptionId);
      providerFailure(deps, error);
    }
  }
  const row = await findSubscription(deps.db, session.storeId, subscriptionId);
  return {
    ...said(provider ? 'subscription.registeredPaypal' : 'subscription.registered'),
    subscription: subscriptionView(row!),
    approveUrl,
  };
}

export async function confirmSubscription(
  deps: Deps,
  session: StoreSession,
  input: RouteParsedInput<'/client/subscription/confirm'>,
) {
  const row = await findSubscription(deps.db, session.storeId, input.subscriptionId);
  if (!row) throw notFound('subscription.notFound');
  const answer = async (text: Required<Said>) => ({
    ...text,
    subscription: subscriptionView((await findSubscription(deps.db, session.storeId, row.id))!),
    status: await stateOf(deps.db, session.storeId),
  });
  if (row.status === 'active') return answer(said('subscription.active'));
  if (row.status === 'cancelled') throw conflict('subscription.cancelled');
  const provider = row.provider === 'paypal' && row.providerRef ? await subscriptionProvider(deps.db) : null;
  if (!provider || !row.providerRef) {
    return answer(said('subscription.teamActivates'));
  }
  const state = await provider
    .getSubscription(row.providerRef)
    .catch((error: unknown) => providerFailure(deps, error));
  if (state === 'active') {
    await deps.db.transaction(async (tx) => {
      if (await activateSubscription(tx, session.storeId, row.id))
        await recordAudit(tx, session, session.storeId, 'subscription.confirmed', { subscriptionId: row.id });
    });
    return answer(said('subscription.active'));
  }
  if (state === 'cancelled') {
    await cancelSubscription(deps.db, session.storeId, row.id);
    return answer(said('subscription.cancelledByPaypal'));
  }
  return answer(said('subscription.paypalPending'));
}
