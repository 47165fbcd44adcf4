import { z } from 'zod';
import {
  day,
  longText,
  MAX_MONEY,
  named,
  pageInput,
  points,
  requiredText,
  saidFields,
  storeRef,
  text,
} from '../../common.ts';
import { route, SPREADSHEET_TYPES } from '../../route-table.ts';

/** Money of the shop in integer cents of the store's currency (at most MAX_MONEY). */
export const cents = () =>
  z
    .number()
    .int()
    .min(0)
    .max(MAX_MONEY * 100);

/** How a product gives points: with the store's conversion of its price, or a fixed number per unit. */
export const productPointsModes = ['conversion', 'fixed'] as const;
export type ProductPointsMode = (typeof productPointsModes)[number];

/** Files of products read at most (import) and written at most (export). */
export const MAX_PRODUCT_FILE_ROWS = 10_000;
export const MAX_PRODUCT_FILE_BYTES = 4 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 8;

export const product = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** Image paths, the first one is the main image. */
  images: z.array(z.string()),
  category: named.nullable(),
  priceCents: z.number(),
  oldPriceCents: z.number().nullable(),
  /** null: unlimited. */
  stock: z.number().nullable(),
  active: z.boolean(),
  pointsMode: z.enum(productPointsModes),
  fixedPoints: z.number().nullable(),
  /** Points one unit earns now (the conversion of its price, or its fixed points). */
  points: z.number(),
  visibleFrom: z.string().nullable(),
  visibleUntil: z.string().nullable(),
});
export type Product = z.infer<typeof product>;

export const productFields = z.object({
  name: requiredText(120),
  description: longText(2000).nullable().optional(),
  images: z.array(text(500).min(1)).max(MAX_PRODUCT_IMAGES).default([]),
  productCategoryId: storeRef('productCategory').nullable().optional(),
  priceCents: cents(),
  oldPriceCents: cents().nullable().optional(),
  stock: z.number().int().min(0).max(1_000_000).nullable().optional(),
  active: z.boolean().default(true),
  pointsMode: z.enum(productPointsModes).default('conversion'),
  fixedPoints: points().nullable().optional(),
  visibleFrom: day().nullable().optional(),
  visibleUntil: day().nullable().optional(),
});

export const productStatusFilters = ['all', 'active', 'inactive', 'outOfStock'] as const;

/** One row of a products file as the preview judges it. */
export const productFileRow = z.object({
  row: z.number(),
  name: z.string(),
  /** What applying the row does: create a product, update the one with that name; null with an error. */
  action: z.enum(['create', 'update']).nullable(),
  /** Why the row cannot be applied, in Spanish; null when it can. */
  error: z.string().nullable(),
});
export type ProductFileRow = z.infer<typeof productFileRow>;

export const productFileFormats = ['csv', 'xlsx'] as const;

const productId = { productId: storeRef('product') };
const shop = { permission: 'permStore' } as const;

export const productRoutes = {
  '/client/products/get-all': route({
    area: 'products',
    summary: "A page of the shop's products by name, with search and filters (category, status).",
    access: shop,
    input: z.object({
      search: text(80).optional(),
      productCategoryId: storeRef('productCategory').optional(),
      status: z.enum(productStatusFilters).default('all'),
      ...pageInput,
    }),
    output: z.object({ products: z.array(product), total: z.number() }),
    example: { search: 'café', status: 'all', page: 1, pageSize: 20 },
  }),
  '/client/products/add': route({
    area: 'products',
    summary: 'Create a product.',
    access: shop,
    input: productFields,
    output: z.object({ ...saidFields, product }),
    example: {
      name: 'Café de Chanchamayo 250 g',
      description: 'Tostado medio, molido para filtro.',
      priceCents: 3200,
      stock: 40,
      pointsMode: 'conversion',
      active: true,
    },
  }),
  '/client/products/update': route({
    area: 'products',
    summary: 'Update a product.',
    access: shop,
    input: productFields.extend(productId),
    output: z.object({ ...saidFields, product }),
    example: { productId: 1, name: 'Café de Chanchamayo 250 g', priceCents: 3500, stock: 30 },
  }),
  '/client/products/delete': route({
    area: 'products',
    summary: 'Delete a product (orders keep their lines).',
    access: shop,
    input: z.object(productId),
    output: z.object({ ...saidFields }),
    example: { productId: 1 },
  }),
  '/client/products/import': route({
    area: 'products',
    summary:
      'Products from a CSV or XLSX file (multipart, field "file"; columns nombre, descripcion, categoria, precio, precio_anterior, stock, activo, puntos, imagenes). action=preview judges every row (create, update the product of that name, or its error) and changes nothing; action=apply with the same file creates and updates the valid rows (applying it again changes nothing more).',
    access: shop,
    acceptsFile: { maxBytes: MAX_PRODUCT_FILE_BYTES, mediaTypes: SPREADSHEET_TYPES },
    input: z.object({ action: z.enum(['preview', 'apply']) }),
    output: z.object({
      ...saidFields,
      rows: z.array(productFileRow),
      valid: z.number(),
      errors: z.number(),
      created: z.number(),
      updated: z.number(),
    }),
    example: { action: 'preview' },
  }),
  '/client/products/export': route({
    area: 'products',
    summary: "Every product of the shop as a CSV or XLSX file (the import's columns), base64.",
    access: shop,
    input: z.object({ format: z.enum(productFileFormats).default('csv') }),
    output: z.object({ filename: z.string(), mimeType: z.string(), contentBase64: z.string() }),
    example: { format: 'csv' },
  }),
} as const;
