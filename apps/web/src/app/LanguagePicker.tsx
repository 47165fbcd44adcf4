import { GlobalOutlined } from '@ant-design/icons';
import { isSelectable } from '@premia/client/languages';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../features/account/auth';
import { useLanguage } from '../i18n/useLanguage';
import { useLanguageOptions } from '../i18n/useLanguageOptions';

/**
 * The top bar's language picker: the current language's code, the languages' names in its list. The
 * public screens have a lighter one of their own (features/account/auth/LanguageSelect.tsx).
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Select
      value={isSelectable(language) ? language : undefined}
      onChange={(value) => void chooseLanguage(value)}
      aria-label={t('languages.label')}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      variant="borderless"
      style={{ minWidth: 0 }}
      options={useLanguageOptions()}
      labelRender={({ value }) => String(value).toUpperCase()}
      data-testid="language-picker"
    />
  );
}
