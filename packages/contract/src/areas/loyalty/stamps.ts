import { z } from 'zod';
import { longText, named, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { customerId } from './customers.ts';
import { customerKey } from './pos.ts';

/**
 * Stamp cards (issue 34 §4): «10 cafés, el 11 gratis». Stamps are entries of their own kind, apart from
 * points: a stamp never changes a points balance and points never buy stamps. A stamp adds one; a
 * redeemed card takes the card's stamps; a reversal takes back one stamp, once.
 */
export const stampKinds = ['stamp', 'card_redeemed', 'stamp_reversal'] as const;
export type StampKind = (typeof stampKinds)[number];

/** The fewest and the most stamps a card may have. */
export const MIN_STAMPS_PER_CARD = 2;
export const MAX_STAMPS_PER_CARD = 50;
/** The most customers one bulk stamp names. */
export const MAX_BULK_STAMPS = 500;
/** The longest text of what a full card gives («Un café gratis»). */
export const MAX_STAMP_PRIZE_LENGTH = 120;

/** A customer's stamp card: the stamps they have, the card's size and what a full card gives. */
export const stampCardView = z.object({
  /** Stamps held (a full card's stamps stay until the card is redeemed; more carry to the next card). */
  stamps: z.number(),
  perCard: z.number(),
  prize: z.string(),
  /** The card is full: it can be redeemed for the prize. */
  full: z.boolean(),
  /** The store allows one stamp per customer per day (its time zone), and this customer has today's. */
  stampedToday: z.boolean(),
});
export type StampCardView = z.infer<typeof stampCardView>;

export const stampEntry = z.object({
  id: z.number(),
  kind: z.enum(stampKinds),
  /** +1 for a stamp, −1 for a reversal, −(stamps per card) for a redeemed card. */
  stamps: z.number(),
  /** What the redeemed card gave, as the store named it then. */
  prize: z.string().nullable(),
  reason: z.string().nullable(),
  employee: named.nullable(),
  reversesEntryId: z.number().nullable(),
  reversedByEntryId: z.number().nullable(),
  createdAt: z.string(),
});
export type StampEntry = z.infer<typeof stampEntry>;

export const stampChange = z.object({ ...saidFields, card: stampCardView, entry: stampEntry });

const stampFailures = ['not-found', 'conflict'] as const;

export const stampRoutes = {
  '/client/customer/stamps': route({
    area: 'stamps',
    summary:
      "A customer's stamp card (stamps held, the card's size, the prize, whether today's stamp is taken) and their latest stamp entries, newest first. 404 stamps.off when the store does not run stamp cards.",
    access: 'client',
    failures: stampFailures,
    input: z.object({ ...customerId }),
    output: z.object({ card: stampCardView, entries: z.array(stampEntry) }),
    example: { customerId: 1 },
  }),
  '/client/customer/stamp': route({
    area: 'stamps',
    summary:
      'Give a customer one stamp for a visit. Where the store allows one per day (the default), a second stamp on the same store day (its time zone) answers 409 stamps.alreadyToday, also under parallel calls. Never changes points. With an Idempotency-Key a retry answers the same stamp.',
    access: { permission: 'permGivePoints' },
    failures: stampFailures,
    input: z.object({ ...customerId }),
    output: stampChange,
    example: { customerId: 1 },
    idempotent: true,
  }),
  '/client/customer/stamp-bulk': route({
    area: 'stamps',
    summary:
      "Give one stamp to each of up to 500 of the store's customers (an event, a day's visits typed later), in one statement: where the store allows one a day, a customer who already has the day's stamp is skipped and counted (skipped), never refused. A customer not of the store answers 404 and nothing is given. Audited stamps.bulkGiven.",
    access: { permission: 'permGivePoints' },
    failures: stampFailures,
    input: z.object({ customerIds: z.array(storeRef('customer')).min(1).max(MAX_BULK_STAMPS) }),
    output: z.object({ ...saidFields, given: z.number(), skipped: z.number() }),
    example: { customerIds: [1] },
    idempotent: true,
  }),
  '/client/customer/stamp-redeem': route({
    area: 'stamps',
    summary:
      "Redeem a full stamp card: takes exactly the store's stamps per card and records the prize given (audited stamps.cardRedeemed). A card not full answers 409 stamps.cardNotFull.",
    access: { permission: 'permRedeem' },
    failures: stampFailures,
    input: z.object({ ...customerId }),
    output: stampChange,
    example: { customerId: 1 },
    idempotent: true,
  }),
  '/client/customer/stamp-reverse': route({
    area: 'stamps',
    summary:
      'Take back one stamp given by mistake, once, with a reversing entry (audited stamps.reversed). A stamp already spent on a redeemed card answers 409 stamps.alreadySpent; one already reversed 409 stamps.alreadyReversed. The stamp keeps its day.',
    access: 'owner',
    failures: stampFailures,
    input: z.object({ entryId: storeRef('stampEntry'), reason: longText(500).nullable().optional() }),
    output: stampChange,
    example: { entryId: 1, reason: 'Sello dado al cliente equivocado' },
    idempotent: true,
  }),
} as const;

/** What a POS may do with stamp cards. */
export const stampPosRoutes = {
  '/client/transaction/stamp': route({
    area: 'stamps',
    summary:
      "From a POS: give a customer (client code, mobile, email or the card's QR) one stamp for a visit, as the counter does: one per store day where the store says so (409 stamps.alreadyToday). locationId is recorded on the entry.",
    access: { permission: 'permGivePoints' },
    failures: stampFailures,
    input: z.object({ customer: customerKey, locationId: storeRef('location').optional() }),
    output: stampChange,
    example: { customer: { clientCode: 'A1' }, locationId: 1 },
    idempotent: true,
    rateLimit: 'pos-token',
  }),
} as const;
