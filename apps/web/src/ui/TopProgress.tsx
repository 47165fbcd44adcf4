import { useTranslation } from 'react-i18next';
import './TopProgress.css';

/** A thin indeterminate bar at the top of the window. */
export function TopProgress() {
  const { t } = useTranslation();
  return (
    <div className="top-progress" role="progressbar" aria-label={t('app.loading')}>
      <div className="top-progress__bar" />
    </div>
  );
}
