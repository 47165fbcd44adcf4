import type { Handlers } from '../../../lib/context.ts';
import * as categories from './categories.service.ts';

export const categoriesHandlers = {
  '/admin/category/get-all': (_input, ctx) => categories.adminList(ctx.deps),
  '/admin/category/add': (input, ctx) => categories.add(ctx.deps, input),
  '/admin/category/update': (input, ctx) => categories.update(ctx.deps, input),
  '/admin/category/delete': (input, ctx) => categories.remove(ctx.deps, input),
  '/client/category/get-all': (input, ctx) => categories.storeList(ctx.deps, input.language),
} satisfies Partial<Handlers>;
