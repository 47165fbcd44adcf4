import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { KeptMails } from './kept-mails.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The store the mail is sent for (mail_outbox.store_id): not sent when that store cannot send. */
  storeId?: number;
}

export interface Mailer {
  /** Whether mail leaves the platform (SMTP_URL is set); without it, mail stays in the outbox. */
  readonly sends: boolean;
  /** Without SMTP_URL, the mails it would have sent, in this process's memory; null when it sends. */
  readonly kept: KeptMails | null;
  /** Hands the message to the SMTP server; throws when it is refused or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// Well within the mail job's expiry (jobs/job-queue.ts): a send that hangs fails and is tried again.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/**
 * A pool of open SMTP connections: a batch of mails does not pay a connection and its greeting per mail
 * (issue 19: ≥ 300 mails/s to a local SMTP server). Each connection is renewed after maxMessages.
 */
const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 1000 } as const;

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl
    ? // The URL parsed here: given as `url`, nodemailer would ignore every other option.
      nodemailer.createTransport({ ...parseConnectionUrl(options.smtpUrl), ...SMTP_TIMEOUTS, ...SMTP_POOL })
    : null;
  return {
    sends: transport !== null,
    kept: transport ? null : new KeptMails(),
    async send(message) {
      if (!transport) throw new Error('no SMTP_URL: mail cannot be sent');
      const { storeId: _store, ...mail } = message;
      await transport.sendMail({ from: options.from, ...mail });
    },
    close() {
      transport?.close();
    },
  };
}
