import type { Handlers } from '../../../lib/context.ts';
import * as banners from './banners.service.ts';

export const bannerHandlers = {
  '/client/banners/get-all': (_input, ctx) => banners.list(ctx),
  '/client/banners/add': (input, ctx) => banners.add(ctx, input),
  '/client/banners/update': (input, ctx) => banners.update(ctx, input),
  '/client/banners/delete': (input, ctx) => banners.remove(ctx, input),
} satisfies Partial<Handlers>;
