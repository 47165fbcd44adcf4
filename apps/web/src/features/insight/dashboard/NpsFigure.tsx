import { useTranslation } from 'react-i18next';
import { useRangeNps } from './api';

/** The range's NPS (promoters − detractors, %) with how many answered; a dash without answers. */
export function NpsFigure({ range }: { range: { startDate: string; endDate: string } | null }) {
  const { t } = useTranslation();
  const figures = useRangeNps(range).data?.storeMoreInfo;
  if (!figures) return null;
  const score = figures.nps;
  return (
    <p className="dashboard__nps" data-testid="dashboard-nps">
      <span className="dashboard__nps-label">{t('dashboard.nps')}</span>{' '}
      <strong className="dashboard__nps-score">
        {score === null ? '—' : score > 0 ? `+${score}` : String(score)}
      </strong>{' '}
      <span className="dashboard__nps-answers">
        {t('dashboard.npsAnswers', { answers: figures.npsAnswers })}
      </span>
    </p>
  );
}
