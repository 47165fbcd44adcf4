import { canMoveOrder, ORDERS_COUNT_LIMIT, type RouteParsedInput, said } from '@premia/contract';
import type { Tx } from '../../../db/database.ts';
import { type RequestContext, type StoreSession, storeSessionOf } from '../../../lib/context.ts';
import { AppError, conflict, invalid, notFound } from '../../../lib/errors.ts';
import { systemText } from '../../../lib/system-text.ts';
import { queueMailsGathered } from '../../../mail/mail-queue.ts';
import { emitWebhook } from '../../../webhooks/outbox.ts';
import { findLocation } from '../../account/locations/index.ts';
import { findStore } from '../../account/stores/index.ts';
import { findCustomer } from '../../loyalty/customers/index.ts';
import { findEntry, NotEnoughPoints, postEntry, reverse } from '../../loyalty/ledger/index.ts';
import { returnStock } from '../products/index.ts';
import { orderStateMail } from './order-mails.ts';
import * as repo from './orders.repository.ts';

async function detail(ctx: RequestContext, storeId: number, orderId: number) {
  const order = await repo.findOrderDetail(ctx.db, storeId, orderId);
  if (!order) throw notFound('orders.notFound');
  return order;
}

export async function list(ctx: RequestContext, input: RouteParsedInput<'/client/orders/get-all'>) {
  const { storeId } = storeSessionOf(ctx);
  const { page, pageSize, ...filter } = input;
  // The list counts up to ORDERS_COUNT_LIMIT orders; a page past them would read every order before it.
  if ((page - 1) * pageSize >= ORDERS_COUNT_LIMIT) throw invalid('orders.pageTooDeep');
  // A filter naming another store's location or customer is a 404, like any other id of theirs.
  const [location, customer] = await Promise.all([
    filter.locationId === undefined || findLocation(ctx.db, storeId, filter.locationId),
    filter.customerId === undefined || findCustomer(ctx.db, storeId, filter.customerId),
  ]);
  if (!location) throw notFound('locations.notFound');
  if (!customer) throw notFound('customers.notFound');
  return repo.listOrders(ctx.db, storeId, filter, { offset: (page - 1) * pageSize, limit: pageSize });
}

export async function countNew(ctx: RequestContext) {
  return { count: await repo.countNewOrders(ctx.db, storeSessionOf(ctx).storeId) };
}

export async function get(ctx: RequestContext, input: RouteParsedInput<'/client/orders/get'>) {
  return { order: await detail(ctx, storeSessionOf(ctx).storeId, input.orderId) };
}

/** Delivered: the order's points, through the same ledger entry as a purchase at the counter. */
async function givePoints(tx: Tx, session: StoreSession, order: repo.OrderRow) {
  if (order.points <= 0 || order.pointsEntryId !== null) return;
  try {
    const posted = await postEntry(tx, session, {
      customerId: order.customerId,
      kind: 'purchase',
      points: order.points,
      amountCents: order.subtotalCents,
      reason: systemText('ledger.onlineOrder', { orderId: order.id }),
    });
    await repo.setOrderEntries(tx, session.storeId, order.id, { pointsEntryId: posted.id });
  } catch (error) {
    // A customer who deleted their account gets no points; the order is delivered all the same.
    if (error instanceof AppError && error.code === 'customers.notFound') return;
    throw error;
  }
}

/** Cancelled: the stock back, and the points the delivery gave taken back (refused when spent). */
async function undoOrder(tx: Tx, session: StoreSession, order: repo.OrderRow) {
  for (const line of await repo.linesOf(tx, session.storeId, [order.id])) {
    if (line.productId !== null) await returnStock(tx, session.storeId, line.productId, line.quantity);
  }
  if (order.pointsEntryId === null || order.reversalEntryId !== null) return;
  const original = await findEntry(tx, session.storeId, order.pointsEntryId);
  if (!original || original.reversedByEntryId !== null) return;
  try {
    const reversal = await reverse(
      tx,
      session,
      original,
      systemText('ledger.orderCancelled', { orderId: order.id }),
    );
    await repo.setOrderEntries(tx, session.storeId, order.id, { reversalEntryId: reversal.id });
  } catch (error) {
    if (error instanceof NotEnoughPoints) throw conflict('orders.pointsSpent');
    if (error instanceof AppError && error.code === 'customers.notFound') return;
    throw error;
  }
}

/**
 * Moves an order to another state, recorded with who and when, and mails the customer. The change is
 * a conditional update from the state read: of two concurrent changes only one applies, so delivering
 * twice gives the points once.
 */
export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/orders/update'>) {
  const session = storeSessionOf(ctx);
  const { storeId } = session;
  const order = await repo.findOrderRow(ctx.db, storeId, input.orderId);
  if (!order) throw notFound('orders.notFound');
  if (order.state === input.state) throw conflict('orders.alreadyInState', { state: order.state });
  if (!canMoveOrder(order.state, input.state, order.mode)) {
    throw conflict('orders.cannotMove', { from: order.state, to: input.state });
  }
  const reason = input.reason?.trim() || null;
  if (input.state === 'cancelled' && !reason) throw invalid('orders.reasonRequired');
  await ctx.db.transaction(async (tx) => {
    const moved = await repo.moveOrder(tx, storeId, order.id, order.state, {
      state: input.state,
      userId: session.kind === 'user' ? session.userId : null,
      reason,
    });
    if (!moved) {
      const now = await repo.findOrderRow(tx, storeId, order.id);
      if (now?.state === input.state) throw conflict('orders.alreadyInState', { state: input.state });
      throw conflict('orders.changedMeanwhile');
    }
    await emitWebhook(tx, storeId, 'order.state_changed', {
      orderId: moved.id,
      customerId: moved.customerId,
      state: input.state,
      previousState: order.state,
      totalCents: moved.totalCents,
    });
    if (input.state === 'delivered') await givePoints(tx, session, moved);
    if (input.state === 'cancelled') await undoOrder(tx, session, moved);
    const [customer, store] = await Promise.all([
      findCustomer(tx, storeId, moved.customerId),
      findStore(tx, storeId),
    ]);
    if (customer?.email && store) {
      const mail = orderStateMail(store, customer.firstName, moved, input.state, reason);
      await queueMailsGathered(ctx.deps.jobs, tx, [{ to: customer.email, ...mail }]);
    }
  });
  return {
    ...said('orders.stateChanged', { orderId: order.id, state: input.state }),
    order: await detail(ctx, storeId, order.id),
  };
}

export async function addNote(ctx: RequestContext, input: RouteParsedInput<'/client/orders/add-note'>) {
  const session = storeSessionOf(ctx);
  if (!(await repo.findOrderRow(ctx.db, session.storeId, input.orderId))) throw notFound('orders.notFound');
  await repo.insertNote(ctx.db, {
    storeId: session.storeId,
    orderId: input.orderId,
    text: input.text,
    userId: session.kind === 'user' ? session.userId : null,
  });
  return { ...said('orders.noteAdded'), order: await detail(ctx, session.storeId, input.orderId) };
}

export async function deleteNote(ctx: RequestContext, input: RouteParsedInput<'/client/orders/delete-note'>) {
  const { storeId } = storeSessionOf(ctx);
  const orderId = await repo.deleteNote(ctx.db, storeId, input.orderNoteId);
  if (orderId === undefined) throw notFound('orders.noteNotFound');
  return { ...said('orders.noteDeleted'), order: await detail(ctx, storeId, orderId) };
}
