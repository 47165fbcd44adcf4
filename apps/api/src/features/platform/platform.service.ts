import { languages } from '@premia/contract';
import type { Deps } from '../../lib/context.ts';
import {
  getGeneralConfiguration,
  listCountries,
  listCurrencies,
  listStoreTypes,
} from './platform.repository.ts';

/** The display name of a store type: its Spanish translation when it has one (spec §3). */
function spanishName(item: { name: string; translations: { languageCode: string; text: string }[] }): string {
  return item.translations.find((t) => t.languageCode === 'es')?.text ?? item.name;
}

export async function clientConfig(deps: Deps) {
  const general = await getGeneralConfiguration(deps.db);
  return {
    brand: deps.config.brand,
    languages: languages.map((l) => ({ ...l })),
    defaultLanguage: 'es' as const,
    mapsKey: deps.config.mapsKey,
    supportPhone: general.supportPhone || null,
    publicUrl: deps.config.publicUrl,
  };
}

export async function storeTypes(deps: Deps) {
  const rows = await listStoreTypes(deps.db);
  return { storetypes: rows.map((r) => ({ id: r.id, name: spanishName(r), image: r.image })) };
}

export async function countries(deps: Deps) {
  const rows = await listCountries(deps.db);
  return {
    countries: rows.map((c) => ({
      id: c.id,
      name: c.name,
      countryCode: c.countryCode,
      phoneCode: c.phoneCode,
      currencyCode: c.currencyCode,
      taxIdName: c.taxIdName,
      timeZone: c.timeZone,
    })),
  };
}

export async function currencies(deps: Deps) {
  return { currencies: await listCurrencies(deps.db) };
}
