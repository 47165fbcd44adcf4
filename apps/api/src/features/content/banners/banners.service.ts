import type { RouteParsedInput } from '@premia/contract';
import { said } from '@premia/contract';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import * as repo from './banners.repository.ts';

type Fields = RouteParsedInput<'/client/banners/add'>;

function valuesOf(input: Fields): repo.BannerValues {
  if (input.startsOn && input.endsOn && input.startsOn > input.endsOn) throw invalid('banners.datesReversed');
  return {
    image: input.image,
    title: input.title ?? null,
    link: input.link ?? null,
    position: input.position,
    active: input.active,
    startsOn: input.startsOn ?? null,
    endsOn: input.endsOn ?? null,
  };
}

// The spec's toasts (§8) for banners, word for word: 'Contenido creado/actualizado/eliminado'.
export async function list(ctx: RequestContext) {
  return { banners: await repo.listBanners(ctx.db, storeSessionOf(ctx).storeId) };
}

export async function add(ctx: RequestContext, input: Fields) {
  const { storeId } = storeSessionOf(ctx);
  return { ...said('banners.created'), banner: await repo.insertBanner(ctx.db, storeId, valuesOf(input)) };
}

export async function update(ctx: RequestContext, input: RouteParsedInput<'/client/banners/update'>) {
  const { storeId } = storeSessionOf(ctx);
  const saved = await repo.updateBanner(ctx.db, storeId, input.bannerId, valuesOf(input));
  if (!saved) throw notFound('banners.notFound');
  return { ...said('banners.updated'), banner: saved };
}

export async function remove(ctx: RequestContext, input: RouteParsedInput<'/client/banners/delete'>) {
  const { storeId } = storeSessionOf(ctx);
  if (!(await repo.deleteBanner(ctx.db, storeId, input.bannerId))) throw notFound('banners.notFound');
  return said('banners.deleted');
}
