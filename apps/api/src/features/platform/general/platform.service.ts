import { type LanguageCode, languages, nameFor } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import {
  getGeneralConfiguration,
  listCountries,
  listCurrencies,
  listStoreTypes,
} from './platform.repository.ts';

export async function clientConfig(deps: Deps) {
  const general = await getGeneralConfiguration(deps.db);
  return {
    brand: deps.config.brand,
    languages: languages.map((l) => ({ ...l })),
    defaultLanguage: 'es' as const,
    mapsKey: deps.config.mapsKey,
    mapTiles: deps.config.mapTiles,
    supportPhone: general.supportPhone || null,
    supportMessage: general.whatsappMessage || null,
    publicUrl: deps.config.publicUrl,
    mailOutbox: deps.mailer.kept !== null,
  };
}

/** The store types named in the reader's language, falling back to the Spanish text. */
export async function storeTypes(deps: Deps, language: LanguageCode = 'es') {
  const rows = await listStoreTypes(deps.db);
  return { storetypes: rows.map((r) => ({ id: r.id, name: nameFor(r, language), image: r.image })) };
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
