import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../../db/columns.ts';
import { users } from '../../../db/schema.ts';
import { storeIdColumn } from '../../../db/tenant-columns.ts';

/** A store's POS API token, stored as its SHA-256; at most one live token per store. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    tokenHash: bytea('token_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'api_tokens_pkey', columns: [t.id, t.storeId] }),
    index('api_tokens_store_idx').on(t.storeId),
  ],
);
