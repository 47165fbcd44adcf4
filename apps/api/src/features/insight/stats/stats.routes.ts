import type { Handlers } from '../../../lib/context.ts';
import * as stats from './stats.service.ts';

export const statsHandlers = {
  '/stats/points': (input, ctx) => stats.points(ctx, input),
  '/client/store/more-info': (input, ctx) => stats.moreInfo(ctx, input),
  '/client/activity/purchases': (input, ctx) => stats.purchases(ctx, input),
  '/client/activity/redeemeds': (input, ctx) => stats.redeemeds(ctx, input),
  '/client/activity/locations': (_input, ctx) => stats.filters(ctx),
} satisfies Partial<Handlers>;
