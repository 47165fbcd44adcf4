import type { Handlers } from '../../../lib/context.ts';
import * as shippingCosts from './shippingcosts.service.ts';

export const shippingCostHandlers = {
  '/client/shippingcosts/all': (_input, ctx) => shippingCosts.list(ctx),
  '/client/shippingcosts/add': (input, ctx) => shippingCosts.add(ctx, input),
  '/client/shippingcosts/update': (input, ctx) => shippingCosts.update(ctx, input),
  '/client/shippingcosts/delete': (input, ctx) => shippingCosts.remove(ctx, input),
} satisfies Partial<Handlers>;
