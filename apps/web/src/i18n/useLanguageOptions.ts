import { selectableLanguages } from '@premia/client/languages';
import { useTranslation } from 'react-i18next';

/** The five selectable languages, each named in the current language (Arabic is not offered, spec §1). */
export function useLanguageOptions() {
  const { t } = useTranslation();
  return selectableLanguages.map((code) => ({ value: code, label: t(`languages.${code}`) }));
}
