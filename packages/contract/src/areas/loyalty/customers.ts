import { z } from 'zod';
import {
  day,
  email,
  longText,
  named,
  pageInput,
  phoneCode,
  requiredText,
  saidFields,
  sortOrder,
  storeRef,
  text,
} from '../../common.ts';
import { route } from '../../route-table.ts';

export const customerLevelBadge = z.object({ id: z.number(), name: z.string(), color: z.string() });

export const customer = z.object({
  id: z.number(),
  clientCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  phoneCode: z.string().nullable(),
  birthday: z.string().nullable(),
  notes: z.string().nullable(),
  marketingConsent: z.boolean(),
  balance: z.number(),
  level: customerLevelBadge.nullable(),
  registrationLocation: named.nullable(),
  createdBy: named.nullable(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customer>;

/** A mobile number as people type it; stored as its digits. */
export const mobile = () =>
  z
    .string()
    .trim()
    .regex(/^[0-9 +()-]*$/, { message: 'validation.mobileChars' })
    .min(6, { message: 'validation.mobileChars' })
    .max(20, { message: 'validation.mobileChars' })
    .transform((v) => v.replace(/[^0-9]/g, ''));

export const customerFields = z.object({
  firstName: requiredText(80),
  lastName: text(80).default(''),
  email: email().nullable().optional(),
  mobile: mobile().nullable().optional(),
  phoneCode: phoneCode().nullable().optional(),
  birthday: day().nullable().optional(),
  notes: longText(1000).nullable().optional(),
  marketingConsent: z.boolean().default(false),
});

export const customerId = { customerId: storeRef('customer') };

export const customerListInput = z.object({
  ...pageInput,
  sort: z.enum(['name', 'balance', 'createdAt']).default('name'),
  order: sortOrder,
  q: text(100).optional(),
  levelId: storeRef('level').nullable().optional(),
  locationId: storeRef('location').nullable().optional(),
  marketingConsent: z.boolean().optional(),
  /** The first page of a CSV export: the export is recorded in the audit log. */
  export: z.boolean().optional(),
});

export const customersPage = z.object({ customers: z.array(customer), total: z.number() });

export const customerRoutes = {
  '/client/customer/all': route({
    area: 'customers',
    summary: 'Customers of the store, a page at a time, sorted and filtered.',
    access: 'client',
    input: customerListInput,
    output: customersPage,
    example: { page: 1, pageSize: 20, sort: 'name', order: 'asc', q: 'ana' },
  }),
  '/client/customer/info': route({
    area: 'customers',
    summary: 'One customer.',
    access: 'client',
    input: z.object(customerId),
    output: z.object({ customer }),
    example: { customerId: 1 },
  }),
  '/client/customer/scan': route({
    area: 'customers',
    summary:
      "What the counter's camera or a scanner read, or staff typed: the wallet's signed card or reward QR (checked with the store's key: an expired one, a screenshot of an old one, answers 400 scan.expired; another store's or a forged one 400 scan.invalid), a client code in any case (every customer whose code differs only in case, to choose from) or a reward code R{rewardId}-{clientCode}. rewardId names the reward a reward QR or code asks for.",
    access: 'client',
    failures: ['not-found'],
    input: z.object({ code: requiredText(120) }),
    output: z.object({
      customers: z.array(customer),
      rewardId: z.number().nullable(),
      /** Whether the customer came from a signed QR of the wallet (else staff typed a code). */
      signed: z.boolean(),
    }),
    example: { code: 'a3d' },
  }),
  '/client/customer/add': route({
    area: 'customers',
    summary: "Register a customer; the store's welcome points are credited.",
    access: { permission: 'permCreateCustomer' },
    failures: ['not-found', 'rate-limited'],
    input: customerFields,
    output: z.object({ ...saidFields, customer }),
    example: {
      firstName: 'José',
      lastName: 'Pérez',
      email: 'jose@example.com',
      mobile: '987654321',
      phoneCode: '+51',
      marketingConsent: true,
    },
    idempotent: true,
  }),
  '/client/customer/update': route({
    area: 'customers',
    summary:
      "Update a customer's details. The birthday is the store's to change once the customer set it in the wallet (they set it once, so a birthday gift is not collected twice); a change of it is audited (customer.birthday).",
    access: { permission: 'permCreateCustomer' },
    failures: ['conflict'],
    input: customerFields.extend(customerId),
    output: z.object({ ...saidFields, customer }),
    example: { customerId: 1, firstName: 'José', lastName: 'Pérez', marketingConsent: false },
  }),
  '/client/customer/delete': route({
    area: 'customers',
    summary: 'Delete a customer: personal data is erased, the points ledger keeps its rows.',
    access: 'owner',
    input: z.object(customerId),
    output: z.object({ ...saidFields }),
    example: { customerId: 1 },
  }),
} as const;

/** Customer search, for the back office and the store's POS token alike. */
export const customerPosRoutes = {
  '/client/customer/search': route({
    area: 'customers',
    summary: 'Find customers by name, email, mobile or client code (prefix and accent-insensitive).',
    access: 'client',
    rateLimit: 'pos-token',
    input: z.object({ q: requiredText(100) }),
    output: z.object({ customers: z.array(customer) }),
    example: { q: 'jose' },
  }),
} as const;
