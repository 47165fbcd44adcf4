import type { OutboxMailKind } from '@premia/contract';
import { defineJob } from '../jobs/job.ts';
import type { Deps } from '../lib/context.ts';
import { eachAtMost } from '../lib/each-at-most.ts';
import { deliverMail, deliverMails, gatherMails } from './mail-queue.ts';
import type { MailMessage } from './mailer.ts';

/**
 * What a 'mail' job may carry besides its mail's id: what a feature's composer makes the message from
 * only when it is sent (a link or digits kept nowhere).
 */
export interface MailExtras {
  /** A recovery mail: its link (features/auth). */
  passwordResetFor?: number;
  /** An address confirmation: its link (features/auth). */
  confirmEmailFor?: { userId: number; email: string };
  /** A wallet sign-in code's id: its digits (features/wallet). */
  walletCodeFor?: number;
}

declare module '../jobs/job.ts' {
  interface JobData {
    /** Sends one mail of the outbox (queueMail), made by its composer when it carries one of MailExtras. */
    mail: { mailId: number } & MailExtras;
    /** Sends these mails of the outbox (queueMails, gatherMails), each once. */
    'mail-batch': { mailIds: number[] };
    /** Hands the mails waiting in the outbox (queueMailsGathered) to 'mail-batch' jobs. */
    'mail-gather': Record<string, never>;
  }
}

/**
 * How a feature makes, at send time, the message of a mail job carrying `field`: undefined from compose
 * means there is nothing to send any more. `kind` is how it is kept without SMTP_URL.
 */
export type MailComposer = {
  [K in keyof MailExtras]-?: {
    field: K;
    kind: OutboxMailKind;
    compose(
      deps: Deps,
      value: NonNullable<MailExtras[K]>,
      stored: MailMessage,
    ): Promise<MailMessage | undefined>;
  };
}[keyof MailExtras];

/** A composer for the mail jobs carrying `field` (a feature's jobs.ts; listed in jobs/registry.ts). */
export const defineMailComposer = <K extends keyof MailExtras>(
  composer: Extract<MailComposer, { field: K }>,
): MailComposer => composer;

/** Mails a 'mail-batch' job sends at once. */
const MAIL_CONCURRENCY = 16;

/**
 * The mail module's queues: the only place mails are batched and sent. Every feature hands its mails to
 * them (queueMail, queueMails, queueMailsGathered); `composers` are the features' send-time composers.
 */
export function mailJobs(composers: readonly MailComposer[]) {
  return [
    // The SMTP transport gives up well within expireInSeconds (mailer.ts), so an expired mail job is one
    // whose process died.
    defineJob(
      'mail',
      { policy: 'standard', retryLimit: 5, retryDelay: 30, expireInSeconds: 120, pollingIntervalSeconds: 1 },
      (deps, { data }) => {
        for (const composer of composers) {
          const value = data[composer.field];
          if (value === undefined) continue;
          const compose = composer.compose as (
            deps: Deps,
            value: unknown,
            stored: MailMessage,
          ) => Promise<MailMessage | undefined>;
          return deliverMail(deps, data.mailId, (stored) => compose(deps, value, stored), composer.kind);
        }
        return deliverMail(deps, data.mailId);
      },
    ),
    // Two batches at once keep the mailer's pooled connections busy while one batch takes its mails or
    // waits for its last ones (issue 19, docs/PERFORMANCE.md).
    defineJob(
      'mail-batch',
      {
        policy: 'standard',
        retryLimit: 5,
        retryDelay: 30,
        expireInSeconds: 600,
        pollingIntervalSeconds: 1,
        workersPerProcess: 2,
      },
      async (deps, { data }) => {
        const sent = await deliverMails(deps, data.mailIds, (ids, send) =>
          eachAtMost(ids, MAIL_CONCURRENCY, send),
        );
        return `${sent} mails sent`;
      },
    ),
    // Enqueued by the changes whose mails it gathers (one waiting job for all of them); every minute too,
    // for a mail committed just after a gathering read the outbox.
    defineJob(
      'mail-gather',
      {
        policy: 'stately',
        retryLimit: 5,
        retryDelay: 5,
        expireInSeconds: 120,
        pollingIntervalSeconds: 1,
        cron: '* * * * *',
      },
      (deps) => gatherMails(deps),
    ),
  ] as const;
}
