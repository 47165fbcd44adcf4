import { z } from 'zod';
import { adminRef, longText, requiredText, storeRef, text } from '../common.ts';
import { route } from '../route-table.ts';
import { contentLink, imageUrl } from './content-fields.ts';

export const newsItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  imageSquared: z.string().nullable(),
  active: z.boolean(),
  buttonText: z.string().nullable(),
  buttonLink: z.string().nullable(),
  /** Shown on the store's public page, without sign-in. */
  public: z.boolean(),
  /** A platform item (the admin's), shown to every store's customers. */
  platform: z.boolean(),
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsFields = z.object({
  name: requiredText(120),
  description: longText(2000).nullable().optional(),
  image: imageUrl().nullable().optional(),
  imageSquared: imageUrl().nullable().optional(),
  active: z.boolean().default(true),
  buttonText: text(40).nullable().optional(),
  buttonLink: contentLink().nullable().optional(),
  public: z.boolean().default(false),
});

const example = {
  name: 'Nuevo horario de verano',
  description: 'Desde el lunes abrimos de 7:00 a 22:00.',
  active: true,
  public: true,
};

export const newsRoutes = {
  '/client/news/get-all': route({
    area: 'news',
    summary: "The store's news, newest first.",
    access: 'owner',
    input: z.object({}),
    output: z.object({ news: z.array(newsItem) }),
    example: {},
  }),
  '/client/news/add': route({
    area: 'news',
    summary: 'Create a news item.',
    access: 'owner',
    input: newsFields,
    output: z.object({ m: z.string(), news: newsItem }),
    example,
  }),
  '/client/news/update': route({
    area: 'news',
    summary: 'Update a news item.',
    access: 'owner',
    input: newsFields.extend({ newsId: storeRef('news') }),
    output: z.object({ m: z.string(), news: newsItem }),
    example: { ...example, newsId: 1 },
  }),
  '/client/news/delete': route({
    area: 'news',
    summary: 'Delete a news item.',
    access: 'owner',
    input: z.object({ newsId: storeRef('news') }),
    output: z.object({ m: z.string() }),
    example: { newsId: 1 },
  }),
} as const;

/** The platform's news (no store): shown to the customers of every store. */
export const newsAdminRoutes = {
  '/admin/news/get-all': route({
    area: 'news',
    summary: "The platform's news, newest first.",
    access: 'admin',
    input: z.object({}),
    output: z.object({ news: z.array(newsItem) }),
    example: {},
  }),
  '/admin/news/add': route({
    area: 'news',
    summary: "Create a platform news item, shown to every store's customers.",
    access: 'admin',
    input: newsFields,
    output: z.object({ m: z.string(), news: newsItem }),
    example,
  }),
  '/admin/news/update': route({
    area: 'news',
    summary: 'Update a platform news item.',
    access: 'admin',
    input: newsFields.extend({ newsId: adminRef('news') }),
    output: z.object({ m: z.string(), news: newsItem }),
    example: { ...example, newsId: 1 },
  }),
  '/admin/news/delete': route({
    area: 'news',
    summary: 'Delete a platform news item.',
    access: 'admin',
    input: z.object({ newsId: adminRef('news') }),
    output: z.object({ m: z.string() }),
    example: { newsId: 1 },
  }),
} as const;
