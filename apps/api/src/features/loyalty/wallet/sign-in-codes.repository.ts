import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';

/** How long a code works; longer than CODE_INTERVAL_MINUTES, so a code is live whenever none may be mailed. */
export const CODE_MINUTES = 20;
/** Codes mailed to one email of one store in an hour before they are spaced out. */
export const CODES_PER_HOUR = 3;
/** Past CODES_PER_HOUR, the least time between two codes mailed to one email. */
export const CODE_INTERVAL_MINUTES = 15;
const SIGN_UP_MINUTES = 30;

/**
 * Whether a code may be mailed to the email now, in the caller's transaction, which it holds the email
 * for (two requests at once are judged one after the other): 0, or the seconds until one may be, with
 * the minutes the newest code has left.
 */
export async function waitForNextCode(
  tx: DbOrTx,
  storeId: number,
  email: string,
): Promise<{ waitSeconds: number; newestMinutesLeft: number }> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`wallet-code:${storeId}:${email}`}, 0))`,
  );
  const result = await tx.execute<{ sent: number; age: number | null; left: number | null }>(sql`
    select count(*)::int as sent,
           extract(epoch from now() - max(created_at))::float8 as age,
           extract(epoch from max(expires_at) - now())::float8 as left
    from wallet_sign_in_codes
    where store_id = ${storeId} and email = ${email} and created_at > now() - interval '1 hour'`);
  const row = result.rows[0];
  const sent = Number(row?.sent ?? 0);
  const newestMinutesLeft = Math.max(1, Math.ceil(Number(row?.left ?? 0) / 60));
  if (sent < CODES_PER_HOUR || row?.age == null) return { waitSeconds: 0, newestMinutesLeft };
  const waitSeconds = Math.ceil(CODE_INTERVAL_MINUTES * 60 - Number(row.age));
  return { waitSeconds: Math.max(0, waitSeconds), newestMinutesLeft };
}

/**
 * A new code for the email, in the caller's transaction: its id. The codes mailed before it keep working.
 * Its hash is of no code yet: the mail job gives it its digits (renewCode) as it mails them.
 */
export async function insertCode(db: DbOrTx, storeId: number, email: string, codeHash: Buffer) {
  const result = await db.execute<{ id: number }>(sql`
    insert into wallet_sign_in_codes (store_id, email, code_hash, expires_at)
    values (${storeId}, ${email}, ${codeHash}, now() + make_interval(mins => ${CODE_MINUTES}))
    returning id`);
  return Number(result.rows[0]!.id);
}

/**
 * The code `codeId`, still live and unused, given the hash `hashOf` makes of its store and email: true
 * when it was (the digits then work), false when it is used or past its time.
 */
export async function renewCode(
  db: DbOrTx,
  codeId: number,
  hashOf: (storeId: number, email: string) => Buffer,
): Promise<boolean> {
  const found = await db.execute<{ store_id: number; email: string }>(sql`
    select store_id, email from wallet_sign_in_codes
    where id = ${codeId} and used_at is null and expires_at > now()`);
  const code = found.rows[0];
  if (!code) return false;
  const renewed = await db.execute(sql`
    update wallet_sign_in_codes set code_hash = ${hashOf(Number(code.store_id), code.email)}
    where id = ${codeId} and used_at is null and expires_at > now()`);
  return (renewed.rowCount ?? 0) > 0;
}

/**
 * Uses the live code of the email that matches, and with it every other live code of the email: the
 * code's id, or null. A try never ends a code that it does not match (who may try is limited per
 * address, sign-in-limits.ts). Two tries of the right code at once use it once: the second, waiting on
 * the first's lock, finds it used.
 */
export async function useCode(
  db: DbOrTx,
  storeId: number,
  email: string,
  codeHash: Buffer,
): Promise<number | null> {
  const result = await db.execute<{ id: number }>(sql`
    update wallet_sign_in_codes c set used_at = now()
    where c.id = (select id from wallet_sign_in_codes
                  where store_id = ${storeId} and email = ${email} and code_hash = ${codeHash}
                    and used_at is null and expires_at > now()
                  order by id desc limit 1)
      and c.used_at is null and c.expires_at > now()
    returning c.id`);
  const id = result.rows[0]?.id ?? null;
  if (id !== null) {
    await db.execute(sql`
      update wallet_sign_in_codes set used_at = now()
      where store_id = ${storeId} and email = ${email} and used_at is null`);
  }
  return id === null ? null : Number(id);
}

/** The sign-up ticket of a code that matched an email the store does not know yet. */
export async function setSignUpTicket(db: DbOrTx, codeId: number, ticketHash: Buffer): Promise<void> {
  await db.execute(sql`
    update wallet_sign_in_codes
    set ticket_hash = ${ticketHash}, ticket_expires_at = now() + make_interval(mins => ${SIGN_UP_MINUTES})
    where id = ${codeId}`);
}

/** Uses a sign-up ticket once, in the caller's transaction: the email it proved, or null. */
export async function takeSignUpTicket(
  db: DbOrTx,
  storeId: number,
  ticketHash: Buffer,
): Promise<string | null> {
  const result = await db.execute<{ email: string }>(sql`
    update wallet_sign_in_codes set ticket_used_at = now()
    where ticket_hash = ${ticketHash} and store_id = ${storeId}
      and ticket_used_at is null and ticket_expires_at > now()
    returning email`);
  return result.rows[0]?.email ?? null;
}
