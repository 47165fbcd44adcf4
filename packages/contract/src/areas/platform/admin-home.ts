import { z } from 'zod';
import { route } from '../../route-table.ts';

/** One month of the platform (YYYY-MM), from the roll-ups: never a count of the ledger. */
export const platformMonth = z.object({
  month: z.string(),
  pointsGiven: z.number(),
  pointsRedeemed: z.number(),
  redemptions: z.number(),
  newCustomers: z.number(),
  newStores: z.number(),
  /** Confirmed payments of the month, by currency. */
  revenue: z.array(z.object({ currencyCode: z.string(), amount: z.number() })),
});

export const adminHomeFigures = z.object({
  stores: z.object({ active: z.number(), inactive: z.number(), newThisMonth: z.number() }),
  customers: z.number(),
  thisMonth: platformMonth,
  /** Redemptions the stores bought (confirmed plans) and those used of all they had. */
  redemptions: z.object({ bought: z.number(), used: z.number(), left: z.number() }),
  pendingPayments: z.number(),
  /** The last 12 months, oldest first, the current one last. */
  months: z.array(platformMonth),
  /** When the points figures were last rolled up (they follow the hourly roll-up). */
  rolledUpAt: z.string().nullable(),
});

export const adminHomeRoutes = {
  '/admin/home/figures': route({
    area: 'admin-home',
    summary:
      "The platform's figures: stores (active, inactive, new this month), customers, points and redemptions this month, revenue by month; the last 12 months.",
    access: 'admin',
    input: z.object({}),
    output: adminHomeFigures,
    example: {},
  }),
} as const;
