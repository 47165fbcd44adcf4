import { z } from 'zod';
import {
  longText,
  named,
  pageInput,
  points,
  positiveMoney,
  requiredLongText,
  saidFields,
  storeRef,
  systemTextCode,
  systemTextParams,
  text,
} from '../../common.ts';
import { route } from '../../route-table.ts';
import { customerId } from './customers.ts';

export const ledgerKinds = [
  'welcome',
  'purchase',
  'manual',
  'discount',
  'redemption',
  'reversal',
  'bulk',
  'coupon',
  /** Points the store's expiry rule took (issue 34), the oldest earnings first. */
  'expiry',
  /** The store's birthday gift (issue 34 §2): once a year per customer, written by the daily job. */
  'birthday',
  /**
   * A referral's points (issue 34 §3): the referrer's and the friend's, once, when the friend's first
   * purchase reaches the store's minimum.
   */
  'referral',
  /**
   * An automation's bonus points (issue 34 §5): once per customer and rule, when their Nth visit
   * happened, written by the daily job.
   */
  'bonus',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const ledgerEntry = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  clientCode: z.string(),
  kind: z.enum(ledgerKinds),
  points: z.number(),
  amount: z.number().nullable(),
  ticketNumber: z.string().nullable(),
  /** Given for a ticket number already used in the store's window, after the user confirmed it. */
  duplicateTicket: z.boolean(),
  /** The reason in Spanish, as typed or as the API wrote it (then also as reasonCode and reasonParams). */
  reason: z.string().nullable(),
  reasonCode: systemTextCode,
  reasonParams: systemTextParams,
  reward: named.nullable(),
  employee: named.nullable(),
  location: named.nullable(),
  /** The till (POS token) that made it; its name is null for the store's default till. */
  till: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  reversesEntryId: z.number().nullable(),
  reversedByEntryId: z.number().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const pointsChange = z.object({ ...saidFields, entry: ledgerEntry, balance: z.number() });

export const addPointsInput = z.object({
  ...customerId,
  /** The purchase amount; points follow the store's conversion when it uses one. */
  amount: positiveMoney().optional(),
  /** Points given directly, when the store does not use the conversion. */
  points: points().optional(),
  ticketNumber: text(60).nullable().optional(),
  description: longText(500).nullable().optional(),
  /**
   * The user saw that the ticket number was already used (the 409 points.duplicateTicket) and gives the
   * points anyway; the entry is marked duplicateTicket.
   */
  confirmDuplicateTicket: z.boolean().optional(),
});

export const pointsRoutes = {
  '/client/customer/points': route({
    area: 'points',
    summary: "A customer's balance and statement, newest first.",
    access: 'client',
    input: z.object({ ...customerId, ...pageInput }),
    output: z.object({ balance: z.number(), entries: z.array(ledgerEntry), total: z.number() }),
    example: { customerId: 1, page: 1, pageSize: 20 },
  }),
  '/client/customer/add-points': route({
    area: 'points',
    summary:
      'Give points for a purchase (amount → points with the store conversion) or directly. A ticket number already used in the store within its window (duplicateTicketDays) answers 409 points.duplicateTicket with the earlier use (ticket, when, customer) unless confirmDuplicateTicket is true.',
    access: { permission: 'permGivePoints' },
    input: addPointsInput,
    output: pointsChange,
    example: { customerId: 1, amount: 45.5, ticketNumber: 'B001-2345' },
    idempotent: 'in-statement',
    session: 'remembered',
  }),
  '/client/customer/discount-points': route({
    area: 'points',
    summary: "Take points from a customer's balance, with a reason.",
    access: { permission: 'permGivePoints' },
    input: z.object({ ...customerId, points: points(), reason: requiredLongText(500) }),
    output: pointsChange,
    example: { customerId: 1, points: 10, reason: 'Corrección de una compra mal registrada' },
    idempotent: 'in-statement',
    session: 'remembered',
  }),
  '/client/customer/delete-points': route({
    area: 'points',
    summary: 'Reverse one earlier ledger entry, once, with a reversing entry.',
    access: 'owner',
    input: z.object({ entryId: storeRef('ledgerEntry'), reason: longText(500).nullable().optional() }),
    output: pointsChange,
    example: { entryId: 1, reason: 'Compra anulada' },
    idempotent: true,
  }),
  '/client/last-given-points': route({
    area: 'points',
    summary: 'The latest points given in the store (in the location, for an employee).',
    access: 'client',
    input: z.object({ limit: z.number().int().min(1).max(50).default(10) }),
    output: z.object({ entries: z.array(ledgerEntry) }),
    example: { limit: 10 },
  }),
} as const;
