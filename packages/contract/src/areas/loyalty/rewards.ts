import { z } from 'zod';
import { day, longText, points, requiredText, saidFields, storeRef, text } from '../../common.ts';
import { route } from '../../route-table.ts';
import { customerId } from './customers.ts';
import { ledgerEntry } from './points.ts';

export const reward = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  pointsCost: z.number(),
  image: z.string().nullable(),
  active: z.boolean(),
  stock: z.number().nullable(),
  limitPerCustomer: z.number().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  redeemedCount: z.number(),
});
export type Reward = z.infer<typeof reward>;

export const rewardFields = z.object({
  name: requiredText(120),
  description: longText(1000).nullable().optional(),
  pointsCost: points(),
  image: text(500).nullable().optional(),
  active: z.boolean().default(true),
  stock: z.number().int().min(0).max(1_000_000).nullable().optional(),
  limitPerCustomer: z.number().int().min(1).max(1000).nullable().optional(),
  validFrom: day().nullable().optional(),
  validUntil: day().nullable().optional(),
});

export const redemption = z.object({
  id: z.number(),
  rewardId: z.number(),
  rewardName: z.string(),
  points: z.number(),
  allowance: z.enum(['free', 'bought']),
  createdAt: z.string(),
});

const rewardId = { rewardId: storeRef('reward') };

export const rewardRoutes = {
  '/client/get-all-rewards': route({
    area: 'rewards',
    summary: 'The rewards of the store (archived ones are left out).',
    access: 'client',
    input: z.object({ onlyActive: z.boolean().default(false) }),
    output: z.object({ rewards: z.array(reward) }),
    example: { onlyActive: false },
  }),
  '/client/reward/add': route({
    area: 'rewards',
    summary: 'Create a reward.',
    access: 'owner',
    input: rewardFields,
    output: z.object({ ...saidFields, reward }),
    example: {
      name: 'Café americano',
      description: 'Un café americano de 12 oz',
      pointsCost: 50,
      active: true,
    },
  }),
  '/client/reward/update': route({
    area: 'rewards',
    summary: 'Update a reward.',
    access: 'owner',
    input: rewardFields.extend(rewardId),
    output: z.object({ ...saidFields, reward }),
    example: { rewardId: 1, name: 'Café americano', pointsCost: 60, active: true },
  }),
  '/client/reward/delete': route({
    area: 'rewards',
    summary: 'Delete a reward; one already redeemed is archived, not erased.',
    access: 'owner',
    input: z.object(rewardId),
    output: z.object({ ...saidFields }),
    example: { rewardId: 1 },
  }),
  '/client/customer/give-reward': route({
    area: 'rewards',
    summary:
      "Redeem a reward for a customer: balance, stock, limits and the store's allowance, in one transaction.",
    access: { permission: 'permRedeem' },
    failures: ['no-subscription', 'no-redemptions-left'],
    input: z.object({ ...customerId, ...rewardId }),
    output: z.object({ ...saidFields, redemption, entry: ledgerEntry, balance: z.number() }),
    example: { customerId: 1, rewardId: 1 },
    idempotent: 'in-statement',
    session: 'remembered',
  }),
} as const;
