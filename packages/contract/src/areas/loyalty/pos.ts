import { z } from 'zod';
import {
  email,
  longText,
  named,
  pageInput,
  points,
  positiveMoney,
  saidFields,
  storeRef,
  text,
} from '../../common.ts';
import { route } from '../../route-table.ts';
import { ledgerEntry, pointsChange } from './points.ts';
import { redemption } from './rewards.ts';

export const apiTokenInfo = z.object({
  exists: z.boolean(),
  lastFour: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});

/**
 * A till: one POS token of the store, named and tied to one of its locations. The unnamed one (name
 * null, no location) is the store's default till, the one /client/api/token/* manage.
 */
export const till = z.object({
  id: z.number(),
  name: z.string().nullable(),
  location: named.nullable(),
  lastFour: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Till = z.infer<typeof till>;

/** How a POS names the customer: exactly one of client code, mobile, email or the wallet card's signed QR. */
export const customerKey = z
  .object({
    clientCode: z
      .string()
      .trim()
      .regex(/^A[0-9a-zA-Z]{1,6}$/)
      .optional(),
    mobile: z
      .string()
      .trim()
      .regex(/^[0-9 +()-]{6,20}$/)
      .transform((v) => v.replace(/[^0-9]/g, ''))
      .optional(),
    email: email().optional(),
    /** The QR the customer's wallet shows (qr-codes.ts): checked with the store's key, refused once expired. */
    qr: z.string().trim().max(120).optional(),
  })
  .refine((k) => [k.clientCode, k.mobile, k.email, k.qr].filter((v) => v !== undefined).length === 1, {
    message: 'validation.oneCustomerKey',
  });

export const posCustomer = z.object({
  clientCode: z.string(),
  name: z.string(),
  balance: z.number(),
  level: z.string().nullable(),
});

/** The POS token's management, in the back office (the owner's). */
export const posTokenRoutes = {
  '/client/api/token/get': route({
    area: 'pos',
    summary: 'Whether the store has a POS API token (the token itself is never shown again).',
    access: 'owner',
    input: z.object({}),
    output: z.object({ token: apiTokenInfo }),
    example: {},
  }),
  '/client/api/token/generate': route({
    area: 'pos',
    summary: 'Create the POS API token, replacing any earlier one; it is shown this once.',
    access: 'owner',
    input: z.object({}),
    output: z.object({ ...saidFields, token: z.string(), info: apiTokenInfo }),
    example: {},
  }),
  '/client/api/token/delete': route({
    area: 'pos',
    summary: 'Delete the POS API token; it stops working at once.',
    access: 'owner',
    input: z.object({}),
    output: z.object({ ...saidFields }),
    example: {},
  }),
  '/client/api/tills/list': route({
    area: 'pos',
    summary:
      "The store's live tills (its POS tokens), oldest first: name, location, last four characters, created and last used. The default till of /client/api/token/* is the one without a name.",
    access: 'owner',
    input: z.object({}),
    output: z.object({ tills: z.array(till) }),
    example: {},
  }),
  '/client/api/tills/create': route({
    area: 'pos',
    summary:
      "Create a till: a POS token with a name (unique among the store's live tills) tied to one of the store's locations. The token is in this answer only; every purchase, redemption and reversal made with it records the till and its location.",
    access: 'owner',
    failures: ['not-found', 'conflict'],
    input: z.object({ name: text(60), locationId: storeRef('location') }),
    output: z.object({ ...saidFields, token: z.string(), till }),
    example: { name: 'Caja 1', locationId: 1 },
  }),
  '/client/api/tills/revoke': route({
    area: 'pos',
    summary: "Revoke one till's token: its next call answers 401; the store's other tills go on working.",
    access: 'owner',
    failures: ['not-found'],
    input: z.object({ tillId: storeRef('till') }),
    output: z.object({ ...saidFields }),
    example: { tillId: 1 },
  }),
} as const;

/** What a store's POS token calls (the store's users may call them too). */
export const posTransactionRoutes = {
  '/client/transaction/add': route({
    area: 'pos',
    summary:
      "From a POS: give points for a purchase; the customer by client code, mobile, email or the QR of their card. With the store's conversion on, send amount only (amount with points answers 400 points.pointsWithConversion). A ticket number already used in the window answers 409 points.duplicateTicket unless confirmDuplicateTicket is true. locationId (one of the store's live locations) is recorded on the ledger row.",
    access: { permission: 'permGivePoints' },
    failures: ['not-found'],
    input: z.object({
      customer: customerKey,
      amount: positiveMoney().optional(),
      points: points().optional(),
      ticketNumber: text(60).nullable().optional(),
      description: longText(500).nullable().optional(),
      /** The store's location the sale was made in; recorded on the ledger row. */
      locationId: storeRef('location').optional(),
      /** The POS saw the 409 points.duplicateTicket and gives the points anyway (the entry is marked). */
      confirmDuplicateTicket: z.boolean().optional(),
    }),
    output: z.object({ ...saidFields, entry: ledgerEntry, balance: z.number() }),
    example: { customer: { clientCode: 'A1' }, amount: 25.9, ticketNumber: 'F001-889', locationId: 1 },
    idempotent: 'in-statement',
    rateLimit: 'pos-token',
  }),
  '/client/transaction/redeem': route({
    area: 'pos',
    summary:
      "From a POS: redeem a reward for a customer (client code, mobile, email or the card's QR): the balance, the reward's stock and limit per customer and the store's allowance in one transaction, as the counter's give-reward. With an Idempotency-Key a retry answers the same redemption and takes nothing twice.",
    access: { permission: 'permRedeem' },
    failures: ['not-found', 'no-subscription', 'no-redemptions-left'],
    input: z.object({ customer: customerKey, rewardId: storeRef('reward') }),
    output: z.object({ ...saidFields, redemption, entry: ledgerEntry, balance: z.number() }),
    example: { customer: { clientCode: 'A1' }, rewardId: 1 },
    idempotent: 'in-statement',
    rateLimit: 'pos-token',
  }),
  '/client/transaction/reverse': route({
    area: 'pos',
    summary:
      "From a POS: reverse a purchase, once, with a reversing entry: by the entry's id (the add's answer) or by its ticket number. A ticket that more than one live purchase carries answers 409 points.ticketAmbiguous (send the entry's id); points already spent answer 409 points.alreadySpent. The store's owner may call it too.",
    access: 'owner',
    failures: ['not-found'],
    input: z
      .object({
        entryId: storeRef('ledgerEntry').optional(),
        ticketNumber: text(60).optional(),
        reason: longText(500).nullable().optional(),
      })
      .refine((r) => (r.entryId === undefined) !== (r.ticketNumber === undefined), {
        message: 'validation.onePurchaseKey',
      }),
    output: pointsChange,
    example: { entryId: 1, reason: 'Venta anulada en caja' },
    idempotent: true,
    rateLimit: 'pos-token',
  }),
  '/client/transaction/history': route({
    area: 'pos',
    summary:
      "From a POS: a customer's balance and statement, newest first, a page at a time; the customer by client code, mobile, email or the card's QR.",
    access: 'client',
    rateLimit: 'pos-token',
    failures: ['not-found'],
    input: z.object({ customer: customerKey, ...pageInput }),
    output: z.object({ balance: z.number(), entries: z.array(ledgerEntry), total: z.number() }),
    example: { customer: { clientCode: 'A1' }, page: 1, pageSize: 20 },
  }),
  '/client/transaction/since': route({
    area: 'pos',
    summary:
      "From a POS: what happened in the store's ledger since a cursor (every purchase, redemption, reversal, adjustment, by any till or user), a page at a time, in the order the ledger settled them. Send no cursor to start from the beginning, then each answer's nextCursor; hasMore says another page is there now. The cursor is opaque and stable: an entry whose transaction was still running comes in a later page, never skipped.",
    access: 'client',
    rateLimit: 'pos-token',
    input: z.object({
      /** The nextCursor of the previous answer; none to read from the ledger's beginning. */
      cursor: z.string().trim().min(1).max(100).optional(),
      limit: z.number().int().min(1).max(500).default(100),
    }),
    output: z.object({ events: z.array(ledgerEntry), nextCursor: z.string(), hasMore: z.boolean() }),
    example: { cursor: 'MC4w', limit: 100 },
  }),
  '/client/transaction/customer': route({
    area: 'pos',
    summary: "From a POS: a customer's balance; the customer by client code, mobile or email.",
    access: 'client',
    rateLimit: 'pos-token',
    failures: ['not-found'],
    input: z.object({ customer: customerKey }),
    output: z.object({ customer: posCustomer }),
    example: { customer: { mobile: '987654321' } },
  }),
} as const;
