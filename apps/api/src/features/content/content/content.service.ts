import { brandHas, type RouteParsedInput, type StoreContent } from '@premia/contract';
import type { DbOrTx } from '../../../db/database.ts';
import { customerSessionOf, type Deps, type RequestContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { carouselOf } from '../banners/index.ts';
import { newsFeedOf } from '../news/index.ts';
import { currencyOf, offersShownTo } from '../offers/index.ts';
import { openStore } from './content.repository.ts';

/** What a store's customers see: all of it in the wallet; only what is public on the store's page. */
async function contentOf(
  deps: Deps,
  db: DbOrTx,
  store: { id: number; name: string },
  /** The signed-in customer; null: the public page (only what is public). */
  customerId: number | null,
): Promise<StoreContent> {
  const onlyPublic = customerId === null;
  const [offers, currency, news, banners] = await Promise.all([
    offersShownTo(db, store.id, customerId),
    currencyOf(db, store.id),
    newsFeedOf(db, store.id, onlyPublic),
    brandHas('banners', deps.config.brand) ? carouselOf(db, store.id) : [],
  ]);
  const categories = new Map(offers.flatMap((o) => (o.category ? [[o.category.id, o.category]] : [])));
  return {
    storeName: store.name,
    currency,
    offers,
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name, 'es')),
    news,
    banners,
  };
}

export async function publicContent(ctx: RequestContext, input: RouteParsedInput<'/general/store/content'>) {
  const store = await openStore(ctx.db, { slug: input.slug });
  if (!store) throw notFound('content.storeNotFound');
  return contentOf(ctx.deps, ctx.db, store, null);
}

export async function walletContent(ctx: RequestContext) {
  const { storeId, customerId } = customerSessionOf(ctx);
  const store = await openStore(ctx.db, { id: storeId });
  if (!store) throw notFound('content.storeNotFound');
  return contentOf(ctx.deps, ctx.db, store, customerId);
}
