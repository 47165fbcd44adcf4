import type { Handlers } from '../../../lib/context.ts';
import * as storeTypes from './store-types.service.ts';

export const storeTypesHandlers = {
  '/admin/storetype/get-all': (_input, ctx) => storeTypes.list(ctx.deps),
  '/admin/storetype/add': (input, ctx) => storeTypes.add(ctx.deps, input),
  '/admin/storetype/update': (input, ctx) => storeTypes.update(ctx.deps, input),
  '/admin/storetype/delete': (input, ctx) => storeTypes.remove(ctx.deps, input),
} satisfies Partial<Handlers>;
