import { z } from 'zod';
import { day, named, pageInput, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { ledgerEntry } from '../loyalty/points.ts';

export const dailyPoints = z.object({
  date: z.string(),
  pointsGiven: z.number(),
  pointsRedeemed: z.number(),
  purchasesAmount: z.number(),
  purchases: z.number(),
  newCustomers: z.number(),
  redemptions: z.number(),
});
export type DailyPoints = z.infer<typeof dailyPoints>;

export const storeMoreInfo = z.object({
  clientsAmount: z.number(),
  pointsOutstanding: z.number(),
  pointsOutstandingValue: z.number(),
  currencyCode: z.string(),
  redemptionsThisMonth: z.number(),
  /** The redemption allowance is billing: the owner's; null for an employee. */
  redeemFree: z.number().nullable(),
  redeemBought: z.number().nullable(),
  redeemUsed: z.number().nullable(),
  redeemLeft: z.number().nullable(),
  /** NPS of the survey answers of the range (promoters − detractors, %); null without answers. */
  nps: z.number().nullable(),
  npsAnswers: z.number(),
});

const range = {
  startDate: day().optional(),
  endDate: day().optional(),
};

export const activityFilters = z.object({
  ...pageInput,
  ...range,
  locationId: storeRef('location').nullable().optional(),
  employeeId: storeRef('employee').nullable().optional(),
  customerId: storeRef('customer').nullable().optional(),
});

export const activityPage = z.object({
  entries: z.array(ledgerEntry),
  total: z.number(),
  totals: z.object({ points: z.number(), amount: z.number(), count: z.number() }),
});

export const statsRoutes = {
  '/stats/points': route({
    area: 'stats',
    summary:
      "Per day of the store's time zone: points given and redeemed, purchases, new customers, redemptions (an employee sees their location). End date defaults to today; start to 29 days before.",
    access: 'client',
    input: z.object(range),
    output: z.object({ data: z.array(dailyPoints), startDate: z.string(), endDate: z.string() }),
    example: { startDate: '2026-10-01', endDate: '2026-10-31' },
  }),
  '/client/store/more-info': route({
    area: 'stats',
    summary:
      "The figures behind the dashboard: customers, points outstanding and their value, redemptions, allowance, and the NPS of the range (store's days; default the last 30).",
    access: 'client',
    failures: ['not-found'],
    input: z.object(range),
    output: z.object({ storeMoreInfo }),
    example: {},
  }),
  '/client/activity/purchases': route({
    area: 'stats',
    summary: 'Points given (purchases and other credits), filtered and paged, with totals for the filter.',
    access: 'client',
    input: activityFilters,
    output: activityPage,
    example: { page: 1, pageSize: 20, startDate: '2026-10-01', endDate: '2026-10-31' },
  }),
  '/client/activity/redeemeds': route({
    area: 'stats',
    summary: 'Redemptions, filtered and paged, with totals for the filter.',
    access: 'client',
    input: activityFilters,
    output: activityPage,
    example: { page: 1, pageSize: 20 },
  }),
  '/client/activity/locations': route({
    area: 'stats',
    summary: 'The locations and employees to filter activity by.',
    access: 'client',
    input: z.object({}),
    output: z.object({ locations: z.array(named), employees: z.array(named) }),
    example: {},
  }),
} as const;
