import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { stores } from '../../../db/schema.ts';
import { payments, paypalConfiguration, plans, subscriptions } from './payments.table.ts';

export function listActivePlans(db: DbOrTx) {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.priceCents), asc(plans.id));
}

export async function findActivePlan(db: DbOrTx, planId: number) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)))
    .limit(1);
  return row;
}

export async function insertPlan(db: DbOrTx, values: typeof plans.$inferInsert) {
  const [row] = await db.insert(plans).values(values).returning();
  return row!;
}

const paymentColumns = {
  payment: payments,
  planName: plans.name,
};

export function listPayments(db: DbOrTx, storeId: number, paymentId?: number) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(payments.storeId, storeId), paymentId ? eq(payments.id, paymentId) : undefined))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
export type PaymentRow = Awaited<ReturnType<typeof listPayments>>[number];

export async function findPayment(db: DbOrTx, storeId: number, paymentId: number) {
  const [row] = await listPayments(db, storeId, paymentId);
  return row;
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}

/** An owner's order that waits for payment (payments_one_pending_order_uq: at most one per store and plan). */
const pendingOrder = sql`${payments.status} = 'pending' and ${payments.method} is null`;

/**
 * A new pending order of a plan, or null when the store already has one of that plan: the unique index
 * decides, so two calls at the same moment make one order (the second waits for the first to commit).
 */
export async function insertPendingOrder(
  db: DbOrTx,
  values: Omit<typeof payments.$inferInsert, 'status' | 'method'> & { planId: number },
): Promise<number | null> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.storeId, payments.planId], where: pendingOrder })
    .returning({ id: payments.id });
  return row?.id ?? null;
}

export async function findPendingOrder(db: DbOrTx, storeId: number, planId: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(payments.storeId, storeId), eq(payments.planId, planId), pendingOrder))
    .limit(1);
  return row;
}

export async function setPaymentProviderRef(
  db: DbOrTx,
  storeId: number,
  paymentId: number,
  order: { providerRef: string; approveUrl: string | null },
) {
  await db
    .update(payments)
    .set(order)
    .where(and(eq(payments.storeId, storeId), eq(payments.id, paymentId)));
}

/** pending → cancelled (a conditional update: a payment confirmed meanwhile stays confirmed); true when it changed. */
export async function cancelPendingPayment(db: DbOrTx, storeId: number, paymentId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.storeId, storeId), eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Confirms a pending payment and adds its redemptions to the store, in one transaction. The update
 * is conditional on 'pending', so confirming twice (a retry, two tabs, the provider and the admin)
 * adds the redemptions once. Returns the redemptions added (0 when it was not pending).
 */
export async function confirmPendingPayment(db: DbOrTx, storeId: number, paymentId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(payments)
      .set({ status: 'confirmed', confirmedAt: sql`now()` })
      .where(and(eq(payments.storeId, storeId), eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning({ storeId: payments.storeId, redemptions: payments.redemptions });
    if (!confirmed) return 0;
    await tx
      .update(stores)
      .set({ redeemBought: sql`${stores.redeemBought} + ${confirmed.redemptions}` })
      .where(eq(stores.id, confirmed.storeId));
    return confirmed.redemptions;
  });
}

export async function findAllowance(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      redeemFree: stores.redeemFree,
      redeemBought: stores.redeemBought,
      redeemUsed: stores.redeemUsed,
      withSubscription: stores.withSubscription,
      hasSubscription: stores.hasSubscription,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row;
}

export function listSubscriptions(db: DbOrTx, storeId: number, subscriptionId?: number) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.storeId, storeId),
        subscriptionId ? eq(subscriptions.id, subscriptionId) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}
export type SubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>[number];

export async function findSubscription(db: DbOrTx, storeId: number, subscriptionId: number) {
  const [row] = await listSubscriptions(db, storeId, subscriptionId);
  return row;
}

export async function insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  return row!.id;
}

export async function setSubscriptionProviderRef(
  db: DbOrTx,
  storeId: number,
  subscriptionId: number,
  providerRef: string,
) {
  await db
    .update(subscriptions)
    .set({ providerRef })
    .where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.id, subscriptionId)));
}

/** pending → active, once; the store's has_subscription follows. */
export async function activateSubscription(
  db: DbOrTx,
  storeId: number,
  subscriptionId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'active', activatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.storeId, storeId),
          eq(subscriptions.id, subscriptionId),
          eq(subscriptions.status, 'pending'),
        ),
      )
      .returning({ storeId: subscriptions.storeId });
    if (!row) return false;
    await tx.update(stores).set({ hasSubscription: true }).where(eq(stores.id, row.storeId));
    return true;
  });
}

/** Any state → cancelled; the store loses has_subscription unless another subscription is active. */
export async function cancelSubscription(db: DbOrTx, storeId: number, subscriptionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.storeId, storeId),
          eq(subscriptions.id, subscriptionId),
          sql`${subscriptions.status} <> 'cancelled'`,
        ),
      )
      .returning({ storeId: subscriptions.storeId });
    if (!row) return;
    await tx
      .update(stores)
      .set({
        hasSubscription: sql`exists (select 1 from ${subscriptions} where ${subscriptions.storeId} = ${row.storeId} and ${subscriptions.status} = 'active')`,
      })
      .where(eq(stores.id, row.storeId));
  });
}

export async function findPaypalConfiguration(db: DbOrTx) {
  const [row] = await db.select().from(paypalConfiguration).where(eq(paypalConfiguration.id, 1)).limit(1);
  return row;
}

/** The admin's PayPal settings (the admin screen comes in a later issue; tests and seed use this). */
export async function savePaypalConfiguration(
  db: DbOrTx,
  values: Omit<typeof paypalConfiguration.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(paypalConfiguration)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paypalConfiguration.id, set: values });
}

/** Changes only the PayPal settings given (the admin's screen never sends the test address or a blank secret). */
export async function updatePaypalConfiguration(
  db: DbOrTx,
  values: Partial<Omit<typeof paypalConfiguration.$inferInsert, 'id'>>,
): Promise<void> {
  await db
    .insert(paypalConfiguration)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paypalConfiguration.id, set: values });
}
