import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers, ledgerEntries, rewards, users } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A batch of single-use coupon codes, each worth `points` or one `reward` (redeemed for the customer when
 * the code is claimed), claimable until `expires_on` (the store's day).
 */
export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    points: integer('points'),
    rewardId: integer('reward_id'),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    limitPerCustomer: integer('limit_per_customer'),
    source: text('source', { enum: ['generated', 'uploaded'] }).notNull(),
    codesTotal: integer('codes_total').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    /** A deleted batch's codes can no longer be claimed; its claims stay, as the ledger rows they gave. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'coupon_batches_pkey', columns: [t.id, t.storeId] }),
    index('coupon_batches_store_idx').on(t.storeId, t.createdAt),
    sameStore('coupon_batches_reward_fk', t.storeId, t.rewardId, rewards),
    check('coupon_batches_points_positive', sql`${t.points} > 0`),
    check('coupon_batches_points_or_reward', sql`(${t.points} is null) <> (${t.rewardId} is null)`),
  ],
);

/**
 * One code: claimed at most once, by the conditional update that sets `customer_id` only while it is
 * null. Unique in its store, so a customer's typed code names one row.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull(),
    batchId: integer('batch_id').notNull(),
    /** Upper case, without dashes or spaces (normalCouponCode). */
    code: text('code').notNull(),
    customerId: integer('customer_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    ledgerEntryId: integer('ledger_entry_id'),
    /**
     * The customer the store gave this code to (sent to a segment, issue 34 §6): only they may claim it,
     * and it shows in their wallet until they do. At most one code of a batch per customer.
     */
    givenTo: integer('given_to'),
  },
  (t) => [
    primaryKey({ name: 'coupon_codes_pkey', columns: [t.id, t.storeId] }),
    uniqueIndex('coupon_codes_store_code_uq').on(t.storeId, t.code),
    sameStore('coupon_codes_customer_fk', t.storeId, t.customerId, customers),
    sameStore('coupon_codes_ledger_entry_fk', t.storeId, t.ledgerEntryId, ledgerEntries),
    index('coupon_codes_batch_idx').on(t.batchId, t.id),
    sameStore('coupon_codes_given_to_fk', t.storeId, t.givenTo, customers),
    uniqueIndex('coupon_codes_given_uq')
      .on(t.storeId, t.givenTo, t.batchId)
      .where(sql`${t.givenTo} is not null`),
    index('coupon_codes_batch_claimed_idx')
      .on(t.batchId, t.claimedAt)
      .where(sql`${t.customerId} is not null`),
    foreignKey({
      name: 'coupon_codes_batch_fk',
      columns: [t.storeId, t.batchId],
      foreignColumns: [couponBatches.storeId, couponBatches.id],
    }).onDelete('cascade'),
    check('coupon_codes_claim_whole', sql`(${t.customerId} is null) = (${t.claimedAt} is null)`),
  ],
);

/** How many codes of a batch each customer claimed: the batch's limit per customer, kept by one upsert. */
export const couponBatchCustomers = pgTable(
  'coupon_batch_customers',
  {
    storeId: integer('store_id').notNull(),
    batchId: integer('batch_id').notNull(),
    customerId: customerIdColumn(),
    claims: integer('claims').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.customerId, t.storeId] }),
    sameStore('coupon_batch_customers_customer_fk', t.storeId, t.customerId, customers),
    foreignKey({
      name: 'coupon_batch_customers_batch_fk',
      columns: [t.storeId, t.batchId],
      foreignColumns: [couponBatches.storeId, couponBatches.id],
    }).onDelete('cascade'),
  ],
);
