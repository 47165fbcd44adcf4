import { z } from 'zod';
import { empty, requiredText, saidFields, storeRef, text } from '../../common.ts';
import { route } from '../../route-table.ts';

/** A category of the store's online shop (not the platform's store categories). */
export const productCategory = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  position: z.number(),
  active: z.boolean(),
  products: z.number(),
});
export type ProductCategory = z.infer<typeof productCategory>;

export const productCategoryFields = z.object({
  name: requiredText(80),
  image: text(500).nullable().optional(),
  active: z.boolean().default(true),
});

const productCategoryId = { productCategoryId: storeRef('productCategory') };
const shop = { permission: 'permStore' } as const;

export const productCategoryRoutes = {
  '/client/product-categories/get-all': route({
    area: 'product-categories',
    summary: "The shop's categories, in their order, with how many products each has.",
    access: shop,
    input: empty,
    output: z.object({ categories: z.array(productCategory) }),
    example: {},
  }),
  '/client/product-categories/add': route({
    area: 'product-categories',
    summary: 'Create a shop category (placed last).',
    access: shop,
    failures: ['not-found', 'conflict'],
    input: productCategoryFields,
    output: z.object({ ...saidFields, category: productCategory }),
    example: { name: 'Cafés', active: true },
  }),
  '/client/product-categories/update': route({
    area: 'product-categories',
    summary: 'Update a shop category.',
    access: shop,
    input: productCategoryFields.extend(productCategoryId),
    output: z.object({ ...saidFields, category: productCategory }),
    example: { productCategoryId: 1, name: 'Cafés de especialidad', active: true },
    failures: ['conflict'],
  }),
  '/client/product-categories/delete': route({
    area: 'product-categories',
    summary: 'Delete a shop category; its products stay, without a category.',
    access: shop,
    input: z.object(productCategoryId),
    output: z.object({ ...saidFields }),
    example: { productCategoryId: 1 },
  }),
  '/client/product-categories/reorder': route({
    area: 'product-categories',
    summary: 'Set the order of the shop categories (all of them, in the new order).',
    access: shop,
    input: z.object({ productCategoryIds: z.array(storeRef('productCategory')).min(1).max(200) }),
    output: z.object({ ...saidFields, categories: z.array(productCategory) }),
    example: { productCategoryIds: [1] },
  }),
} as const;
