import { z } from 'zod';
import { adminRef, day, named, pageInput, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';

/**
 * What the audit log records (docs/SECURITY.md "Audit log"): the sensitive actions of a store's users,
 * of its POS token and of the platform's admins on a store. One row per action, written in the
 * transaction of the action itself.
 */
export const auditActions = [
  'employee.created',
  'employee.updated',
  'employee.permissions',
  'employee.deleted',
  'customer.birthday',
  'points.discounted',
  'points.reversed',
  'bulk.applied',
  'bulk.undone',
  'store.settings',
  'store.pointsExpiry',
  'store.birthdayGift',
  'store.referrals',
  'store.stampCard',
  'stamps.cardRedeemed',
  'stamps.reversed',
  'stamps.bulkGiven',
  'store.closed',
  'segment.created',
  'segment.updated',
  'segment.deleted',
  'segment.couponSent',
  'automation.created',
  'automation.updated',
  'automation.deleted',
  'posToken.created',
  'posToken.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.secretRotated',
  'webhook.deleted',
  'export.products',
  'export.customers',
  'payment.ordered',
  'payment.confirmed',
  'subscription.ordered',
  'subscription.confirmed',
  'admin.storeCreated',
  'admin.storeUpdated',
  'admin.storeDeactivated',
  'admin.storeActivated',
  'admin.storeDeleted',
  'admin.paymentConfirmed',
  'admin.paymentAdded',
  'admin.paymentDeleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The small structured detail of an action: ids, counts, the names of changed fields, never a value of
 * a secret nor a customer's personal data (a customer is named by id, so an erased customer stays erased).
 */
export const auditDetailKeys = [
  'employeeId',
  'employee',
  'fields',
  'granted',
  'revoked',
  'customerId',
  'points',
  'entryId',
  'reversedEntryId',
  'batchId',
  'rows',
  'format',
  'tokenLastFour',
  'till',
  'paymentId',
  'subscriptionId',
  'plan',
  'redemptions',
  'amount',
  'currency',
  'rule',
  'months',
  'previousRule',
  'previousMonths',
  'gift',
  'previousGift',
  'previousPoints',
  'referralsOn',
  'referrerPoints',
  'friendPoints',
  'minPurchase',
  'monthlyCap',
  'previousReferralsOn',
  'previousReferrerPoints',
  'previousFriendPoints',
  'previousMinPurchase',
  'previousMonthlyCap',
  'webhookId',
  'url',
  'events',
  'segmentId',
  'customers',
  'automationId',
  'stampsOn',
  'stampsPerCard',
  'stampPrize',
  'stampsOncePerDay',
  'previousStampsOn',
  'previousStampsPerCard',
  'previousStampPrize',
  'previousStampsOncePerDay',
  'prize',
  'stamps',
  'given',
  'skipped',
] as const;
export type AuditDetailKey = (typeof auditDetailKeys)[number];
export const auditDetailValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type AuditDetail = Partial<Record<AuditDetailKey, z.infer<typeof auditDetailValue>>>;

/** Who did it: a store user, a platform admin, a store's POS token, or the platform itself (a job). */
export const auditActorKinds = ['user', 'admin', 'pos', 'system'] as const;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  action: z.enum(auditActions),
  /** The store it concerns, and its time zone (the time is shown in it). */
  store: named.extend({ timeZone: z.string() }),
  actor: z.object({
    kind: z.enum(auditActorKinds),
    /**
     * A user's id and name; for a till (POS token) its name (null for the store's default till); null
     * for the platform, or an admin seen by a store's owner.
     */
    userId: z.number().nullable(),
    name: z.string().nullable(),
    /** The owner reads their staff's addresses; the admin reads a store user's address masked. */
    email: z.string().nullable(),
  }),
  detail: z.partialRecord(z.enum(auditDetailKeys), auditDetailValue),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const filters = {
  ...pageInput,
  action: z.enum(auditActions).optional(),
  /** Days in the store's time zone, both included. */
  from: day().optional(),
  to: day().optional(),
};

export const auditPage = z.object({
  entries: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const auditRoutes = {
  '/client/audit/get-all': route({
    area: 'audit',
    summary:
      "The store's audit log, newest first, a page at a time: who (a user of the store, the POS token, the platform's admin), what, when, from where. Filter by action, user and days.",
    access: 'owner',
    input: z.object({ ...filters, userId: storeRef('employee').optional() }),
    output: auditPage,
    example: { page: 1, pageSize: 20, action: 'employee.created', from: '2026-10-01', to: '2026-10-31' },
  }),
} as const;

export const auditAdminRoutes = {
  '/admin/audit/get-all': route({
    area: 'audit',
    summary:
      "Every store's audit log for the platform's admin, newest first, a page at a time; filter by store, action and days.",
    access: 'admin',
    input: z.object({ ...filters, storeId: adminRef('store').optional() }),
    output: auditPage,
    example: { page: 1, pageSize: 20, storeId: 1, action: 'admin.storeUpdated' },
  }),
} as const;
