import type { Handlers } from '../../../lib/context.ts';
import * as stamps from './stamps.service.ts';

export const stampHandlers = {
  '/client/customer/stamps': (input, ctx) => stamps.customerCard(ctx, input),
  '/client/customer/stamp': (input, ctx) => stamps.giveStamp(ctx, input),
  '/client/customer/stamp-bulk': (input, ctx) => stamps.giveStamps(ctx, input),
  '/client/customer/stamp-redeem': (input, ctx) => stamps.redeemCard(ctx, input),
  '/client/customer/stamp-reverse': (input, ctx) => stamps.reverseStamp(ctx, input),
} satisfies Partial<Handlers>;
