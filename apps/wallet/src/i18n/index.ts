import type { WalletLanguage } from '@premia/contract';
import i18next from 'i18next';
import es from './locales/es.json';

const storageKey = 'premia.wallet.language';

export const i18n = i18next.createInstance();

const isLanguage = (value: unknown): value is WalletLanguage => value === 'es' || value === 'en';

/** The language chosen last on this phone, if any. */
export function storedLanguage(): WalletLanguage | null {
  try {
    const value = localStorage.getItem(storageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * English is fetched when first chosen: the wallet's texts, and the server's messages as the back
 * office translates them (one translation of each message code, apps/web's dictionary).
 */
const loadEnglish = () =>
  Promise.all([import('./locales/en.json'), import('./english-server-texts')]).then(([wallet, server]) => ({
    ...wallet.default,
    ...server.englishServerTexts,
  }));

export async function initI18n(): Promise<void> {
  await i18n.init({
    // No server texts in Spanish: a failure's m is already its code's Spanish text (the contract's).
    resources: { es: { translation: es } },
    lng: 'es',
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const chosen = storedLanguage();
  if (chosen && chosen !== 'es') await setLanguage(chosen, { persist: false });
}

export async function setLanguage(language: WalletLanguage, options: { persist?: boolean } = {}) {
  if (language === 'en' && !i18n.hasResourceBundle('en', 'translation')) {
    i18n.addResourceBundle('en', 'translation', await loadEnglish());
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
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
