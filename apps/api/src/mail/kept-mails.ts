import type { OutboxMail, OutboxMailKind } from '@premia/contract';
import type { MailMessage } from './mailer.ts';

/** Mails a process keeps without SMTP_URL: the newest, the oldest dropped past it. */
export const KEPT_MAILS_LIMIT = 200;

/**
 * The mails a server without SMTP_URL would have sent, whole (links and codes included), so that the
 * platform's admin can read them on that machine («Correo saliente»). In this process's memory only:
 * never written to the database, gone on restart, each API process its own.
 */
export class KeptMails {
  private readonly mails: OutboxMail[] = [];
  private lastId = 0;

  constructor(readonly limit = KEPT_MAILS_LIMIT) {}

  add(message: MailMessage, kind: OutboxMailKind): void {
    this.lastId += 1;
    this.mails.push({
      id: this.lastId,
      at: new Date().toISOString(),
      kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    });
    if (this.mails.length > this.limit) this.mails.splice(0, this.mails.length - this.limit);
  }

  /** The kept mails, newest first. */
  list(): OutboxMail[] {
    return [...this.mails].reverse();
  }
}
