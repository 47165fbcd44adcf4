import { z } from 'zod';
import { adminRef, empty, languageCode } from '../../common.ts';
import { route } from '../../route-table.ts';
import { translatedEntry, translatedEntryInput } from '../../translations.ts';
import { messageOutput } from '../account/auth.ts';

/** A category as the admin edits it; `listed` is false without a Spanish text (stores do not see it). */
export const adminCategoryItem = translatedEntry.extend({ listed: z.boolean() });
export type AdminCategory = z.infer<typeof adminCategoryItem>;

/** A category as stores see it: named by its Spanish text (spec §3), with the reader's language's text. */
export const categoryItem = z.object({
  id: z.number(),
  name: z.string(),
  /** The text of the language asked for, or the Spanish one. */
  label: z.string(),
  image: z.string().nullable(),
});
export type Category = z.infer<typeof categoryItem>;

export const categoryAddInput = translatedEntryInput;

export const categoryUpdateInput = categoryAddInput.extend({ categoryId: adminRef('category') });
export const categoryDeleteInput = z.object({ categoryId: adminRef('category') });

const example = {
  name: 'Cafetería',
  image: null,
  translations: [
    { languageCode: 'es', text: 'Cafetería' },
    { languageCode: 'en', text: 'Coffee' },
  ],
} satisfies z.input<typeof categoryAddInput>;

export const adminCategoryRoutes = {
  '/admin/category/get-all': route({
    area: 'categories',
    summary:
      'Every category with its translations; `listed` says whether stores see it (it has a Spanish text).',
    access: 'admin',
    input: empty,
    output: z.object({ categories: z.array(adminCategoryItem) }),
    example: {},
  }),
  '/admin/category/add': route({
    area: 'categories',
    summary: 'Create a category: name, image and its texts in es, en, zh, fr, it (one per language).',
    access: 'admin',
    input: categoryAddInput,
    output: messageOutput.extend({ category: adminCategoryItem }),
    example,
    failures: ['conflict'],
  }),
  '/admin/category/update': route({
    area: 'categories',
    summary: "Change a category's name, image and texts.",
    access: 'admin',
    input: categoryUpdateInput,
    output: messageOutput.extend({ category: adminCategoryItem }),
    example: { ...example, categoryId: 1 },
    failures: ['conflict'],
  }),
  '/admin/category/delete': route({
    area: 'categories',
    summary: 'Delete a category; refused while offers are filed under it.',
    access: 'admin',
    failures: ['conflict'],
    input: categoryDeleteInput,
    output: messageOutput,
    example: { categoryId: 1 },
  }),
} as const;

export const categoryRoutes = {
  '/client/category/get-all': route({
    area: 'categories',
    summary:
      'The categories a store files its offers under: only those with a Spanish text, named by it; `label` is the text of `language` (default es).',
    access: 'client',
    input: z.object({ language: languageCode.optional() }),
    output: z.object({ categories: z.array(categoryItem) }),
    example: { language: 'en' },
  }),
} as const;
