import { isSelectable } from '@premia/client/languages';
import type { LanguageCode } from '@premia/contract';
import { useTranslation } from 'react-i18next';

/**
 * The language the catalogue (store types, categories) is asked in: the reader's, when the catalogue
 * has texts in it (es, en, zh, fr, it); otherwise the server answers in Spanish.
 */
export function useCatalogueLanguage(): LanguageCode | undefined {
  const { i18n } = useTranslation();
  return isSelectable(i18n.language) ? i18n.language : undefined;
}
