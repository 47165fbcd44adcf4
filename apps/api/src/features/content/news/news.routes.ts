import type { Handlers } from '../../../lib/context.ts';
import * as news from './news.service.ts';

export const newsHandlers = {
  '/client/news/get-all': (_input, ctx) => news.list(ctx, false),
  '/client/news/add': (input, ctx) => news.add(ctx, false, input),
  '/client/news/update': (input, ctx) => news.update(ctx, false, input),
  '/client/news/delete': (input, ctx) => news.remove(ctx, false, input),
  '/admin/news/get-all': (_input, ctx) => news.list(ctx, true),
  '/admin/news/add': (input, ctx) => news.add(ctx, true, input),
  '/admin/news/update': (input, ctx) => news.update(ctx, true, input),
  '/admin/news/delete': (input, ctx) => news.remove(ctx, true, input),
} satisfies Partial<Handlers>;
