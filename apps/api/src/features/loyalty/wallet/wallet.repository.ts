import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customerLevels, customers, stores } from '../../../db/schema.ts';
import type { CustomerSession } from '../../../lib/context.ts';
import { earnedLastYear } from '../ledger/index.ts';
import { customerSessions } from './customer-sessions.table.ts';

const CUSTOMER_SESSION_DAYS = 30;

export async function insertCustomerSession(
  db: DbOrTx,
  values: { storeId: number; customerId: number; tokenHash: Buffer },
): Promise<void> {
  await db.insert(customerSessions).values({
    ...values,
    expiresAt: sql`now() + make_interval(days => ${CUSTOMER_SESSION_DAYS})`,
  });
}

/**
 * A customer session that still works: not revoked, not expired, its customer not deleted and of the
 * session's store, that store open.
 */
export async function findCustomerSession(db: DbOrTx, tokenHash: Buffer): Promise<CustomerSession | null> {
  const [row] = await db
    .select({
      sessionId: customerSessions.id,
      storeId: customerSessions.storeId,
      customerId: customerSessions.customerId,
    })
    .from(customerSessions)
    .innerJoin(
      customers,
      and(eq(customers.id, customerSessions.customerId), eq(customers.storeId, customerSessions.storeId)),
    )
    .innerJoin(stores, eq(stores.id, customerSessions.storeId))
    .where(
      and(
        eq(customerSessions.tokenHash, tokenHash),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, sql`now()`),
        isNull(customers.deletedAt),
        eq(stores.active, true),
        isNull(stores.deletedAt),
      ),
    )
    .limit(1);
  return row ? { kind: 'customer', ...row } : null;
}

export async function revokeCustomerSession(db: DbOrTx, storeId: number, sessionId: number): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(customerSessions.storeId, storeId),
        eq(customerSessions.id, sessionId),
        isNull(customerSessions.revokedAt),
      ),
    );
}

/** Every session of one customer ends (their account is deleted). */
export async function revokeCustomerSessions(db: DbOrTx, storeId: number, customerId: number): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(customerSessions.storeId, storeId),
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
      ),
    );
}

/**
 * The customer's card: the store's name, theirs, their balance, their level and the points they earned
 * in the last 12 months (what levels are reached by); undefined once they are deleted.
 */
export async function findCard(db: DbOrTx, storeId: number, customerId: number) {
  const [row] = await db
    .select({
      storeName: stores.name,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      balance: customers.balance,
      levelName: customerLevels.name,
      levelColor: customerLevels.color,
      earnedLastYear: sql<number>`${earnedLastYear(storeId, customerId)}::int`,
    })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.storeId))
    .leftJoin(customerLevels, eq(customerLevels.id, customers.levelId))
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row;
}

/** What the customer sees and changes of themselves in the wallet. */
export async function findProfile(db: DbOrTx, storeId: number, customerId: number) {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      mobile: customers.mobile,
      pendingMobile: customers.pendingMobile,
      birthday: customers.birthday,
      marketingConsent: customers.marketingConsent,
      language: customers.language,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row;
}

/** The sign-in codes of an email in a store: gone with the account they opened. */
export async function deleteSignInCodes(db: DbOrTx, storeId: number, email: string): Promise<void> {
  await db.execute(sql`delete from wallet_sign_in_codes where store_id = ${storeId} and email = ${email}`);
}
