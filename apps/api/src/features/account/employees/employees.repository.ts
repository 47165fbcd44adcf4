import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { locations, users } from '../../../db/schema.ts';

/** Employees are users of the store with storeUserType 'employee'; a deleted one keeps its row. */
const ofStore = (storeId: number) =>
  and(eq(users.storeId, storeId), eq(users.storeUserType, 'employee'), isNull(users.deletedAt));

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  pendingEmail: users.pendingEmail,
  mobile: users.mobile,
  locationId: users.locationId,
  locationName: locations.name,
  permGivePoints: users.permGivePoints,
  permRedeem: users.permRedeem,
  permCreateCustomer: users.permCreateCustomer,
  permStore: users.permStore,
};

export function listEmployees(db: DbOrTx, storeId: number, employeeId?: number) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(and(ofStore(storeId), employeeId ? eq(users.id, employeeId) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
export type EmployeeRow = Awaited<ReturnType<typeof listEmployees>>[number];

export async function findEmployee(db: DbOrTx, storeId: number, employeeId: number) {
  const [row] = await listEmployees(db, storeId, employeeId);
  return row;
}

type EmployeeValues = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'pendingEmail'
  | 'mobile'
  | 'locationId'
  | 'permGivePoints'
  | 'permRedeem'
  | 'permCreateCustomer'
  | 'permStore'
>;

export async function insertEmployee(
  db: DbOrTx,
  storeId: number,
  values: EmployeeValues & { passwordHash: string; countryId: number | null },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, userType: 'client', storeId, storeUserType: 'employee' })
    .returning({ id: users.id });
  return row!.id;
}

export async function updateEmployee(
  db: DbOrTx,
  storeId: number,
  employeeId: number,
  values: EmployeeValues & { passwordHash?: string },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, employeeId), ofStore(storeId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Soft delete: the row stays so that what the employee recorded keeps their name; the email is set
 * aside (it is unique among users) so that the same person can be hired again.
 */
export async function softDeleteEmployee(db: DbOrTx, storeId: number, employeeId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      deletedAt: sql`now()`,
      active: false,
      email: sql`'deleted-' || ${users.id} || '-' || ${users.email}`,
    })
    .where(and(eq(users.id, employeeId), ofStore(storeId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
