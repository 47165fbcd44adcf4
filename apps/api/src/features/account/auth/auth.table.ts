import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../../db/columns.ts';
import { users } from '../../../db/schema.ts';

/** Sign-in sessions: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Raised by triggers whenever a value the session is made of changes (its user's or its store's). */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every API process. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The places (IP addresses, as SHA-256 of user and address) a user signed in from: a stranger's failed
 * tries on the account do not lock its owner out of a place already known (docs/SECURITY.md).
 */
export const knownSignInPlaces = pgTable(
  'known_sign_in_places',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    placeHash: bytea('place_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.placeHash] })],
);

/**
 * Single-use links that prove an address is the user's (stored hashed): a registration's, or an email
 * change's, which takes effect only when the new address opens it.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);
