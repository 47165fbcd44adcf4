import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../../db/columns.ts';
import { customers } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/** A customer's sessions in one store's wallet: the token itself is never stored, only its SHA-256. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    tokenHash: bytea('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'customer_sessions_pkey', columns: [t.id, t.storeId] }),
    index('customer_sessions_customer_idx').on(t.storeId, t.customerId),
    sameStore('customer_sessions_customer_fk', t.storeId, t.customerId, customers),
  ],
);
