import type { Handlers } from '../../../lib/context.ts';
import * as coupons from './coupons.service.ts';

export const couponHandlers = {
  '/client/coupons/get': (input, ctx) => coupons.get(ctx, input),
  '/client/coupons/add': (input, ctx) => coupons.add(ctx, input),
  '/client/coupons/upload': (input, ctx) => coupons.upload(ctx, input),
  '/client/coupons/delete': (input, ctx) => coupons.remove(ctx, input),
  '/client/coupons/pdf': (input, ctx) => coupons.pdf(ctx, input),
  '/client/coupons/segment-reach': (input, ctx) => coupons.segmentReach(ctx, input),
  '/client/coupons/send-to-segment': (input, ctx) => coupons.sendToSegment(ctx, input),
  '/wallet/coupons/claim': (input, ctx) => coupons.claim(ctx, input),
  '/wallet/coupons/mine': (_input, ctx) => coupons.mine(ctx),
} satisfies Partial<Handlers>;
