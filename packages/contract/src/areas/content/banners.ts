import { z } from 'zod';
import { day, saidFields, storeRef, text } from '../../common.ts';
import { route } from '../../route-table.ts';
import { contentLink, imageUrl } from './content-fields.ts';

export const banner = z.object({
  id: z.number(),
  image: z.string(),
  link: z.string().nullable(),
  /** Where it goes in the carousel: lower first. */
  position: z.number(),
  active: z.boolean(),
  /** Shown from this day (the store's), and until `endsOn`; null: no bound. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  title: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

export const bannerFields = z.object({
  image: imageUrl(),
  title: text(120).nullable().optional(),
  link: contentLink().nullable().optional(),
  position: z.number().int().min(0).max(1000).default(0),
  active: z.boolean().default(true),
  startsOn: day().nullable().optional(),
  endsOn: day().nullable().optional(),
});

const example = { image: '/uploads/banner/2026/00000000-0000-0000-0000-000000000000.png', position: 1 };

/** The carousel of the store's page in the wallet (the brand's banners flag shows them). */
export const bannerRoutes = {
  '/client/banners/get-all': route({
    area: 'banners',
    summary: "The store's banners, in carousel order.",
    access: 'owner',
    input: z.object({}),
    output: z.object({ banners: z.array(banner) }),
    example: {},
  }),
  '/client/banners/add': route({
    area: 'banners',
    summary: 'Create a banner.',
    access: 'owner',
    input: bannerFields,
    output: z.object({ ...saidFields, banner }),
    example,
  }),
  '/client/banners/update': route({
    area: 'banners',
    summary: 'Update a banner.',
    access: 'owner',
    input: bannerFields.extend({ bannerId: storeRef('banner') }),
    output: z.object({ ...saidFields, banner }),
    example: { ...example, bannerId: 1 },
  }),
  '/client/banners/delete': route({
    area: 'banners',
    summary: 'Delete a banner.',
    access: 'owner',
    input: z.object({ bannerId: storeRef('banner') }),
    output: z.object({ ...saidFields }),
    example: { bannerId: 1 },
  }),
} as const;
