import type { Deps } from '../../../lib/context.ts';
import { systemText } from '../../../lib/system-text.ts';
import { queueMailsGathered } from '../../../mail/mail-queue.ts';
import { emitWebhook } from '../../../webhooks/outbox.ts';
import { findStore } from '../../account/stores/index.ts';
import { findCustomer } from '../../loyalty/customers/index.ts';
import { returnStock } from '../products/index.ts';
import { orderStateMail } from './order-mails.ts';
import { linesOf, moveOrder } from './orders.repository.ts';
import { overduePickups } from './release-uncollected.repository.ts';

/** The reason a released order shows the customer and the store. */
export const releaseReason = (hours: number) => systemText('orders.releasedReason', { hours });

/**
 * The 'orders-release' job: every pick-up order still not collected (nor cancelled) its store's
 * pickup_release_hours after it was placed is cancelled, its units put back on sale and its customer
 * mailed. Orders are paid on pick-up, so an order never collected held stock nobody paid for. Each
 * order moves by the same conditional update as a staff change (moveOrder, from the state read): of
 * the job and a staff member changing it at once only one applies, and the stock comes back once. An
 * order whose state changed meanwhile is left to the next run.
 */
export async function releaseUncollected(deps: Deps): Promise<{ released: number }> {
  let released = 0;
  for (const due of await overduePickups(deps.db)) {
    const done = await deps.db.transaction(async (tx) => {
      const reason = releaseReason(due.hours);
      const moved = await moveOrder(tx, due.storeId, due.id, due.state, {
        state: 'cancelled',
        userId: null,
        reason,
      });
      if (!moved) return false;
      await emitWebhook(tx, due.storeId, 'order.state_changed', {
        orderId: moved.id,
        customerId: moved.customerId,
        state: 'cancelled',
        previousState: due.state,
        totalCents: moved.totalCents,
      });
      for (const line of await linesOf(tx, due.storeId, [due.id])) {
        if (line.productId !== null) await returnStock(tx, due.storeId, line.productId, line.quantity);
      }
      const [customer, store] = await Promise.all([
        findCustomer(tx, due.storeId, moved.customerId),
        findStore(tx, due.storeId),
      ]);
      if (customer?.email && store) {
        const mail = orderStateMail(store, customer.firstName, moved, 'cancelled', reason.text);
        await queueMailsGathered(deps.jobs, tx, [{ to: customer.email, ...mail }]);
      }
      return true;
    });
    if (done) released += 1;
  }
  return { released };
}
