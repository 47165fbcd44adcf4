import { useSyncExternalStore } from 'react';
import { currentAntdLocale, currentLanguage, subscribeLanguage } from './index';

export function useLanguage() {
  return useSyncExternalStore(subscribeLanguage, currentLanguage);
}

export function useAntdLocale() {
  return useSyncExternalStore(subscribeLanguage, currentAntdLocale);
}
