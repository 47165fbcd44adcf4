import type { Locale } from 'antd/es/locale';
import esAntd from 'antd/es/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dayjsLocaleName, defaultLanguage, isSelectable, type Language, rtlLanguages } from './languages';
import { antdLocaleLoaders, dayjsLocaleLoaders, dictionaryLoaders } from './loaders';
import es from './locales/es.json';
import { spanishServerTexts } from './server-texts';

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

export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { es: { translation: { ...es, ...spanishServerTexts } } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  dayjs.locale('es');
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
