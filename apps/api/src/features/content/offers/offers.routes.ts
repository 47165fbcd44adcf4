import type { Handlers } from '../../../lib/context.ts';
import * as offers from './offers.service.ts';

export const offerHandlers = {
  '/client/offer/get-all': (_input, ctx) => offers.list(ctx),
  '/client/offer/add': (input, ctx) => offers.add(ctx, input),
  '/client/offer/update': (input, ctx) => offers.update(ctx, input),
  '/client/offer/delete': (input, ctx) => offers.remove(ctx, input),
  '/admin/offer/get-all': (_input, ctx) => offers.adminList(ctx),
  '/admin/offer/add': (input, ctx) => offers.adminAdd(ctx, input),
  '/admin/offer/update': (input, ctx) => offers.adminUpdate(ctx, input),
  '/admin/offer/delete': (input, ctx) => offers.adminRemove(ctx, input),
} satisfies Partial<Handlers>;
