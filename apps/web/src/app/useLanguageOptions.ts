import { useTranslation } from 'react-i18next';
import { selectableLanguages } from '../i18n/languages';

/** The five selectable languages, each named in the current language (Arabic is not offered, spec §1). */
export function useLanguageOptions() {
  const { t } = useTranslation();
  return selectableLanguages.map((code) => ({ value: code, label: t(`languages.${code}`) }));
}
