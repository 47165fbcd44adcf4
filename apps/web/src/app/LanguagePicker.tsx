import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../features/profile/profileLanguage';
import { isSelectable, selectableLanguages } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';

/** The five selectable languages (Arabic has a dictionary but is not offered, spec §1). */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Select
      value={isSelectable(language) ? language : undefined}
      onChange={(value) => void chooseLanguage(value)}
      aria-label={t('languages.label')}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      variant={compact ? 'borderless' : 'outlined'}
      style={{ minWidth: compact ? 0 : 140 }}
      options={selectableLanguages.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
      labelRender={compact ? ({ value }) => String(value).toUpperCase() : undefined}
      data-testid="language-picker"
    />
  );
}
