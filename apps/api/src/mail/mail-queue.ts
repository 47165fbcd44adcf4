import type { OutboxMailKind } from '@premia/contract';
import type { Tx } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Deps } from '../lib/context.ts';
import type { MailExtras } from './jobs.ts';
import {
  insertQueuedMail,
  insertQueuedMails,
  markMail,
  markMailsSent,
  takeAwaitingMails,
  takeMailForSending,
  takeMailsForSending,
} from './mail.repository.ts';
import type { MailMessage } from './mailer.ts';
import { sentMarks } from './sent-marks.ts';

/**
 * Queues a mail in the transaction of the change it tells about: its outbox row and its job commit
 * with that change (a crash after the commit never loses it) or not at all (a rollback never sends it).
 */
export async function queueMail(
  jobs: JobQueue,
  tx: Tx,
  message: MailMessage,
  extra: MailExtras = {},
): Promise<void> {
  const mailId = await insertQueuedMail(tx, message);
  await jobs.enqueue(tx, 'mail', { mailId, ...extra });
}

/** Mails sent per 'mail-batch' job (queueMails, gatherMails). */
const MAILS_PER_JOB = 100;

/** 'mail-batch' jobs for these queued mails, MAILS_PER_JOB each, in the caller's transaction. */
async function enqueueBatches(jobs: JobQueue, tx: Tx, mailIds: number[]): Promise<void> {
  for (let i = 0; i < mailIds.length; i += MAILS_PER_JOB) {
    await jobs.enqueue(tx, 'mail-batch', { mailIds: mailIds.slice(i, i + MAILS_PER_JOB) });
  }
}

/**
 * Queues many mails in the caller's transaction, as queueMail does one: their outbox rows in one
 * statement and a 'mail-batch' job per MAILS_PER_JOB of them, so a job's batch of recipients costs a few
 * round trips, not two per mail. The mails' outbox ids.
 */
export async function queueMails(jobs: JobQueue, tx: Tx, messages: MailMessage[]): Promise<number[]> {
  const mailIds = await insertQueuedMails(tx, messages);
  await enqueueBatches(jobs, tx, mailIds);
  return mailIds;
}

/** How long the mails of a burst of changes are gathered before they are handed to 'mail-batch' jobs. */
export const GATHER_DELAY_MS = 1000;

/**
 * Queues the mails of one change among many (an order placed, an order's new state) in the caller's
 * transaction, without a job of their own: their outbox rows wait (awaits_batch) for the 'mail-gather'
 * job, enqueued here to start a moment later. That queue holds one waiting job at most (stately: the
 * enqueue of a change made while one waits adds nothing), so a burst of 100 changes becomes one or two
 * 'mail-batch' jobs sending over the mailer's pooled connections, not 100 jobs each opening SMTP. A
 * mail committed just after a gathering started waits for the next one, at the latest the queue's
 * every-minute schedule.
 */
export async function queueMailsGathered(jobs: JobQueue, tx: Tx, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await insertQueuedMails(tx, messages, true);
  await jobs.enqueue(tx, 'mail-gather', {}, { startAfter: new Date(Date.now() + GATHER_DELAY_MS) });
}

/** Mails handed to batches per transaction of the gathering. */
const GATHER_LIMIT = 1000;

/**
 * The 'mail-gather' job: every mail waiting for it, handed to 'mail-batch' jobs in the transaction that
 * takes it from the waiting (a crash hands it over whole or not at all; each mail goes to one batch).
 */
export async function gatherMails(deps: Pick<Deps, 'db' | 'jobs'>): Promise<string> {
  let gathered = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const mailIds = await takeAwaitingMails(tx, GATHER_LIMIT);
      await enqueueBatches(deps.jobs, tx, mailIds);
      return mailIds.length;
    });
    gathered += n;
    if (n < GATHER_LIMIT) return `${gathered} mails`;
  }
}

/**
 * The mail job: sends the outbox's mail `mailId` once. A run after the SMTP server took the mail sends
 * nothing; a failure is recorded and thrown, so the job is tried again. `compose` gives the message to
 * send in place of the stored one (a recovery mail's link is made only now and kept nowhere); undefined
 * from it means there is nothing to send any more. Without SMTP_URL the message is made all the same and
 * kept in this process's memory as `kind` (mailer.kept, the admin's «Correo saliente»), never in the
 * database.
 */
export async function deliverMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  mailId: number,
  compose?: (stored: MailMessage) => Promise<MailMessage | undefined>,
  kind: OutboxMailKind = 'other',
): Promise<void> {
  const stored = await takeMailForSending(deps.db, mailId);
  if (!stored) return;
  const message = compose ? await compose(stored) : stored;
  if (!message) {
    await markMail(deps.db, mailId, { status: 'not-sent' });
    return;
  }
  if (!deps.mailer.sends) return keep(deps, [{ id: mailId, message }], kind);
  await sendOne(deps, mailId, message, (id) => markMailsSent(deps.db, [id]));
}

/**
 * A batch of the outbox's mails (a 'mail-batch' job), taken in one statement and each sent once as
 * deliverMail does, `each` deciding how many at a time; how many were sent. The first failure is thrown
 * once the others were tried: the job is tried again for the failed ones only.
 */
export async function deliverMails(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  mailIds: number[],
  each: <T>(items: T[], send: (item: T) => Promise<void>) => Promise<void>,
): Promise<number> {
  const taken = await takeMailsForSending(deps.db, mailIds);
  if (!deps.mailer.sends) {
    await keep(deps, taken, 'other');
    return 0;
  }
  const markSent = sentMarks(deps.db);
  await each(taken, ({ id, message }) => sendOne(deps, id, message, markSent));
  return taken.length;
}

/**
 * Hands a taken mail to the SMTP server and records the outcome once it is written (a failure is
 * recorded, then thrown).
 */
async function sendOne(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  mailId: number,
  message: MailMessage,
  markSent: (mailId: number) => Promise<void>,
) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    await markMail(deps.db, mailId, { status: 'failed', error: String((error as Error).message ?? error) });
    throw error;
  }
  await markSent(mailId);
  deps.log.info({ mailId }, 'mail sent');
}

/**
 * Without SMTP_URL, taken mails are marked not sent in the outbox (which keeps them as stored, without
 * their secrets), and kept whole in this process's memory for the admin to read.
 */
async function keep(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  mails: { id: number; message: MailMessage }[],
  kind: OutboxMailKind,
) {
  for (const { id: mailId, message } of mails) {
    await markMail(deps.db, mailId, { status: 'not-sent' });
    deps.mailer.kept?.add(message, kind);
    deps.log.info({ mailId }, 'mail kept in the outbox (no SMTP_URL)');
  }
}
