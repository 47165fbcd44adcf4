import type { Handlers } from '../../../lib/context.ts';
import * as adminLocations from './admin-locations.service.ts';

export const adminLocationsHandlers = {
  '/admin/locations/get-all': (input, ctx) => adminLocations.list(ctx.deps, input),
  '/admin/locations/change-city-id': (input, ctx) => adminLocations.changeCity(ctx.deps, input),
} satisfies Partial<Handlers>;
