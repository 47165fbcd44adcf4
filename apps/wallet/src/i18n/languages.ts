import { allLanguages } from '@premia/client/languages';
import type { WalletLanguage } from '@premia/contract';

/**
 * The wallet's languages: the back office's (the client package's languages.ts: the same five offered,
 * Arabic with a dictionary, read right to left, not offered, spec §1). Spanish is the source and the only
 * dictionary in the first download; the others are fetched when chosen.
 */
export const languages = allLanguages satisfies readonly WalletLanguage[];

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
