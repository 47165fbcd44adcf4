import type { Locale } from 'antd/es/locale';
import esAntd from 'antd/es/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { defaultLanguage, isSelectable, type Language, rtlLanguages } from '@premia/client/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  antdLocaleLoaders,
  dayjsLocaleLoaders,
  dayjsLocaleName,
  dictionaryLoaders,
  wholeSpanishLoader,
} from './loaders';
// Imported by name, only these sections of the Spanish dictionary are in the first download: the ones
// the sign-in page and the error pages show. Every other screen waits for the whole (loadAllTexts).
import { app, errors, languages, signIn } from './locales/es.json';

const storageKey = 'premia.language';

export const i18n = i18next.createInstance();

let antdLocale: Locale = esAntd;
const listeners = new Set<() => void>();

/** The language the user chose last on this browser, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(storageKey);
    return isSelectable(value) ? value : null;
  } catch {
    return null;
  }
}

let loadedAllTexts: Promise<void> | null = null;

/**
 * The whole Spanish dictionary (the other languages' are whole when chosen), with the server's texts
 * (the contract's, a chunk of their own): the lazy screens wait for it (ui/lazyScreen.ts). Spanish is
 * also every language's fallback. Before it, a server's answer is said by its Spanish m, the same text.
 */
export function loadAllTexts(): Promise<void> {
  loadedAllTexts ??= Promise.all([wholeSpanishLoader(), import('@premia/client/server-texts/es')]).then(
    ([whole, { spanishServerTexts }]) => {
      i18n.addResourceBundle('es', 'translation', { ...whole, ...spanishServerTexts }, true, true);
    },
  );
  return loadedAllTexts;
}

/**
 * i18next in Spanish, then the language chosen on this browser. The app's start passes `allTexts:
 * false`: the sign-in page needs only its sections, the rest comes with the first lazy screen.
 */
export async function initI18n({ allTexts = true }: { allTexts?: boolean } = {}): Promise<void> {
  loadedAllTexts = null; // init replaces the resources: the whole dictionary must be added again
  await i18n.use(initReactI18next).init({
    resources: { es: { translation: { app, errors, languages, signIn } } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  dayjs.locale('es');
  if (allTexts) await loadAllTexts();
  const chosen = storedLanguage();
  if (chosen && chosen !== defaultLanguage) await setLanguage(chosen, { persist: false });
}

/** Loads the dictionary, antd's locale and dayjs's locale of a language, then switches to it. */
export async function setLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  if (language !== 'es') {
    const [dictionary, locale] = await Promise.all([
      i18n.hasResourceBundle(language, 'translation') ? null : dictionaryLoaders[language](),
      antdLocaleLoaders[language](),
      dayjsLocaleLoaders[language](),
    ]);
    if (dictionary) i18n.addResourceBundle(language, 'translation', dictionary);
    antdLocale = locale;
  } else {
    antdLocale = esAntd;
  }
  dayjs.locale(dayjsLocaleName[language]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = rtlLanguages.includes(language) ? 'rtl' : 'ltr';
  if (options.persist !== false) {
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  for (const listener of listeners) listener();
}

export function currentLanguage(): Language {
  const lang = i18n.language;
  return isSelectable(lang) || lang === 'ar' ? lang : defaultLanguage;
}

export function currentAntdLocale(): Locale {
  return antdLocale;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
