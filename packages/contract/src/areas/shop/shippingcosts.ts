import { z } from 'zod';
import { empty, requiredText, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { cents } from './products.ts';

/** A delivery zone of the shop and what shipping there costs; pick-up at a location is always free. */
export const shippingCost = z.object({
  id: z.number(),
  name: z.string(),
  costCents: z.number(),
  /** Orders of at least this subtotal ship free; null: never free. */
  freeFromCents: z.number().nullable(),
  active: z.boolean(),
});
export type ShippingCost = z.infer<typeof shippingCost>;

export const shippingCostFields = z.object({
  name: requiredText(120),
  costCents: cents(),
  freeFromCents: cents().nullable().optional(),
  active: z.boolean().default(true),
});

const shippingCostId = { shippingCostId: storeRef('shippingCost') };
const shop = { permission: 'permStore' } as const;

export const shippingCostRoutes = {
  '/client/shippingcosts/all': route({
    area: 'shippingcosts',
    summary: "The shop's shipping costs by name.",
    access: shop,
    input: empty,
    output: z.object({ shippingCosts: z.array(shippingCost) }),
    example: {},
  }),
  '/client/shippingcosts/add': route({
    area: 'shippingcosts',
    summary: 'Create a shipping cost (a zone or district).',
    access: shop,
    input: shippingCostFields,
    output: z.object({ ...saidFields, shippingCost }),
    example: { name: 'Miraflores', costCents: 800, freeFromCents: 15000, active: true },
    failures: ['conflict'],
  }),
  '/client/shippingcosts/update': route({
    area: 'shippingcosts',
    summary: 'Update a shipping cost (orders already placed keep theirs).',
    access: shop,
    input: shippingCostFields.extend(shippingCostId),
    output: z.object({ ...saidFields, shippingCost }),
    example: { shippingCostId: 1, name: 'Miraflores', costCents: 900, active: true },
    failures: ['conflict'],
  }),
  '/client/shippingcosts/delete': route({
    area: 'shippingcosts',
    summary: 'Delete a shipping cost (orders already placed keep theirs).',
    access: shop,
    input: z.object(shippingCostId),
    output: z.object({ ...saidFields }),
    example: { shippingCostId: 1 },
  }),
} as const;
