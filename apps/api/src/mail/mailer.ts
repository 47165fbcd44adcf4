import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { mailOutbox } from './mail.table.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends through SMTP when SMTP_URL is set; every mail is also kept in the outbox table. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: Logger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      if (!transport) {
        options.log.info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail kept in the outbox (no SMTP_URL)',
        );
        await options.db.insert(mailOutbox).values({ ...mailRow(message), status: 'not-sent' });
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await options.db
          .insert(mailOutbox)
          .values({ ...mailRow(message), status: 'sent', sentAt: new Date() });
      } catch (error) {
        options.log.error({ err: error, to: message.to }, 'mail could not be sent');
        await options.db.insert(mailOutbox).values({
          ...mailRow(message),
          status: 'failed',
          error: String((error as Error).message ?? error),
        });
      }
    },
    close() {
      transport?.close();
    },
  };
}

function mailRow(message: MailMessage) {
  return {
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  };
}
