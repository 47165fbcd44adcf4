import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/**
 * Every mail the platform sends, written with the change that causes it (status 'queued') and sent by
 * the mail job; without SMTP_URL this is where mail stays ('not-sent'). Never holds a secret: a
 * recovery mail is kept without its link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'not-sent'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Queued without a job of its own (queueMailsGathered): waits for the 'mail-gather' job to hand it
     * to a 'mail-batch' job, with every other mail waiting then.
     */
    awaitsBatch: boolean('awaits_batch').notNull().default(false),
    /**
     * The store a mail is sent for (marketing, survey invites, a store's message): when that store is
     * inactive or deleted at send time, the mail is not sent (issue #31 item 2).
     */
    storeId: integer('store_id'),
  },
  (t) => [index('mail_outbox_awaits_batch_idx').on(t.id).where(sql`awaits_batch`)],
);
