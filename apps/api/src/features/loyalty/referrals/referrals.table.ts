import { referralRefusals, referralStates } from '@premia/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/** Each customer's invitation code (issue 34 §3): made on first read, unique in the store. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'referral_codes_pkey', columns: [t.customerId, t.storeId] }),
    uniqueIndex('referral_codes_code_uq').on(t.storeId, t.code),
    sameStore('referral_codes_customer_fk', t.storeId, t.customerId, customers),
  ],
);

/**
 * Who brought whom: one row per friend (a customer signs up once), pending until the friend's first
 * points-earning purchase settles it as rewarded or refused (or refused at once: self-referral).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    referrerId: integer('referrer_id').notNull(),
    friendId: integer('friend_id').notNull(),
    state: text('state', { enum: referralStates }).notNull().default('pending'),
    reason: text('reason', { enum: referralRefusals }),
    referrerPoints: integer('referrer_points').notNull().default(0),
    friendPoints: integer('friend_points').notNull().default(0),
    /** The store's month (YYYY-MM, its zone) it was rewarded in: the referrer's monthly cap counts these. */
    rewardedMonth: text('rewarded_month'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'referrals_pkey', columns: [t.id, t.storeId] }),
    uniqueIndex('referrals_friend_uq').on(t.storeId, t.friendId),
    sameStore('referrals_referrer_fk', t.storeId, t.referrerId, customers),
    sameStore('referrals_friend_fk', t.storeId, t.friendId, customers),
    index('referrals_referrer_idx').on(t.storeId, t.referrerId, t.rewardedMonth),
    index('referrals_store_created_idx').on(t.storeId, t.createdAt, t.id),
    check('referrals_state', sql`${t.state} in ('pending', 'rewarded', 'refused')`),
    check('referrals_reason', sql`(${t.state} = 'refused') = (${t.reason} is not null)`),
  ],
);

/**
 * The key of a referral's reward: written in the transaction of its two ledger rows, so a second reward
 * of the same friend (a retry, two purchases at once, two processes) is a unique violation that rolls
 * its points back.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    storeId: storeIdColumn(),
    friendId: integer('friend_id').notNull(),
    referrerEntryId: integer('referrer_entry_id').notNull(),
    friendEntryId: integer('friend_entry_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'referral_rewards_pkey', columns: [t.friendId, t.storeId] }),
    sameStore('referral_rewards_friend_fk', t.storeId, t.friendId, customers),
  ],
);

/** The wallet devices a customer used (sign-up, the invite card): a friend on one of them is the referrer. */
export const customerDevices = pgTable(
  'customer_devices',
  {
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    device: text('device').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'customer_devices_pkey', columns: [t.customerId, t.device, t.storeId] }),
    sameStore('customer_devices_customer_fk', t.storeId, t.customerId, customers),
  ],
);
