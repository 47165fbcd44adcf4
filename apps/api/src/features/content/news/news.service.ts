import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import type { Owner } from '../../../db/content-owner.ts';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import * as repo from './news.repository.ts';

type Fields = RouteParsedInput<'/client/news/add'>;

function valuesOf(input: Fields): repo.NewsValues {
  return {
    name: input.name,
    description: input.description ?? null,
    image: input.image ?? null,
    imageSquared: input.imageSquared ?? null,
    active: input.active,
    buttonText: input.buttonText ?? null,
    buttonLink: input.buttonLink ?? null,
    public: input.public,
  };
}

/** The store of a store user's call; null for an admin's (the platform's news). */
const ownerOf = (ctx: RequestContext, admin: boolean): Owner => (admin ? null : storeSessionOf(ctx).storeId);

// The spec's toasts (§8), word for word: 'Novedad creada/actualizada/eliminado'.
export async function list(ctx: RequestContext, admin: boolean) {
  return { news: await repo.listNews(ctx.db, ownerOf(ctx, admin)) };
}

export async function add(ctx: RequestContext, admin: boolean, input: Fields) {
  return {
    ...said('news.created'),
    news: await repo.insertNews(ctx.db, ownerOf(ctx, admin), valuesOf(input)),
  };
}

export async function update(ctx: RequestContext, admin: boolean, input: Fields & { newsId: number }) {
  const saved = await repo.updateNews(ctx.db, ownerOf(ctx, admin), input.newsId, valuesOf(input));
  if (!saved) throw notFound('news.notFound');
  return { ...said('news.updated'), news: saved };
}

export async function remove(ctx: RequestContext, admin: boolean, input: { newsId: number }) {
  if (!(await repo.deleteNews(ctx.db, ownerOf(ctx, admin), input.newsId))) throw notFound('news.notFound');
  return said('news.deleted');
}
