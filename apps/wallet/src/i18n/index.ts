import { rtlLanguages } from '@premia/client/languages';
import type { WalletLanguage } from '@premia/contract';
import { isLanguage } from './languages';
import { dictionaryLoaders } from './loaders';
import es from './locales/es.json';
import { Translator } from './translator';

const storageKey = 'premia.wallet.language';

export const i18n = new Translator('es');

/** The language chosen last on this phone, if any. */
export function storedLanguage(): WalletLanguage | null {
  try {
    const value = localStorage.getItem(storageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

let pageTexts: Promise<void> | null = null;

/**
 * The Spanish texts of the pages after the card (locales/es-pages.json), fetched once: the card's
 * first download carries only es.json. Every lazy page waits for them (app/pages.ts), so no page
 * shows a key; the other languages' dictionaries are whole.
 */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= import('./locales/es-pages.json').then((m) => {
    i18n.addResourceBundle('es', 'translation', m.default, true, false);
  });
  return pageTexts;
}

export async function initI18n(): Promise<void> {
  // No server texts in Spanish: a failure's m is already its code's Spanish text (the contract's).
  await i18n.init({ es }, 'es');
  const chosen = storedLanguage();
  if (chosen && chosen !== 'es') await setLanguage(chosen, { persist: false });
}

export async function setLanguage(language: WalletLanguage, options: { persist?: boolean } = {}) {
  if (language !== 'es' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await dictionaryLoaders[language]());
  }
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
}

export function currentLanguage(): WalletLanguage {
  return isLanguage(i18n.language) ? i18n.language : 'es';
}
