import type { Handlers } from '../../../lib/context.ts';
import * as cities from './cities.service.ts';

export const citiesHandlers = {
  '/admin/cities/get': (input, ctx) => cities.list(ctx.deps, input),
  '/admin/cities/add': (input, ctx) => cities.add(ctx.deps, input),
  '/admin/cities/update': (input, ctx) => cities.update(ctx.deps, input),
  '/admin/cities/delete': (input, ctx) => cities.remove(ctx.deps, input),
  '/admin/countries/update': (input, ctx) => cities.saveCountry(ctx.deps, input),
} satisfies Partial<Handlers>;
