import type { Handlers } from '../../../lib/context.ts';
import * as categories from './product-categories.service.ts';

export const productCategoryHandlers = {
  '/client/product-categories/get-all': (_input, ctx) => categories.list(ctx),
  '/client/product-categories/add': (input, ctx) => categories.add(ctx, input),
  '/client/product-categories/update': (input, ctx) => categories.update(ctx, input),
  '/client/product-categories/delete': (input, ctx) => categories.remove(ctx, input),
  '/client/product-categories/reorder': (input, ctx) => categories.reorder(ctx, input),
} satisfies Partial<Handlers>;
