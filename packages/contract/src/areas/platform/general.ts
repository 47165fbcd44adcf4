import { z } from 'zod';
import { empty, languageCode } from '../../common.ts';
import { route } from '../../route-table.ts';

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
  /** The admin's city map: the tile server's URL template ({key} is mapsKey) and attribution; null: a plain grid. */
  mapTiles: z.object({ url: z.string().nullable(), attribution: z.string().nullable() }),
  supportPhone: z.string().nullable(),
  /** The text the support WhatsApp chat opens with. */
  supportMessage: z.string().nullable(),
  publicUrl: z.string(),
  /**
   * Whether the server keeps the mails it would send in memory for the platform's admin (no SMTP_URL):
   * the admin's «Correo saliente» screen is there only then.
   */
  mailOutbox: z.boolean(),
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
export type CountryItem = z.infer<typeof countryItem>;
export const countriesOutput = z.object({ countries: z.array(countryItem) });

export const currencyItem = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export const currenciesOutput = z.object({ currencies: z.array(currencyItem) });

export const generalRoutes = {
  '/general/client-config': route({
    area: 'general',
    summary: 'Brand flags, languages and public settings for the web app.',
    access: 'anonymous',
    input: empty,
    output: clientConfigOutput,
    example: {},
  }),
  '/general/get-store-types': route({
    area: 'general',
    summary: 'The store types a store can choose, named in `language` (falling back to the Spanish text).',
    access: 'anonymous',
    input: z.object({ language: languageCode.optional() }),
    output: storeTypesOutput,
    example: { language: 'en' },
  }),
  '/general/get-countries': route({
    area: 'general',
    summary: 'Countries with phone code, currency, tax id name and time zone.',
    access: 'anonymous',
    input: empty,
    output: countriesOutput,
    example: {},
  }),
  '/general/get-currencies': route({
    area: 'general',
    summary: 'Currencies.',
    access: 'anonymous',
    input: empty,
    output: currenciesOutput,
    example: {},
  }),
} as const;
