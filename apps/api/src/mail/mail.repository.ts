import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { stores } from '../db/schema.ts';
import { mailOutbox } from './mail.table.ts';
import type { MailMessage } from './mailer.ts';

/** A mail for no store, or for one that is active and not deleted. */
const storeMaySend = sql`(${mailOutbox.storeId} is null or exists (select 1 from ${stores} s
  where s.id = ${mailOutbox.storeId} and s.active and s.deleted_at is null))`;

export async function insertQueuedMail(db: DbOrTx, message: MailMessage): Promise<number> {
  const [id] = await insertQueuedMails(db, [message]);
  return id!;
}

/**
 * Queued mails, in one statement: their ids, in the order of `messages`. With awaitsBatch, they wait for
 * the 'mail-gather' job instead of a job of their own.
 */
export async function insertQueuedMails(
  db: DbOrTx,
  messages: MailMessage[],
  awaitsBatch = false,
): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      messages.map((message) => ({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        status: 'queued' as const,
        awaitsBatch,
        storeId: message.storeId ?? null,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

/**
 * Up to `limit` of the mails waiting for the 'mail-gather' job, taken from the waiting (oldest first):
 * rows another gathering transaction holds are skipped, so none is handed to two batches.
 */
export async function takeAwaitingMails(db: DbOrTx, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    update ${mailOutbox} set awaits_batch = false
    where id in (
      select id from ${mailOutbox} where awaits_batch order by id limit ${limit} for update skip locked)
    returning id`);
  return result.rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Takes mails for sending, in one statement: those not sent or kept yet (a job run again after the SMTP
 * server took some skips them). A mail left 'sending' is one whose process died mid-send: it is sent again.
 * A mail sent for a store that is inactive or deleted now is not taken but kept, 'not-sent' (issue #31
 * item 2: the check is at send time, not when it was queued).
 */
export async function takeMailsForSending(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; message: MailMessage }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${storeMaySend} then 'sending' else 'not-sent' end`,
      error: sql`case when ${storeMaySend} then ${mailOutbox.error} else 'store inactive' end`,
    })
    .where(and(inArray(mailOutbox.id, ids), inArray(mailOutbox.status, ['queued', 'sending', 'failed'])))
    .returning();
  return rows
    .filter((row) => row.status === 'sending')
    .map((row) => ({
      id: row.id,
      message: {
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
      },
    }));
}

/** Takes one mail for sending (takeMailsForSending): undefined when it is already sent or kept. */
export async function takeMailForSending(db: DbOrTx, id: number): Promise<MailMessage | undefined> {
  return (await takeMailsForSending(db, [id]))[0]?.message;
}

/** Mails the SMTP server took, marked sent in one statement. */
export async function markMailsSent(db: DbOrTx, ids: number[]): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', error: null, sentAt: sql`now()` })
    .where(inArray(mailOutbox.id, ids));
}

/** A mail not sent: kept in the outbox (no SMTP_URL, nothing to send any more) or refused (tried again). */
export async function markMail(
  db: DbOrTx,
  id: number,
  outcome: { status: 'not-sent' } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: outcome.status, error: outcome.status === 'failed' ? outcome.error : null })
    .where(eq(mailOutbox.id, id));
}
