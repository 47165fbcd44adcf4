import type { Handlers } from '../../../lib/context.ts';
import * as products from './products.service.ts';
import * as productFiles from './products-file.service.ts';

export const productHandlers = {
  '/client/products/get-all': (input, ctx) => products.list(ctx, input),
  '/client/products/add': (input, ctx) => products.add(ctx, input),
  '/client/products/update': (input, ctx) => products.update(ctx, input),
  '/client/products/delete': (input, ctx) => products.remove(ctx, input),
  '/client/products/import': (input, ctx) => productFiles.importProducts(ctx, input),
  '/client/products/export': (input, ctx) => productFiles.exportProducts(ctx, input),
} satisfies Partial<Handlers>;
