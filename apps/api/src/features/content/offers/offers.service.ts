import { type Offer, type RouteParsedInput, said, toCents } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { segmentOf, segmentsOfCustomer } from '../../loyalty/segments/index.ts';
import { findCategory } from '../categories/index.ts';
import * as repo from './offers.repository.ts';

type Fields = RouteParsedInput<'/client/offer/add'>;
type AdminFields = RouteParsedInput<'/admin/offer/add'>;

/** A category a store may file an offer in: one with a Spanish text (the ones stores see). */
async function assertCategory(db: DbOrTx, categoryId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) return;
  const category = await findCategory(db, categoryId);
  if (!category?.translations.some((t) => t.languageCode === 'es' && t.text.trim()))
    throw notFound('offers.categoryNotFound');
}

/**
 * The audience: one of the store's segments (another store's id is none: 404), or every customer. An
 * offer shown to a segment is never public: the store's page has nobody signed in to be of it.
 */
async function audienceOf(db: DbOrTx, storeId: number, segmentId: number | null | undefined) {
  if (segmentId === null || segmentId === undefined) return null;
  if (!(await segmentOf(db, storeId, segmentId))) throw notFound('segments.notFound');
  return segmentId;
}

async function storeValues(db: DbOrTx, storeId: number, input: Fields): Promise<repo.OfferValues> {
  await assertCategory(db, input.categoryId);
  const segmentId = await audienceOf(db, storeId, input.segmentId);
  const price = input.price === null || input.price === undefined ? null : toCents(input.price);
  const oldPrice = input.oldPrice === null || input.oldPrice === undefined ? null : toCents(input.oldPrice);
  if (price !== null && oldPrice !== null && oldPrice <= price) throw invalid('offers.oldPriceNotHigher');
  return {
    type: input.type,
    name: input.name,
    description: input.description ?? null,
    active: input.active,
    image: input.image ?? null,
    imageSquared: input.imageSquared ?? null,
    buttonText: input.buttonText ?? null,
    buttonLink: input.buttonLink ?? null,
    priceCents: price,
    oldPriceCents: oldPrice,
    public: segmentId === null && input.public,
    segmentId,
    categoryId: input.categoryId ?? null,
    expirationDate: input.expirationDate ?? null,
  };
}

function adminValues(input: AdminFields): repo.OfferValues {
  return {
    name: input.name,
    description: input.description ?? null,
    active: input.active,
    image: input.image ?? null,
    imageSquared: input.imageSquared ?? null,
  };
}

// The spec's toasts (§8), word for word: 'Oferta creada/actualizada/eliminada'.
export async function list(ctx: RequestContext) {
  const { storeId } = storeSessionOf(ctx);
  const [offers, currency] = await Promise.all([
    repo.listOffers(ctx.db, storeId),
    repo.currencyOf(ctx.db, storeId),
  ]);
  return { offers, currency };
}

export async function add(ctx: RequestContext, input: Fields) {
  const { storeId } = storeSessionOf(ctx);
  return {
    ...said('offers.created'),
    offer: await repo.insertOffer(ctx.db, storeId, await storeValues(ctx.db, storeId, input)),
  };
}

export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/offer/update'>) {
  const { storeId } = storeSessionOf(ctx);
  const saved = await repo.updateOffer(
    ctx.db,
    storeId,
    input.offerId,
    await storeValues(ctx.db, storeId, input),
  );
  if (!saved) throw notFound('offers.notFound');
  return { ...said('offers.updated'), offer: saved };
}

export async function remove(ctx: RequestContext, input: { offerId: number }) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await repo.deleteOffer(ctx.db, storeId, input.offerId))) throw notFound('offers.notFound');
  return said('offers.deleted');
}

export async function adminList(ctx: RequestContext) {
  return { offers: await repo.listOffers(ctx.db, null) };
}

export async function adminAdd(ctx: RequestContext, input: AdminFields) {
  return { ...said('offers.created'), offer: await repo.insertOffer(ctx.db, null, adminValues(input)) };
}

export async function adminUpdate(ctx: RequestContext, input: RouteParsedInput<'/admin/offer/update'>) {
  const saved = await repo.updateOffer(ctx.db, null, input.offerId, adminValues(input));
  if (!saved) throw notFound('offers.notFound');
  return { ...said('offers.updated'), offer: saved };
}

export async function adminRemove(ctx: RequestContext, input: { offerId: number }) {
  if (!(await repo.deleteOffer(ctx.db, null, input.offerId))) throw notFound('offers.notFound');
  return said('offers.deleted');
}

/**
 * The offers a store's customers see (the wallet's content, the store's public page): with `customerId`
 * (signed in), those shown to a segment only when the customer is in it now, the segment's filter read
 * for that customer alone (segments' segmentsOfCustomer); without, only the public ones, none of a
 * segment. Read at each wallet read, not kept at publication: a segment («no vino en 60 días») changes
 * with each visit, and a handful of per-customer reads is cheaper than a list of members to keep.
 */
export async function offersShownTo(
  db: DbOrTx,
  storeId: number,
  customerId: number | null,
): Promise<Offer[]> {
  const shown = await repo.offersShownIn(db, storeId, customerId === null);
  const targeted = shown.flatMap((o) => (o.segmentId === null ? [] : [o.segmentId]));
  if (customerId === null || targeted.length === 0) return shown;
  const inside = await segmentsOfCustomer(db, storeId, customerId, targeted);
  return shown.filter((o) => o.segmentId === null || inside.has(o.segmentId));
}
