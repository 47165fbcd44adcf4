import type { AutomationKind, AutomationPeriod } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns.ts';
import { customers, ledgerEntries } from '../../../db/schema.ts';
import { customerIdColumn, sameStore, storeIdColumn } from '../../../db/tenant-columns.ts';

/** A rule's numbers, by its kind: 'inactive' reads `days`, 'nthVisit' `visits` and `points`. */
export interface AutomationParams {
  days?: number;
  visits?: number;
  points?: number;
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
    /** The message sent; null for the holdout and for a bonus. */
    notificationId: integer('notification_id'),
    /** The bonus points' ledger row; null for the holdout and for a message. */
    entryId: integer('entry_id'),
  },
  (t) => [
    primaryKey({
      name: 'automation_sends_pkey',
      columns: [t.automationId, t.customerId, t.periodKey, t.storeId],
    }),
    sameStore('automation_sends_automation_fk', t.storeId, t.automationId, automations).onDelete('cascade'),
    sameStore('automation_sends_customer_fk', t.storeId, t.customerId, customers),
    sameStore('automation_sends_entry_fk', t.storeId, t.entryId, ledgerEntries),
    index('automation_sends_sent_idx').on(t.storeId, t.automationId, t.sentAt),
  ],
);

/**
 * The level each customer had when a «subió de nivel» automation last looked (issue 34 §5): the next
 * look sends to those whose level is now a higher one, and notes their new level. A customer the rule
 * has not noted yet is noted at their level of then, without a message, unless they signed up after the
 * rule was saved (then they started without a level).
 */
export const automationLevelMarks = pgTable(
  'automation_level_marks',
  {
    storeId: storeIdColumn(),
    automationId: integer('automation_id').notNull(),
    customerId: customerIdColumn(),
    /** The level noted; null: none. */
    levelId: integer('level_id'),
    notedAt: timestamp('noted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'automation_level_marks_pkey', columns: [t.automationId, t.customerId, t.storeId] }),
    sameStore('automation_level_marks_automation_fk', t.storeId, t.automationId, automations).onDelete(
      'cascade',
    ),
    sameStore('automation_level_marks_customer_fk', t.storeId, t.customerId, customers),
  ],
);
