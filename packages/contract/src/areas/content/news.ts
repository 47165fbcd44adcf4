import { z } from 'zod';
import { adminRef, saidFields, storeRef } from '../../common.ts';
import { route } from '../../route-table.ts';
import { contentFields, contentItem } from './content-fields.ts';

export const newsItem = contentItem;
export type NewsItem = z.infer<typeof newsItem>;

export const newsFields = contentFields;

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
    output: z.object({ ...saidFields, news: newsItem }),
    example,
  }),
  '/client/news/update': route({
    area: 'news',
    summary: 'Update a news item.',
    access: 'owner',
    input: newsFields.extend({ newsId: storeRef('news') }),
    output: z.object({ ...saidFields, news: newsItem }),
    example: { ...example, newsId: 1 },
  }),
  '/client/news/delete': route({
    area: 'news',
    summary: 'Delete a news item.',
    access: 'owner',
    input: z.object({ newsId: storeRef('news') }),
    output: z.object({ ...saidFields }),
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
    output: z.object({ ...saidFields, news: newsItem }),
    example,
  }),
  '/admin/news/update': route({
    area: 'news',
    summary: 'Update a platform news item.',
    access: 'admin',
    input: newsFields.extend({ newsId: adminRef('news') }),
    output: z.object({ ...saidFields, news: newsItem }),
    example: { ...example, newsId: 1 },
  }),
  '/admin/news/delete': route({
    area: 'news',
    summary: 'Delete a platform news item.',
    access: 'admin',
    input: z.object({ newsId: adminRef('news') }),
    output: z.object({ ...saidFields }),
    example: { newsId: 1 },
  }),
} as const;
