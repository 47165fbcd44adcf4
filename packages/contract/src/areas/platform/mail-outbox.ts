import { z } from 'zod';
import { empty } from '../../common.ts';
import { route } from '../../route-table.ts';

/**
 * What a kept mail is: an owner's address confirmation, a password recovery, a wallet sign-in code, or
 * any other mail (a customer's welcome, an order's news, a store's marketing...).
 */
export const outboxMailKinds = ['confirmation', 'recovery', 'walletCode', 'other'] as const;
export type OutboxMailKind = (typeof outboxMailKinds)[number];

/** A mail as the server would have sent it, links and codes included (kept in memory only). */
export const outboxMail = z.object({
  /** Its place in this process's outbox: a later mail has a larger id. */
  id: z.number(),
  at: z.string(),
  kind: z.enum(outboxMailKinds),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

/**
 * The mails of a server without SMTP_URL: kept in this process's memory only, the newest first, at most
 * `limit` (docs/SECURITY.md "The outgoing mail screen"). With SMTP_URL set the route does not exist.
 */
export const outboxMailsOutput = z.object({ mails: z.array(outboxMail), limit: z.number() });

export const mailOutboxAdminRoutes = {
  '/admin/outbox/get-all': route({
    area: 'mail-outbox',
    summary:
      "The mails this API process would have sent, newest first, links and codes included: only on a server without SMTP_URL (404 otherwise), kept in the process's memory and never in the database; each process has its own.",
    access: 'admin',
    input: empty,
    output: outboxMailsOutput,
    example: {},
  }),
} as const;
