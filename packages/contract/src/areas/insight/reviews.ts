import { z } from 'zod';
import { day, empty, pageInput, requiredLongText, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';

/** A customer's review of the store (one per customer, which they may rewrite) and the store's public reply. */
export const review = z.object({
  id: z.number(),
  stars: z.number(),
  text: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), clientCode: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type Review = z.infer<typeof review>;

/** The customer's own review, as the wallet shows it. */
export const myReview = review.omit({ customer: true });

const reviewId = { reviewId: storeRef('review') };

export const reviewFilters = z.object({
  ...pageInput,
  startDate: day().optional(),
  endDate: day().optional(),
  customerId: storeRef('customer').nullable().optional(),
  stars: z.number().int().min(1).max(5).nullable().optional(),
});

export const reviewRoutes = {
  '/client/activity/reviews': route({
    area: 'reviews',
    summary:
      "The customers' reviews written or rewritten in the range (store's days), newest first, filtered and paged, with the filter's average.",
    access: 'client',
    input: reviewFilters,
    output: z.object({ reviews: z.array(review), total: z.number(), average: z.number().nullable() }),
    example: { page: 1, pageSize: 20, startDate: '2026-10-01', endDate: '2026-10-31' },
  }),
  '/client/review': route({
    area: 'reviews',
    summary: 'One review with its reply.',
    access: 'client',
    input: z.object(reviewId),
    output: z.object({ review }),
    example: { reviewId: 1 },
  }),
  '/client/review/response': route({
    area: 'reviews',
    summary: "Write (or rewrite) the store's public reply to a review.",
    access: 'owner',
    input: z.object({ ...reviewId, response: requiredLongText(1000) }),
    output: z.object({ ...saidFields, review }),
    example: { reviewId: 1, response: '¡Gracias por su visita! Le esperamos pronto.' },
  }),
} as const;

export const walletReviewRoutes = {
  '/wallet/review': route({
    area: 'reviews',
    summary: "The signed-in customer's review of the store, with the store's reply, or null.",
    access: 'customer',
    input: empty,
    output: z.object({ review: myReview.nullable() }),
    example: {},
  }),
  '/wallet/review/save': route({
    area: 'reviews',
    summary: 'Write or rewrite my review of the store: 1–5 stars and a text.',
    access: 'customer',
    input: z.object({ stars: z.number().int().min(1).max(5), text: requiredLongText(1000) }),
    output: z.object({ ...saidFields, review: myReview }),
    example: { stars: 5, text: 'Excelente café y muy buena atención.' },
  }),
} as const;
