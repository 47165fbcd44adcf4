import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/** The first answer to each Idempotency-Key of a store: a retry gets it back and changes nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    storeId: integer('store_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
);
