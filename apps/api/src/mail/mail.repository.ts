import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { mailOutbox } from './mail.table.ts';
import type { MailMessage } from './mailer.ts';

export async function insertQueuedMail(db: DbOrTx, message: MailMessage): Promise<number> {
  const [id] = await insertQueuedMails(db, [message]);
  return id!;
}

/** Queued mails, in one statement: their ids, in the order of `messages`. */
export async function insertQueuedMails(db: DbOrTx, messages: MailMessage[]): Promise<number[]> {
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
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

/**
 * Takes mails for sending, in one statement: those not sent or kept yet (a job run again after the SMTP
 * server took some skips them). A mail left 'sending' is one whose process died mid-send: it is sent again.
 */
export async function takeMailsForSending(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; message: MailMessage }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sending' })
    .where(and(inArray(mailOutbox.id, ids), inArray(mailOutbox.status, ['queued', 'sending', 'failed'])))
    .returning();
  return rows.map((row) => ({
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

export async function markMail(
  db: DbOrTx,
  id: number,
  outcome: { status: 'sent' } | { status: 'not-sent' } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      ...(outcome.status === 'sent' ? { sentAt: sql`now()` } : {}),
    })
    .where(eq(mailOutbox.id, id));
}
