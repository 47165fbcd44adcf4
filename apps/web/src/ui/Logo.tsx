import { useTranslation } from 'react-i18next';
import { palette } from './theme';

/** The Premia mark and name. */
export function Logo({ inverted = false, collapsed = false }: { inverted?: boolean; collapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? palette.onDark : palette.primary} />
        <path
          d="M32 12l6.2 12.6 13.8 2-10 9.8 2.4 13.8L32 43.7 19.6 50.2 22 36.4l-10-9.8 13.8-2z"
          fill={inverted ? palette.primary : palette.white}
        />
      </svg>
      {collapsed ? null : (
        <span
          style={{ fontSize: 22, fontWeight: 700, color: inverted ? palette.onDark : palette.primaryDeep }}
        >
          {t('app.name')}
        </span>
      )}
    </span>
  );
}
