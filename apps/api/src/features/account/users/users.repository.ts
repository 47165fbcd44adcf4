import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { countries, locations, stores } from '../../../db/schema.ts';
import { users } from './users.table.ts';

/** A user with the store and location names that sign-in and the profile show. */
export async function findUserAccount(db: DbOrTx, where: { email: string } | { id: number }) {
  const [row] = await db
    .select({
      user: users,
      storeName: stores.name,
      storeActive: sql<boolean>`coalesce(${stores.active} and ${stores.deletedAt} is null, true)`,
      /** Deactivated by the platform's admin, not deleted: its users are told whom to write to. */
      storeDeactivated: sql<boolean>`coalesce(not ${stores.active} and ${stores.deletedAt} is null, false)`,
      locationName: locations.name,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where('email' in where ? eq(users.email, where.email) : eq(users.id, where.id))
    .limit(1);
  return row;
}
export type UserAccount = NonNullable<Awaited<ReturnType<typeof findUserAccount>>>;

/** The constraint an email already in use violates (drizzle's name for users.email's unique). */
export const EMAIL_UNIQUE = 'users_email_unique';

export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
}

/** The owner of a deleted location moves to another one of the store. */
export async function moveLocationOwners(
  db: DbOrTx,
  storeId: number,
  fromLocationId: number,
  toLocationId: number,
) {
  await db
    .update(users)
    .set({ locationId: toLocationId })
    .where(
      and(eq(users.storeId, storeId), eq(users.storeUserType, 'owner'), eq(users.locationId, fromLocationId)),
    );
}
