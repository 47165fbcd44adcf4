import { z } from 'zod';
import { adminRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { pointsExpiryRules } from '../account/stores.ts';

/** The points still owed of the earnings of one month (store's zone, YYYY-MM): the oldest are spent first. */
export const owedMonth = z.object({ month: z.string(), points: z.number(), value: z.number().nullable() });

/** One month's movements (store's zone, YYYY-MM). */
export const ledgerMonth = z.object({
  month: z.string(),
  earned: z.number(),
  redeemed: z.number(),
  expired: z.number(),
  /** Net points the month's reversals took back (earnings undone less redemptions undone). */
  reversed: z.number(),
});
export type LedgerMonth = z.infer<typeof ledgerMonth>;

/** What will expire within N days if nothing else changes, under the store's rule (cumulative). */
export const expiringWithin = z.object({
  days: z.number(),
  points: z.number(),
  value: z.number().nullable(),
});

export const liabilityReport = z.object({
  storeName: z.string(),
  currencyCode: z.string(),
  countryCode: z.string(),
  /** The day the figures are of (store's zone, YYYY-MM-DD). */
  asOf: z.string(),
  /** The store's «Valor de un punto» (money); null until the owner sets it, and then every value is null. */
  pointValue: z.number().nullable(),
  pointsExpiryRule: z.enum(pointsExpiryRules),
  pointsExpiryMonths: z.number(),
  /** Points the live customers hold: the sum of their balances. */
  outstanding: z.number(),
  /** outstanding × pointValue: what an accountant books as deferred revenue. */
  value: z.number().nullable(),
  byMonthEarned: z.array(owedMonth),
  expiring: z.array(expiringWithin),
  /** The last 12 months, the oldest first, the current one last. */
  months: z.array(ledgerMonth),
});
export type LiabilityReport = z.infer<typeof liabilityReport>;

const summary =
  "Points liability: points outstanding (sum of live customers' balances) and their value at the store's «Valor de un punto», the unspent points by month earned (the oldest spent first, as expiry counts them), what expires within 30/60/90 days under the store's rule, and points earned, redeemed, expired and reversed per month over the last 12 months.";

export const liabilityRoutes = {
  '/client/liability/get': route({
    area: 'liability',
    summary: `${summary} The owner's store.`,
    access: 'owner',
    // A store closed while its owner's session was open.
    failures: ['not-found'],
    input: z.object({}),
    output: z.object({ report: liabilityReport }),
    example: {},
  }),
} as const;

export const liabilityAdminRoutes = {
  '/admin/liability/get': route({
    area: 'liability',
    summary: `${summary} Any store, for the platform admin.`,
    access: 'admin',
    input: z.object({ storeId: adminRef('store') }),
    output: z.object({ report: liabilityReport }),
    example: { storeId: 1 },
  }),
} as const;
