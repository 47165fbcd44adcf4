import { fromCents, type RouteParsedInput, said, toCents, truncateMoney } from '@premia/contract';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import type { Deps, Session } from '../../../lib/context.ts';
import { conflict, invalid, notFound } from '../../../lib/errors.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import { emitPlatformWebhook } from '../../../webhooks/outbox.ts';
import {
  allowanceOf,
  confirmPendingPayment,
  insertPayment,
  paymentView,
} from '../../account/payments/index.ts';
import { recordAudit } from '../../insight/audit/index.ts';
import {
  type AdminPaymentRow,
  deleteOrDeactivatePlan,
  deleteUnconfirmedPayment,
  findAnyPayment,
  findPlan,
  findStoreAndOwner,
  insertPlan,
  listPlans,
  listStorePayments,
  type PlanRow,
  updatePlan,
} from './admin-payments.repository.ts';
import { paymentConfirmedMail } from './payment-mail.ts';

function adminPaymentView(row: AdminPaymentRow) {
  return { ...paymentView(row), method: row.payment.method, note: row.payment.note };
}

async function storeOrNotFound(db: DbOrTx, storeId: number) {
  const store = await findStoreAndOwner(db, storeId);
  if (!store) throw notFound('adminStores.notFound');
  return store;
}

export async function storePayments(deps: Deps, input: RouteParsedInput<'/admin/store/payments'>) {
  const store = await storeOrNotFound(deps.db, input.storeId);
  const [rows, allowance] = await Promise.all([
    listStorePayments(deps.db, store.id),
    allowanceOf(deps.db, store.id),
  ]);
  return {
    store: { id: store.id, name: store.name, active: store.active, timeZone: store.timeZone },
    payments: rows.map(adminPaymentView),
    allowance,
  };
}

/**
 * Confirms the payment and, when this call is the one that confirmed it, mails the owner in the same
 * transaction: the redemptions are added once (the conditional update of confirmPendingPayment), and so
 * is the mail.
 */
async function confirmAndMail(deps: Deps, tx: Tx, storeId: number, paymentId: number): Promise<number> {
  const added = await confirmPendingPayment(tx, storeId, paymentId);
  if (added === 0) return 0;
  await emitPlatformWebhook(tx, 'payment.confirmed', { paymentId, storeId, redemptions: added });
  const store = await findStoreAndOwner(tx, storeId);
  const row = await findAnyPayment(tx, paymentId);
  if (store?.ownerEmail && row) {
    const allowance = await allowanceOf(tx, storeId);
    const link = `${deps.config.publicUrl}/dashboard/payment`;
    const mail = paymentConfirmedMail(
      store.ownerFirstName ?? '',
      { planName: row.planName, redemptions: row.payment.redemptions },
      allowance.left,
      link,
    );
    await queueMail(deps.jobs, tx, { to: store.ownerEmail, ...mail });
  }
  return added;
}

export async function confirmPayment(
  deps: Deps,
  session: Session,
  input: RouteParsedInput<'/admin/store/payment/confirm'>,
) {
  const found = await findAnyPayment(deps.db, input.paymentId);
  if (!found) throw notFound('adminPayments.notFound');
  if (found.payment.status === 'cancelled') throw conflict('adminPayments.cancelled');
  const storeId = found.payment.storeId;
  const added = await deps.db.transaction(async (tx) => {
    const added = await confirmAndMail(deps, tx, storeId, found.payment.id);
    if (added > 0) {
      await recordAudit(tx, session, storeId, 'admin.paymentConfirmed', {
        paymentId: found.payment.id,
        redemptions: added,
      });
    }
    return added;
  });
  const [row, allowance] = await Promise.all([
    findAnyPayment(deps.db, found.payment.id),
    allowanceOf(deps.db, storeId),
  ]);
  if (!row) throw notFound('adminPayments.notFound');
  if (added === 0 && row.payment.status !== 'confirmed') throw conflict('adminPayments.cancelled');
  return {
    ...(added > 0
      ? said('adminPayments.confirmed', { redemptions: added })
      : said('adminPayments.alreadyConfirmed')),
    payment: adminPaymentView(row),
    allowance,
  };
}

/** A payment received by hand: recorded and confirmed in one transaction (the call's, when idempotent). */
export async function addPayment(
  deps: Deps,
  db: DbOrTx,
  session: Session,
  input: RouteParsedInput<'/admin/store/payment/add'>,
) {
  const [store, plan] = await Promise.all([storeOrNotFound(db, input.storeId), findPlan(db, input.planId)]);
  if (!plan) throw notFound('adminPayments.planNotFound');
  const work = async (tx: Tx) => {
    const paymentId = await insertPayment(tx, {
      storeId: store.id,
      planId: plan.plan.id,
      redemptions: plan.plan.redemptions,
      amountCents: toCents(input.amount),
      currencyCode: plan.plan.currencyCode,
      provider: 'manual',
      method: input.method,
      note: input.note || null,
      createdByUserId: session.userId,
    });
    await emitPlatformWebhook(tx, 'payment.created', {
      paymentId,
      storeId: store.id,
      planId: plan.plan.id,
      redemptions: plan.plan.redemptions,
      amountCents: toCents(input.amount),
      currencyCode: plan.plan.currencyCode,
      provider: 'manual',
      status: 'confirmed',
    });
    await confirmAndMail(deps, tx, store.id, paymentId);
    await recordAudit(tx, session, store.id, 'admin.paymentAdded', {
      paymentId,
      plan: plan.plan.name,
      redemptions: plan.plan.redemptions,
      amount: input.amount,
      currency: plan.plan.currencyCode,
    });
    return paymentId;
  };
  const paymentId = await db.transaction(work);
  const [row, allowance] = await Promise.all([findAnyPayment(db, paymentId), allowanceOf(db, store.id)]);
  return {
    ...said('adminPayments.added', { redemptions: plan.plan.redemptions }),
    payment: adminPaymentView(row!),
    allowance,
  };
}

export async function deletePayment(
  deps: Deps,
  session: Session,
  input: RouteParsedInput<'/admin/store/payment/delete'>,
) {
  const found = await findAnyPayment(deps.db, input.paymentId);
  if (!found) throw notFound('adminPayments.notFound');
  const deleted = await deps.db.transaction(async (tx) => {
    if (!(await deleteUnconfirmedPayment(tx, input.paymentId))) return false;
    await recordAudit(tx, session, found.payment.storeId, 'admin.paymentDeleted', {
      paymentId: input.paymentId,
      plan: found.planName,
    });
    return true;
  });
  if (deleted) return said('adminPayments.deleted');
  if (await findAnyPayment(deps.db, input.paymentId)) throw conflict('adminPayments.confirmedStays');
  throw notFound('adminPayments.notFound');
}

function planView(row: PlanRow) {
  const p = row.plan;
  return {
    id: p.id,
    name: p.name,
    price: truncateMoney(fromCents(p.priceCents)),
    currencyCode: p.currencyCode,
    redemptions: p.redemptions,
    active: p.active,
    usePaypal: p.usePaypal,
    sold: row.sold,
  };
}

export async function plans(deps: Deps) {
  return { plans: (await listPlans(deps.db)).map(planView) };
}

/** A plan's values; a price under one cent (0.001) would be stored as nothing, so it is refused. */
function planValues(input: RouteParsedInput<'/admin/plan/add'>) {
  const priceCents = toCents(input.price);
  if (priceCents < 1) throw invalid('validation.atLeast', { field: 'price', minimum: 0.01 });
  return {
    name: input.name,
    priceCents,
    redemptions: input.redemptions,
    active: input.active,
    usePaypal: input.usePaypal,
  };
}

export async function addPlan(deps: Deps, input: RouteParsedInput<'/admin/plan/add'>) {
  const id = await insertPlan(deps.db, planValues(input));
  return { ...said('adminPayments.planCreated'), plan: planView((await findPlan(deps.db, id))!) };
}

export async function updatePlanOf(deps: Deps, input: RouteParsedInput<'/admin/plan/update'>) {
  if (!(await updatePlan(deps.db, input.planId, planValues(input))))
    throw notFound('adminPayments.planNotFound');
  return { ...said('adminPayments.planUpdated'), plan: planView((await findPlan(deps.db, input.planId))!) };
}

export async function deletePlan(deps: Deps, input: RouteParsedInput<'/admin/plan/delete'>) {
  const done = await deleteOrDeactivatePlan(deps.db, input.planId);
  if (!done) throw notFound('adminPayments.planNotFound');
  return done === 'deleted'
    ? { ...said('adminPayments.planDeleted'), deactivated: false }
    : { ...said('adminPayments.planDeactivated'), deactivated: true };
}
