import type { Handlers } from '../../../lib/context.ts';
import * as reviews from './reviews.service.ts';

export const reviewHandlers = {
  '/client/activity/reviews': (input, ctx) => reviews.list(ctx, input),
  '/client/review': (input, ctx) => reviews.one(ctx, input),
  '/client/review/response': (input, ctx) => reviews.reply(ctx, input),
  '/wallet/review': (_input, ctx) => reviews.myReview(ctx),
  '/wallet/review/save': (input, ctx) => reviews.save(ctx, input),
} satisfies Partial<Handlers>;
