import { z } from 'zod';
import { longText, requiredText, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';

export const level = z.object({
  id: z.number(),
  name: z.string(),
  minPoints: z.number(),
  benefits: z.string().nullable(),
  color: z.string(),
  position: z.number(),
  customers: z.number(),
});
export type Level = z.infer<typeof level>;

export const levelFields = z.object({
  name: requiredText(60),
  minPoints: z.number().int().min(0).max(100_000_000),
  benefits: longText(1000).nullable().optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#8c8c8c'),
});

const levelId = { levelId: storeRef('level') };

export const levelRoutes = {
  '/client/levels/get-all': route({
    area: 'levels',
    summary: "The store's customer levels, in their order.",
    access: 'client',
    input: z.object({}),
    output: z.object({ levels: z.array(level) }),
    example: {},
  }),
  '/client/levels/add': route({
    area: 'levels',
    summary: 'Create a level.',
    access: 'owner',
    failures: ['conflict'],
    input: levelFields,
    output: z.object({ ...saidFields, level }),
    example: { name: 'Oro', minPoints: 500, benefits: '10% de descuento', color: '#d4a017' },
  }),
  '/client/levels/update': route({
    area: 'levels',
    summary: 'Update a level; customers are placed again.',
    access: 'owner',
    failures: ['conflict'],
    input: levelFields.extend(levelId),
    output: z.object({ ...saidFields, level }),
    example: { levelId: 1, name: 'Oro', minPoints: 600, color: '#d4a017' },
  }),
  '/client/levels/delete': route({
    area: 'levels',
    summary: 'Delete a level; its customers are placed again.',
    access: 'owner',
    input: z.object(levelId),
    output: z.object({ ...saidFields }),
    example: { levelId: 1 },
  }),
  '/client/levels/reorder': route({
    area: 'levels',
    summary: 'Set the display order of the levels (all of them, in the new order).',
    access: 'owner',
    input: z.object({ levelIds: z.array(storeRef('level')).min(1).max(50) }),
    output: z.object({ ...saidFields, levels: z.array(level) }),
    example: { levelIds: [1] },
  }),
} as const;
