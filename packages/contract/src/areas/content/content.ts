import { z } from 'zod';
import { text } from '../../common.ts';

import { route } from '../../route-table.ts';
import { banner } from './banners.ts';
import { newsItem } from './news.ts';
import { offer } from './offers.ts';

/** What a store's customers see of its content. */
export const storeContent = z.object({
  storeName: z.string(),
  /** The store's currency, which offers' prices are in. */
  currency: z.object({ code: z.string(), name: z.string() }),
  offers: z.array(offer),
  /** The categories of the offers shown (for the wallet's filter). */
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  news: z.array(newsItem),
  banners: z.array(banner),
});
export type StoreContent = z.infer<typeof storeContent>;

/** The store's public page: its public content, without sign-in. */
export const contentPublicRoutes = {
  '/general/store/content': route({
    area: 'content',
    summary:
      "A store's public content by its slug, without sign-in: its public offers that have not expired, its public active news (and the platform's public ones) and, with the brand's banners flag, its carousel.",
    access: 'anonymous',
    failures: ['not-found'],
    input: z.object({ slug: text(120) }),
    output: storeContent,
    example: { slug: 'cafe-aurora' },
  }),
} as const;

/** The wallet's content: what the signed-in customer's store and the platform show them. */
export const contentWalletRoutes = {
  '/wallet/content': route({
    area: 'content',
    summary:
      "The signed-in customer's store content: its active offers that have not expired and the platform's, by category, its active news and the platform's (newest first) and, with the brand's banners flag, its carousel.",
    access: 'customer',
    failures: ['not-found'],
    input: z.object({}),
    output: storeContent,
    example: {},
  }),
} as const;
