import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index';

function subscribe(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/**
 * The current language's texts, re-rendering when it changes: react-i18next's hook in a few lines,
 * because the card page's first download has a budget (bench/wallet-bundle-size.mjs).
 */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n, language };
}
