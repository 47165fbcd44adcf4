import type { WalletLanguage } from '@premia/contract';

/**
 * The wallet's languages: the back office's (apps/web/src/i18n/languages.ts). Spanish is the source
 * and the only dictionary in the first download; the others are fetched when chosen. Arabic has a
 * dictionary and reads right to left, but, as in the back office, it is not offered (spec §1).
 */
export const languages = ['es', 'en', 'zh', 'fr', 'it', 'ar'] as const satisfies readonly WalletLanguage[];
export const selectableLanguages = [
  'es',
  'en',
  'zh',
  'fr',
  'it',
] as const satisfies readonly WalletLanguage[];
export const rtlLanguages: readonly WalletLanguage[] = ['ar'];

/** Each language's name in itself, the same whatever language the page is in. */
export const languageNames: Record<WalletLanguage, string> = {
  es: 'Español',
  en: 'English',
  zh: '中文',
  fr: 'Français',
  it: 'Italiano',
  ar: 'العربية',
};

export const isLanguage = (value: unknown): value is WalletLanguage =>
  (languages as readonly unknown[]).includes(value);
