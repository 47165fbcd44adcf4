import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';

export const CODE_MINUTES = 10;
const CODE_TRIES = 5;
const SIGN_UP_MINUTES = 30;

/** A new code for the email, in the caller's transaction: the codes sent before it stop working. */
export async function replaceCode(db: DbOrTx, storeId: number, email: string, codeHash: Buffer) {
  await db.execute(sql`
    update wallet_sign_in_codes set used_at = now()
    where store_id = ${storeId} and email = ${email} and used_at is null`);
  await db.execute(sql`
    insert into wallet_sign_in_codes (store_id, email, code_hash, expires_at)
    values (${storeId}, ${email}, ${codeHash}, now() + make_interval(mins => ${CODE_MINUTES}))`);
}

/**
 * One try of the email's newest code, in one statement: the try is counted, and the code is used when
 * it matches. A code used, expired or out of tries takes no try at all; two tries of the right code at
 * once use it once (the second finds it used when the first's lock is released). Returns the code's id
 * when it matched, null otherwise.
 */
export async function tryCode(
  db: DbOrTx,
  storeId: number,
  email: string,
  codeHash: Buffer,
): Promise<number | null> {
  const result = await db.execute<{ id: number; matched: boolean }>(sql`
    update wallet_sign_in_codes c
    set tries = c.tries + 1,
        used_at = case when c.code_hash = ${codeHash} then now() else null end
    where c.id = (select id from wallet_sign_in_codes
                  where store_id = ${storeId} and email = ${email} order by id desc limit 1)
      and c.used_at is null and c.expires_at > now() and c.tries < ${CODE_TRIES}
    returning c.id, c.code_hash = ${codeHash} as matched`);
  const row = result.rows[0];
  return row?.matched ? row.id : null;
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
