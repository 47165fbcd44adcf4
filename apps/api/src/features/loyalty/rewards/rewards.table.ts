import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers, ledgerEntries, locations, users } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    pointsCost: integer('points_cost').notNull(),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    stock: integer('stock'),
    limitPerCustomer: integer('limit_per_customer'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'rewards_pkey', columns: [t.id, t.storeId] }),
    index('rewards_store_idx').on(t.storeId),
    check('rewards_cost_positive', sql`${t.pointsCost} > 0`),
    check('rewards_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/** A reward given to a customer: which ledger row paid it and which allowance of the store it used. */
export const redemptions = pgTable(
  'redemptions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    rewardId: integer('reward_id').notNull(),
    ledgerEntryId: integer('ledger_entry_id').notNull(),
    points: integer('points').notNull(),
    allowance: text('allowance', { enum: ['free', 'bought'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    locationId: integer('location_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'redemptions_pkey', columns: [t.id, t.storeId] }),
    index('redemptions_store_created_idx').on(t.storeId, t.createdAt),
    sameStore('redemptions_customer_fk', t.storeId, t.customerId, customers),
    sameStore('redemptions_reward_fk', t.storeId, t.rewardId, rewards),
    sameStore('redemptions_location_fk', t.storeId, t.locationId, locations),
    sameStore('redemptions_ledger_entry_fk', t.storeId, t.ledgerEntryId, ledgerEntries),
    index('redemptions_customer_reward_idx').on(t.customerId, t.rewardId),
  ],
);
