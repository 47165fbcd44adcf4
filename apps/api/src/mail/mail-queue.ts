import type { Tx } from '../db/database.ts';
import type { JobData, JobQueue } from '../jobs/job-queue.ts';
import type { Deps } from '../lib/context.ts';
import {
  insertQueuedMail,
  insertQueuedMails,
  markMail,
  takeMailForSending,
  takeMailsForSending,
} from './mail.repository.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Queues a mail in the transaction of the change it tells about: its outbox row and its job commit
 * with that change (a crash after the commit never loses it) or not at all (a rollback never sends it).
 */
export async function queueMail(
  jobs: JobQueue,
  tx: Tx,
  message: MailMessage,
  extra: Omit<JobData['mail'], 'mailId'> = {},
): Promise<void> {
  const mailId = await insertQueuedMail(tx, message);
  await jobs.enqueue(tx, 'mail', { mailId, ...extra });
}

/** Mails sent per 'mail-batch' job (queueMails). */
const MAILS_PER_JOB = 100;

/**
 * Queues many mails in the caller's transaction, as queueMail does one: their outbox rows in one
 * statement and a 'mail-batch' job per MAILS_PER_JOB of them, so a job's batch of recipients costs a few
 * round trips, not two per mail.
 */
export async function queueMails(jobs: JobQueue, tx: Tx, messages: MailMessage[]): Promise<void> {
  const mailIds = await insertQueuedMails(tx, messages);
  for (let i = 0; i < mailIds.length; i += MAILS_PER_JOB) {
    await jobs.enqueue(tx, 'mail-batch', { mailIds: mailIds.slice(i, i + MAILS_PER_JOB) });
  }
}

/**
 * The mail job: sends the outbox's mail `mailId` once. A run after the SMTP server took the mail sends
 * nothing; a failure is recorded and thrown, so the job is tried again. `compose` gives the message to
 * send in place of the stored one (a recovery mail's link is made only now and kept nowhere); undefined
 * from it means there is nothing to send any more.
 */
export async function deliverMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  mailId: number,
  compose?: (stored: MailMessage) => Promise<MailMessage | undefined>,
): Promise<void> {
  const stored = await takeMailForSending(deps.db, mailId);
  if (!stored) return;
  if (!deps.mailer.sends) return keep(deps, [mailId]);
  const message = compose ? await compose(stored) : stored;
  if (!message) {
    await markMail(deps.db, mailId, { status: 'not-sent' });
    return;
  }
  await sendOne(deps, mailId, message);
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
    await keep(
      deps,
      taken.map((t) => t.id),
    );
    return 0;
  }
  await each(taken, ({ id, message }) => sendOne(deps, id, message));
  return taken.length;
}

/** Hands a taken mail to the SMTP server and records the outcome (a failure is recorded, then thrown). */
async function sendOne(deps: Pick<Deps, 'db' | 'mailer' | 'log'>, mailId: number, message: MailMessage) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    await markMail(deps.db, mailId, { status: 'failed', error: String((error as Error).message ?? error) });
    throw error;
  }
  await markMail(deps.db, mailId, { status: 'sent' });
  deps.log.info({ mailId }, 'mail sent');
}

/** Without SMTP_URL, taken mails stay in the outbox, marked not sent. */
async function keep(deps: Pick<Deps, 'db' | 'log'>, mailIds: number[]) {
  for (const mailId of mailIds) {
    await markMail(deps.db, mailId, { status: 'not-sent' });
    deps.log.info({ mailId }, 'mail kept in the outbox (no SMTP_URL)');
  }
}
