import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers, redemptions, rewards, users } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/**
 * A customer's request for a reward, from the wallet. Its state moves once, from pending, by a
 * conditional update: confirmed (with the redemption that paid it), rejected (with the reason the
 * customer reads) or cancelled by the customer.
 */
export const rewardRequests = pgTable(
  'reward_requests',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: customerIdColumn(),
    rewardId: integer('reward_id').notNull(),
    points: integer('points').notNull(),
    state: text('state', { enum: ['pending', 'confirmed', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    redemptionId: integer('redemption_id'),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'reward_requests_pkey', columns: [t.id, t.storeId] }),
    index('reward_requests_pending_idx').on(t.storeId, t.createdAt).where(sql`${t.state} = 'pending'`),
    index('reward_requests_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    unique('reward_requests_redemption_uq').on(t.redemptionId, t.storeId),
    sameStore('reward_requests_customer_fk', t.storeId, t.customerId, customers),
    sameStore('reward_requests_reward_fk', t.storeId, t.rewardId, rewards),
    sameStore('reward_requests_redemption_fk', t.storeId, t.redemptionId, redemptions),
    uniqueIndex('reward_requests_one_pending_uq')
      .on(t.storeId, t.customerId, t.rewardId)
      .where(sql`${t.state} = 'pending'`),
    check(
      'reward_requests_state_check',
      sql`${t.state} in ('pending', 'confirmed', 'rejected', 'cancelled')`,
    ),
    check(
      'reward_requests_confirmed_paid',
      sql`(${t.state} = 'confirmed') = (${t.redemptionId} is not null)`,
    ),
  ],
);
