import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../../db/columns.ts';
import { locations, users } from '../../../db/schema.ts';
import { sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A store's tills: each a POS token, stored as its SHA-256. A till has a name and one of the store's
 * locations; the unnamed one without a location is the store's default till, the one the spec's
 * /client/api/token/* routes manage (at most one live). Revoking sets deleted_at: the token stops at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    tokenHash: bytea('token_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    /** The till's name («Caja 1»); null for the store's default till. */
    name: text('name'),
    /** The location the till is in: recorded on every ledger row it writes. */
    locationId: integer('location_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'api_tokens_pkey', columns: [t.id, t.storeId] }),
    index('api_tokens_store_idx').on(t.storeId),
    sameStore('api_tokens_location_fk', t.storeId, t.locationId, locations),
    // A live till's name is its own in the store (case, accents and blanks aside, as 0043_unique_names).
    uniqueIndex('api_tokens_name_uq')
      .on(t.storeId, sql`name_key(${t.name})`)
      .where(sql`${t.deletedAt} is null and ${t.name} is not null`),
  ],
);
