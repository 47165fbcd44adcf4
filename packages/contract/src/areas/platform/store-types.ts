import { z } from 'zod';
import { adminRef, empty } from '../../common.ts';
import { route } from '../../route-table.ts';
import { translatedEntry, translatedEntryInput } from '../../translations.ts';
import { messageOutput } from '../account/auth.ts';

/** A store type as the admin edits it, with how many stores use it. */
export const adminStoreTypeItem = translatedEntry.extend({ storesCount: z.number() });
export type AdminStoreType = z.infer<typeof adminStoreTypeItem>;

export const storeTypeUpdateInput = translatedEntryInput.extend({ storetypeId: adminRef('storeType') });
export const storeTypeDeleteInput = z.object({ storetypeId: adminRef('storeType') });

const example = {
  name: 'Heladería',
  image: null,
  translations: [
    { languageCode: 'es', text: 'Heladería' },
    { languageCode: 'en', text: 'Ice cream shop' },
  ],
} satisfies z.input<typeof translatedEntryInput>;

export const adminStoreTypeRoutes = {
  '/admin/storetype/get-all': route({
    area: 'store-types',
    summary: 'Every store type with its texts and how many stores use it.',
    access: 'admin',
    input: empty,
    output: z.object({ storetypes: z.array(adminStoreTypeItem) }),
    example: {},
  }),
  '/admin/storetype/add': route({
    area: 'store-types',
    summary: 'Create a store type: name, image and its texts in es, en, zh, fr, it.',
    access: 'admin',
    input: translatedEntryInput,
    output: messageOutput.extend({ storetype: adminStoreTypeItem }),
    example,
  }),
  '/admin/storetype/update': route({
    area: 'store-types',
    summary: "Change a store type's name, image and texts.",
    access: 'admin',
    input: storeTypeUpdateInput,
    output: messageOutput.extend({ storetype: adminStoreTypeItem }),
    example: { ...example, storetypeId: 1 },
  }),
  '/admin/storetype/delete': route({
    area: 'store-types',
    summary: 'Delete a store type; refused while stores use it.',
    access: 'admin',
    failures: ['conflict'],
    input: storeTypeDeleteInput,
    output: messageOutput,
    example: { storetypeId: 1 },
  }),
} as const;
