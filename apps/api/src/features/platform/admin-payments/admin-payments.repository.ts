import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { payments, plans, stores, users } from '../../../db/schema.ts';

const paymentColumns = { payment: payments, planName: plans.name };

/** A store's payments, newest first (one payment when paymentId is given). */
export function listStorePayments(db: DbOrTx, storeId: number) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.storeId, storeId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
export type AdminPaymentRow = Awaited<ReturnType<typeof listStorePayments>>[number];

/** A payment of any store, by id. */
export async function findAnyPayment(db: DbOrTx, paymentId: number): Promise<AdminPaymentRow | undefined> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row;
}

/** Deletes a payment that was never confirmed; false when there is none such. */
export async function deleteUnconfirmedPayment(db: DbOrTx, paymentId: number): Promise<boolean> {
  const rows = await db
    .delete(payments)
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'confirmed')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The store's name and its owner's, for the payments screen and the owner's mail. */
export async function findStoreAndOwner(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      active: stores.active,
      timeZone: stores.timeZone,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
    })
    .from(stores)
    .leftJoin(
      users,
      and(eq(users.storeId, stores.id), eq(users.storeUserType, 'owner'), sql`${users.deletedAt} is null`),
    )
    .where(eq(stores.id, storeId))
    .limit(1);
  return row;
}

const soldColumn = sql<boolean>`exists (select 1 from payments pa where pa.plan_id = "plans"."id")`;

export function listPlans(db: DbOrTx) {
  return db
    .select({ plan: plans, sold: soldColumn })
    .from(plans)
    .orderBy(desc(plans.active), asc(plans.priceCents), asc(plans.id));
}
export type PlanRow = Awaited<ReturnType<typeof listPlans>>[number];

export async function findPlan(db: DbOrTx, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .select({ plan: plans, sold: soldColumn })
    .from(plans)
    .where(eq(plans.id, planId))
    .limit(1);
  return row;
}

export type PlanValues = Pick<
  typeof plans.$inferInsert,
  'name' | 'priceCents' | 'redemptions' | 'active' | 'usePaypal'
>;

export async function insertPlan(db: DbOrTx, values: PlanValues): Promise<number> {
  const [row] = await db.insert(plans).values(values).returning({ id: plans.id });
  return row!.id;
}

export async function updatePlan(db: DbOrTx, planId: number, values: PlanValues): Promise<boolean> {
  const rows = await db.update(plans).set(values).where(eq(plans.id, planId)).returning({ id: plans.id });
  return rows.length > 0;
}

/**
 * Deletes a plan no payment names; a plan some payment names (sold, or asked for) is deactivated
 * instead, in the same statement's transaction, so a payment made meanwhile is never left without its plan.
 */
export async function deleteOrDeactivatePlan(
  db: DbOrTx,
  planId: number,
): Promise<'deleted' | 'deactivated' | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for('update');
    if (!locked) return null;
    const [used] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.planId, planId))
      .limit(1);
    if (used) {
      await tx.update(plans).set({ active: false }).where(eq(plans.id, planId));
      return 'deactivated';
    }
    await tx.delete(plans).where(eq(plans.id, planId));
    return 'deleted';
  });
}
