import { localToday, type RouteParsedInput, said } from '@premia/contract';
import { customerSessionOf, type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { dayRange } from '../../../lib/day-range.ts';
import { notFound } from '../../../lib/errors.ts';
import { findStore } from '../../account/stores/index.ts';
import { findCustomer } from '../../loyalty/customers/index.ts';
import { findCustomerReview, findReview, listReviews, respond, saveReview } from './reviews.repository.ts';

const own = ({ customer: _, ...review }: NonNullable<Awaited<ReturnType<typeof findReview>>>) => review;

export async function myReview(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const review = await findCustomerReview(ctx.db, storeId, customerId);
  return { review: review ? own(review) : null };
}

export async function save(ctx: RequestContext, input: RouteParsedInput<'/wallet/review/save'>) {
  const { storeId, customerId } = customerSessionOf(ctx);
  await saveReview(ctx.db, { storeId, customerId, stars: input.stars, text: input.text });
  const review = (await findCustomerReview(ctx.db, storeId, customerId))!;
  return { ...said('reviews.thanks'), review: own(review) };
}

export async function list(ctx: RequestContext, input: RouteParsedInput<'/client/activity/reviews'>) {
  const { storeId } = storeSessionOf(ctx);
  const [store, customer] = await Promise.all([
    findStore(ctx.db, storeId),
    input.customerId ? findCustomer(ctx.db, storeId, input.customerId) : true,
  ]);
  if (!store) throw notFound();
  if (!customer) throw notFound('customers.notFound');
  const { start, end } = dayRange(input, input.endDate ? undefined : localToday(store.timeZone));
  return listReviews(
    ctx.db,
    { storeId, start, end, timeZone: store.timeZone, customerId: input.customerId, stars: input.stars },
    { limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
}

export async function one(ctx: RequestContext, input: RouteParsedInput<'/client/review'>) {
  const { storeId } = storeSessionOf(ctx);
  const review = await findReview(ctx.db, storeId, input.reviewId);
  if (!review) throw notFound('reviews.notFound');
  return { review };
}

export async function reply(ctx: RequestContext, input: RouteParsedInput<'/client/review/response'>) {
  const session = storeSessionOf(ctx);
  const done = await respond(ctx.db, session.storeId, input.reviewId, {
    response: input.response,
    respondedBy: session.userId,
  });
  if (!done) throw notFound('reviews.notFound');
  return {
    ...said('reviews.replied'),
    review: (await findReview(ctx.db, session.storeId, input.reviewId))!,
  };
}
