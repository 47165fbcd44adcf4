import { type Handlers, storeSessionOf } from '../../../lib/context.ts';
import * as liability from './liability.service.ts';

export const liabilityHandlers = {
  '/client/liability/get': (_input, ctx) => liability.storeLiability(ctx.deps, storeSessionOf(ctx)),
  '/admin/liability/get': (input, ctx) => liability.adminLiability(ctx.deps, input),
} satisfies Partial<Handlers>;
