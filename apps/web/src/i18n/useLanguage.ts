import { rtlLanguages } from '@premia/client/languages';
import { useSyncExternalStore } from 'react';
import { currentAntdLocale, currentLanguage, subscribeLanguage } from './index';

export function useLanguage() {
  return useSyncExternalStore(subscribeLanguage, currentLanguage);
}

export function useAntdLocale() {
  return useSyncExternalStore(subscribeLanguage, currentAntdLocale);
}

/** The writing direction of the current language: Arabic mirrors the layout. */
export function useDirection(): 'rtl' | 'ltr' {
  return rtlLanguages.includes(useLanguage()) ? 'rtl' : 'ltr';
}
