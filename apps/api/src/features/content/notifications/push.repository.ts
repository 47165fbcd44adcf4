import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customers, stores } from '../../../db/schema.ts';
import { notificationKeys, pushSubscriptions } from './notifications.table.ts';

export async function saveSubscription(
  db: DbOrTx,
  values: { storeId: number; customerId: number; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [pushSubscriptions.customerId, pushSubscriptions.endpoint, pushSubscriptions.storeId],
      set: { p256dh: values.p256dh, auth: values.auth },
    });
}

export async function deleteSubscription(db: DbOrTx, storeId: number, customerId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.storeId, storeId),
        eq(pushSubscriptions.customerId, customerId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    );
}

/**
 * The value of a platform key, made by `make` the first time it is needed; two processes making it at
 * once keep the first one written, so every process uses the same.
 */
export async function keyOf(db: DbOrTx, name: string, make: () => string): Promise<string> {
  const [found] = await db.select().from(notificationKeys).where(eq(notificationKeys.name, name));
  if (found) return found.value;
  await db.insert(notificationKeys).values({ name, value: make() }).onConflictDoNothing();
  const [kept] = await db.select().from(notificationKeys).where(eq(notificationKeys.name, name));
  return kept!.value;
}

/** The store of a customer named by a signed link (the link carries no store). */
export async function storeOfCustomer(db: DbOrTx, customerId: number) {
  const [found] = await db
    .select({ storeId: customers.storeId, storeName: stores.name })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.storeId))
    .where(eq(customers.id, customerId));
  return found;
}

/** A customer's address now (null when they have none or were deleted). */
export async function emailOfCustomer(db: DbOrTx, customerId: number): Promise<string | null> {
  const [found] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return found?.email ?? null;
}
