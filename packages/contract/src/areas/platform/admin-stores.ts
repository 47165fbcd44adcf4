import { z } from 'zod';
import {
  adminRef,
  day,
  email,
  id,
  named,
  newPassword,
  pageInput,
  plainText,
  requiredText,
} from '../../common.ts';
import { route } from '../../route-table.ts';
import { messageOutput } from '../account/auth.ts';

/** A store's row in the admin's stores list. */
export const adminStoreRow = z.object({
  id: z.number(),
  name: z.string(),
  ruc: z.string().nullable(),
  storeType: named.nullable(),
  country: named,
  owner: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  active: z.boolean(),
  customers: z.number(),
  /** Redemptions left of the allowance: free + bought − used. */
  redeemLeft: z.number(),
  createdAt: z.string(),
});

export const adminStoreStatuses = ['all', 'active', 'inactive'] as const;

/**
 * A search's matches are counted up to this many past the page's first row (more: true beyond), so a
 * search most stores match never counts them all; without a search the total is exact.
 */
export const STORES_COUNT_LIMIT = 1_000;

export const adminStoresInput = z.object({
  ...pageInput,
  search: plainText().max(100).optional(),
  status: z.enum(adminStoreStatuses).default('all'),
});

/** The business modal (spec §3 "Admin business edit form"); storeId and userId name the edited pair. */
export const businessTypes = ['new', 'edit'] as const;
export const businessInput = z.object({
  type: z.enum(businessTypes),
  storeId: adminRef('store').optional(),
  userId: adminRef('user').optional(),
  name: requiredText(120),
  storeTypeId: id(),
  ruc: plainText().max(20).optional(),
  first_name: requiredText(80),
  last_name: requiredText(80),
  email: email(),
  /** Required to create; blank on edit keeps the owner's password. */
  password: z.union([z.literal(''), newPassword()]).optional(),
  active: z.boolean().default(true),
  redeemBought: z.number().int().min(0).max(10_000_000).default(0),
  countryId: id().default(1),
});

/** What the server answers of a business (spec §3). */
export const businessStore = z.object({
  id: z.number(),
  name: z.string(),
  storetypeId: z.number().nullable(),
  active: z.boolean(),
  redeemBought: z.number(),
  countryId: z.number(),
  ruc: z.string().nullable(),
  currencyName: z.string(),
});
export const businessUser = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export const businessOutput = z.object({ store: businessStore, user: businessUser });

export const adminStoreDetail = z.object({
  id: z.number(),
  name: z.string(),
  ruc: z.string().nullable(),
  slug: z.string(),
  active: z.boolean(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  storeType: named.nullable(),
  country: named,
  currencyCode: z.string(),
  timeZone: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  owner: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  locations: z.array(named),
  employees: z.number(),
  customers: z.number(),
  allowance: z.object({
    redeemFree: z.number(),
    redeemBought: z.number(),
    used: z.number(),
    left: z.number(),
  }),
  /** The last plan bought (confirmed payment), if any. */
  lastPlan: z.object({ name: z.string(), confirmedAt: z.string() }).nullable(),
  subscription: z.enum(['enabled', 'disabled', 'absent']),
});

export const adminStoreCharts = z.object({
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(z.object({ date: z.string(), pointsGiven: z.number(), pointsRedeemed: z.number() })),
  /** New customers per month (YYYY-MM) over the 12 months up to the range's end. */
  months: z.array(z.object({ month: z.string(), newCustomers: z.number() })),
});

export const storeEventKinds = ['signIn', 'pointsGiven', 'redemption', 'payment', 'settings'] as const;
export const storeEvent = z.object({
  at: z.string(),
  kind: z.enum(storeEventKinds),
  /** Who did it: a user's name, or null (the POS, the platform). */
  who: z.string().nullable(),
  detail: z.string(),
});

const storeId = adminRef('store');

export const adminStoresRoutes = {
  '/admin/store/get-all': route({
    area: 'admin-stores',
    summary:
      'Every store, paged and searchable (name, RUC, owner email), filtered active/inactive; with the platform clientWebApp and withSubscription. A search counts its matches up to 1,000 past the page (more: true beyond).',
    access: 'admin',
    input: adminStoresInput,
    output: z.object({
      stores: z.array(adminStoreRow),
      total: z.number(),
      more: z.boolean(),
      clientWebApp: z.string().nullable(),
      withSubscription: z.boolean(),
    }),
    example: { page: 1, pageSize: 20, search: 'café', status: 'all' },
  }),
  '/admin/business/get': route({
    area: 'admin-stores',
    summary: 'A store and its owner, as the business modal edits them.',
    access: 'admin',
    input: z.object({ storeId }),
    output: businessOutput,
    example: { storeId: 1 },
  }),
  '/admin/business/process': route({
    area: 'admin-stores',
    summary:
      'Create (type new: the store and its owner in one transaction, as registration does) or edit (type edit: blank password keeps it; active false ends the store users’ sessions) a business.',
    access: 'admin',
    failures: ['conflict'],
    input: businessInput,
    output: messageOutput.extend(businessOutput.shape),
    example: {
      type: 'new',
      name: 'Florería Jazmín',
      storeTypeId: 1,
      ruc: '20123456789',
      first_name: 'Rosa',
      last_name: 'Mamani',
      email: 'rosa@example.com',
      password: 'Flores-de-mayo-2026',
      active: true,
      redeemBought: 0,
      countryId: 1,
    },
  }),
  '/admin/business/delete': route({
    area: 'admin-stores',
    summary:
      "Close a store, confirmed by typing its name: as the owner's delete-account (no sign-in; customers, ledger and payments kept).",
    access: 'admin',
    input: z.object({ storeId, storeName: requiredText(120) }),
    output: messageOutput,
    example: { storeId: 3, storeName: 'Panadería El Trigal' },
  }),
  '/admin/store/get': route({
    area: 'admin-stores',
    summary: "A store's detail: info, owner, locations, employees, customers, allowance, plan, subscription.",
    access: 'admin',
    input: z.object({ storeId }),
    output: z.object({ store: adminStoreDetail }),
    example: { storeId: 1 },
  }),
  '/admin/store/more-info': route({
    area: 'admin-stores',
    summary:
      "A store's charts from its roll-ups: points given/redeemed per day over the range (default the last 30 days), new customers per month.",
    access: 'admin',
    input: z.object({ storeId, startDate: day().optional(), endDate: day().optional() }),
    output: adminStoreCharts,
    example: { storeId: 1, startDate: '2026-10-01', endDate: '2026-10-31' },
  }),
  '/admin/store/get-activity': route({
    area: 'admin-stores',
    summary:
      "A store's latest events, newest first: sign-ins, points given, redemptions, payments, settings changed; who and when; paged.",
    access: 'admin',
    input: z.object({ storeId, ...pageInput }),
    output: z.object({ events: z.array(storeEvent), hasMore: z.boolean() }),
    example: { storeId: 1, page: 1, pageSize: 20 },
  }),
} as const;
