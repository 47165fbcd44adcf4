import type { Tx } from '../../../db/database.ts';
import { updateStore } from '../stores/index.ts';
import {
  activateSubscription,
  confirmPendingPayment,
  insertPayment,
  insertPlan,
  insertSubscription,
} from './payments.repository.ts';

/** Two redemption packs, a confirmed purchase of one and an active subscription for the demo store; the small pack. */
export async function seedPaymentsDemo(tx: Tx, demo: { storeId: number; ownerId: number }) {
  const small = await insertPlan(tx, { name: 'Pack 100 canjes', priceCents: 1500, redemptions: 100 });
  await insertPlan(tx, { name: 'Pack 500 canjes', priceCents: 5900, redemptions: 500 });
  const paymentId = await insertPayment(tx, {
    storeId: demo.storeId,
    planId: small.id,
    redemptions: small.redemptions,
    amountCents: small.priceCents,
    currencyCode: small.currencyCode,
    provider: 'manual',
    createdByUserId: demo.ownerId,
  });
  await confirmPendingPayment(tx, demo.storeId, paymentId);
  await updateStore(tx, demo.storeId, { withSubscription: true });
  const subscriptionId = await insertSubscription(tx, {
    storeId: demo.storeId,
    provider: 'manual',
    createdByUserId: demo.ownerId,
  });
  await activateSubscription(tx, demo.storeId, subscriptionId);
  return { smallPlan: small };
}
