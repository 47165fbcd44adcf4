import { and, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { frozen } from '../../../db/named-query.ts';
import { stores, users } from '../../../db/schema.ts';
import { sql } from '../../../db/sql.ts';
import type { Session } from '../../../lib/context.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { counterSettingsColumns } from '../stores/index.ts';
import { emailConfirmations, knownSignInPlaces, passwordResetTokens, sessions } from './auth.table.ts';

const SESSION_IDLE_DAYS = 30;
const RESET_TOKEN_MINUTES = 30;
const CONFIRM_EMAIL_HOURS = 48;
/** A place a user signed in from stays known this long after the last sign-in from it. */
export const KNOWN_PLACE_DAYS = 90;

const placeHash = (userId: number, ip: string) => hashToken(`${userId}|${ip}`);

/** Whether the user signed in from this address in the last KNOWN_PLACE_DAYS days. */
export async function isKnownPlace(db: DbOrTx, userId: number, ip: string): Promise<boolean> {
  const rows = await db
    .select({ userId: knownSignInPlaces.userId })
    .from(knownSignInPlaces)
    .where(
      and(
        eq(knownSignInPlaces.userId, userId),
        eq(knownSignInPlaces.placeHash, placeHash(userId, ip)),
        gt(knownSignInPlaces.lastSignInAt, sql`now() - make_interval(days => ${KNOWN_PLACE_DAYS})`),
      ),
    );
  return rows.length > 0;
}

/** Remembers a successful sign-in of the user from this address. */
export async function rememberPlace(db: DbOrTx, userId: number, ip: string): Promise<void> {
  await db
    .insert(knownSignInPlaces)
    .values({ userId, placeHash: placeHash(userId, ip) })
    .onConflictDoUpdate({
      target: [knownSignInPlaces.userId, knownSignInPlaces.placeHash],
      set: { lastSignInAt: sql`now()` },
    });
}

export async function insertSession(db: DbOrTx, userId: number, tokenHash: Buffer): Promise<void> {
  await db.insert(sessions).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(days => ${SESSION_IDLE_DAYS})`,
  });
}

/** What a session is made of: the user's kind, store, location and permissions, the store's counter settings. */
export const sessionColumns = {
  sessionId: sessions.id,
  userId: users.id,
  userType: users.userType,
  storeId: users.storeId,
  storeUserType: users.storeUserType,
  locationId: users.locationId,
  permGivePoints: users.permGivePoints,
  permRedeem: users.permRedeem,
  permCreateCustomer: users.permCreateCustomer,
  permStore: users.permStore,
  store: counterSettingsColumns,
};

/** The session's own row still works: not revoked, not expired. */
const sessionRowIsLive = and(
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql`now()`),
  // "Expires after 30 days unused", stated on the last use itself as well as on the stored expiry.
  gt(sessions.lastUsedAt, sql`now() - make_interval(days => ${sql.raw(String(SESSION_IDLE_DAYS))})`),
);

/** A session that still works: its row live, its user active and its store open. */
const sessionIsLive = and(
  sessionRowIsLive,
  sql`${users.active}`,
  isNull(users.deletedAt),
  sql`(${users.storeId} is null or (${stores.active} and ${stores.deletedAt} is null))`,
);

/** The session query, built once per database handle: every authenticated call starts here. */
function sessionQuery(db: DbOrTx) {
  return (
    db
      .select({
        ...sessionColumns,
        stale: sql<boolean>`${sessions.lastUsedAt} < now() - interval '1 hour'`,
        revision: sessions.revision,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(stores, eq(stores.id, users.storeId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), sessionIsLive))
      .limit(1)
      // A named statement: planned once per connection (db/named-query.ts says why).
      .prepare('session_by_token')
  );
}

/** The fixed text of sessionUnchanged, rendered once: it goes into every counter call's statement. */
const unchangedHead = frozen(
  sql`exists (select 1 from ${sessions} where ${sessionRowIsLive} and ${sessions.id} = `,
);
const unchangedMiddle = frozen(sql` and ${sessions.revision} = `);

/**
 * A condition for a statement built on a session read earlier (SQL): the session still works and is
 * made of the same values (kind, store, location, permissions, state, counter settings) as when it was
 * read. Triggers raise a session's revision whenever one of those values changes (migration 0038), so
 * an unchanged revision says the user and the store are as they were then, still active and open.
 */
export function sessionUnchanged(sessionId: number, revision: number): SQL {
  return sql`${unchangedHead}${sessionId}::int${unchangedMiddle}${revision}::int)`;
}

const sessionQueries = new WeakMap<DbOrTx, ReturnType<typeof sessionQuery>>();

/**
 * The session of a token, with the user's current kind and permissions and the store's counter
 * settings: a disabled user, a deleted store or changed permissions take effect on the very next request.
 * Its revision lets a later statement check it is unchanged (sessionUnchanged).
 */
export async function findActiveSession(
  db: DbOrTx,
  tokenHash: Buffer,
): Promise<(Session & { revision: number }) | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return null;
  if (row.stale) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${SESSION_IDLE_DAYS})` })
      .where(eq(sessions.id, row.sessionId));
  }
  const owner = row.storeUserType === 'owner';
  return {
    kind: 'user',
    sessionId: row.sessionId,
    userId: row.userId,
    userType: row.userType,
    storeId: row.storeId,
    storeUserType: row.storeUserType,
    locationId: row.locationId,
    permissions: {
      permGivePoints: owner || row.permGivePoints,
      permRedeem: owner || row.permRedeem,
      permCreateCustomer: owner || row.permCreateCustomer,
      permStore: owner || row.permStore,
    },
    store: row.store,
    revision: row.revision,
  };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, but the one given (a password change keeps the current device). */
export async function revokeUserSessions(db: DbOrTx, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** A new reset token voids the older ones of the same user. */
export async function replaceResetToken(db: DbOrTx, userId: number, tokenHash: Buffer): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
  });
}

/** Uses a reset token up, atomically: a token works once, within its time. Returns its user. */
export async function consumeResetToken(db: DbOrTx, tokenHash: Buffer): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** A new confirmation link for an address voids the user's older unused ones. */
export async function replaceEmailConfirmation(
  db: DbOrTx,
  userId: number,
  email: string,
  tokenHash: Buffer,
): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
  await db.insert(emailConfirmations).values({
    userId,
    email,
    tokenHash,
    expiresAt: sql`now() + make_interval(hours => ${CONFIRM_EMAIL_HOURS})`,
  });
}

/** Uses a confirmation link up, atomically (once, within its time): its user and the address it proves. */
export async function consumeEmailConfirmation(
  db: DbOrTx,
  tokenHash: Buffer,
): Promise<{ userId: number; email: string } | null> {
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailConfirmations.tokenHash, tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
  return row ?? null;
}
