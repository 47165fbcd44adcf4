import { type Handlers, storeSessionOf } from '../../../lib/context.ts';
import * as locations from './locations.service.ts';

export const locationsHandlers = {
  '/client/get-locations': (_input, ctx) => locations.list(ctx.deps, storeSessionOf(ctx)),
  '/client/location/add': (input, ctx) => locations.add(ctx.deps, storeSessionOf(ctx), input),
  '/client/location/update': (input, ctx) => locations.update(ctx.deps, storeSessionOf(ctx), input),
  '/client/location/delete': (input, ctx) => locations.remove(ctx.deps, storeSessionOf(ctx), input),
  '/client/store/get-cities': (_input, ctx) => locations.cities(ctx.deps, storeSessionOf(ctx)),
} satisfies Partial<Handlers>;
