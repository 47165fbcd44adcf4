import type { Handlers } from '../../../lib/context.ts';
import * as customers from './customers.service.ts';
import { scan } from './scan.service.ts';

export const customerHandlers = {
  '/client/customer/all': (input, ctx) => customers.list(ctx, input),
  '/client/customer/search': (input, ctx) => customers.search(ctx, input),
  '/client/customer/info': (input, ctx) => customers.info(ctx, input),
  '/client/customer/scan': (input, ctx) => scan(ctx, input),
  '/client/customer/add': (input, ctx) => customers.add(ctx, input),
  '/client/customer/update': (input, ctx) => customers.update(ctx, input),
  '/client/customer/delete': (input, ctx) => customers.remove(ctx, input),
} satisfies Partial<Handlers>;
