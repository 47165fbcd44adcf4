import { z } from 'zod';
import { languageCode } from '../common.ts';

export const languages = [
  { id: 'es', name: 'Español', code: 'spanish' },
  { id: 'en', name: 'English', code: 'english' },
  { id: 'zh', name: '中文', code: 'chinese' },
  { id: 'fr', name: 'Français', code: 'french' },
  { id: 'it', name: 'Italiano', code: 'italian' },
] as const;

export const clientConfigOutput = z.object({
  brand: z.object({
    adminEnabled: z.boolean(),
    multiStore: z.boolean(),
    banners: z.boolean(),
  }),
  languages: z.array(z.object({ id: languageCode, name: z.string(), code: z.string() })),
  defaultLanguage: languageCode,
  mapsKey: z.string().nullable(),
  supportPhone: z.string().nullable(),
  publicUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigOutput>;

export const storeTypeItem = z.object({ id: z.number(), name: z.string(), image: z.string().nullable() });
export const storeTypesOutput = z.object({ storetypes: z.array(storeTypeItem) });

export const countryItem = z.object({
  id: z.number(),
  name: z.string(),
  countryCode: z.string(),
  phoneCode: z.string(),
  currencyCode: z.string(),
  taxIdName: z.string(),
  timeZone: z.string(),
});
export const countriesOutput = z.object({ countries: z.array(countryItem) });

export const currencyItem = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export const currenciesOutput = z.object({ currencies: z.array(currencyItem) });
