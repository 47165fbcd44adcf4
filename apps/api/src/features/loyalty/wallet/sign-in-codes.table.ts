import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { bytea, citext, createdAt } from '../../../db/columns.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * The wallet's passwordless sign-in: a 6-digit code mailed to an email for one store, kept only as a
 * hash, valid 20 minutes, used once; a newer code does not end the older ones, and tries are limited per
 * caller (sign-in-limits.ts), not per code: `tries` is no longer counted.
 * A correct code for an email the store does not know yet leaves a sign-up ticket (hashed, 30
 * minutes, used once) that registers the customer.
 */
export const walletSignInCodes = pgTable(
  'wallet_sign_in_codes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    email: citext('email').notNull(),
    codeHash: bytea('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ticketHash: bytea('ticket_hash').unique(),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'wallet_sign_in_codes_pkey', columns: [t.id, t.storeId] }),
    index('wallet_sign_in_codes_email_idx').on(t.storeId, t.email, t.id),
    check('wallet_sign_in_codes_tries', sql`${t.tries} between 0 and 5`),
  ],
);
