import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../db/columns.ts';
import { customers, stores } from '../../db/schema.ts';

/** A customer's sessions in one store's wallet: the token itself is never stored, only its SHA-256. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.storeId, t.customerId)],
);
