import type { WalletLanguage } from '@premia/contract';

/**
 * Each language's name in itself, the same whatever language the page is in: only the profile's picker
 * shows them, so they stay out of the card's first download.
 */
export const languageNames: Record<WalletLanguage, string> = {
  es: 'Español',
  en: 'English',
  zh: '中文',
  fr: 'Français',
  it: 'Italiano',
  ar: 'العربية',
};
