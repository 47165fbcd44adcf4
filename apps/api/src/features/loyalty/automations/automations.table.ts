import type { AutomationKind, AutomationPeriod } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/** A rule's numbers, by its kind: 'inactive' reads `days`. */
export interface AutomationParams {
  days?: number;
}

/** A message an automation sends, as the owner typed it. */
export interface AutomationMessage {
  title: string;
  body: string;
}

/**
 * A store's automations (issue 34 §5): a rule (kind and params) and what it gives (a message), run once a
 * store's day by the 'automations' job while active; a customer gets it at most once per period
 * (automation_sends).
 */
export const automations = pgTable(
  'automations',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    kind: text('kind').$type<AutomationKind>().notNull(),
    params: jsonb('params').$type<AutomationParams>().notNull(),
    message: jsonb('message').$type<AutomationMessage>(),
    active: boolean('active').notNull(),
    period: text('period').$type<AutomationPeriod>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'automations_pkey', columns: [t.id, t.storeId] }),
    index('automations_active_idx').on(t.storeId).where(sql`active`),
  ],
);

/**
 * Each customer an automation took, once per period (its key: automation, customer, period): sent
 * (holdout false, with its message) or kept apart (holdout true: nothing sent, the baseline of its
 * results). Written in the transaction of the message, so a retried or doubled run never sends twice.
 */
export const automationSends = pgTable(
  'automation_sends',
  {
    storeId: storeIdColumn(),
    automationId: integer('automation_id').notNull(),
    customerId: customerIdColumn(),
    /** The period of the store's calendar it counts for: 'once', '2026-12', '2026-Q4', '2026'. */
    periodKey: text('period_key').notNull(),
    holdout: boolean('holdout').notNull(),
    /** When it was sent, or would have been for the holdout: its results count 30 days from then. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The message sent; null for the holdout. */
    notificationId: integer('notification_id'),
  },
  (t) => [
    primaryKey({
      name: 'automation_sends_pkey',
      columns: [t.automationId, t.customerId, t.periodKey, t.storeId],
    }),
    sameStore('automation_sends_automation_fk', t.storeId, t.automationId, automations).onDelete('cascade'),
    sameStore('automation_sends_customer_fk', t.storeId, t.customerId, customers),
    index('automation_sends_sent_idx').on(t.storeId, t.automationId, t.sentAt),
  ],
);
