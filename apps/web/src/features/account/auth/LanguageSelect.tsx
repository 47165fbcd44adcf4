import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { isSelectable } from '@premia/client/languages';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { useLanguageOptions } from '../../../i18n/useLanguageOptions';
import { chooseLanguage } from './profileLanguage';
import './LanguageSelect.css';

/**
 * The public screens' language picker: a native select drawn like antd's outlined Select with the
 * theme's tokens. antd's Select (rc-select, its virtual list, its popup) would add about 25 KB gzip to
 * the sign-in page's first download (docs/PERFORMANCE.md); the signed-in top bar keeps antd's.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  const options = useLanguageOptions();
  const { token } = theme.useToken();
  const vars = {
    '--language-select-border': token.colorBorder,
    '--language-select-hover': token.colorPrimaryHover,
    '--language-select-active': token.colorPrimary,
    '--language-select-outline': token.controlOutline,
    '--language-select-radius': `${token.borderRadius}px`,
    '--language-select-height': `${token.controlHeight}px`,
    '--language-select-arrow': token.colorTextQuaternary,
    '--language-select-text': token.colorText,
    '--language-select-bg': token.colorBgContainer,
  } as CSSProperties;
  return (
    <span className="language-select" style={vars}>
      <GlobalOutlined aria-hidden className="language-select__icon" />
      <select
        className="language-select__control"
        value={isSelectable(language) ? language : ''}
        onChange={(event) => {
          if (isSelectable(event.target.value)) void chooseLanguage(event.target.value);
        }}
        aria-label={t('languages.label')}
        data-testid="language-picker"
      >
        {isSelectable(language) ? null : <option value="" disabled hidden />}
        {options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <DownOutlined aria-hidden className="language-select__arrow" />
    </span>
  );
}
