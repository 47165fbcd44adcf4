import { Link } from 'react-router';
import { useWalletQuery } from '../../api/queries';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * After a purchase the store asks once how likely the customer is to recommend it: while a survey is
 * open (the API opens it on this read, for 7 days) the card shows a line above it that leads to the question.
 */
export function SurveyPrompt() {
  const { t } = useTranslation();
  const { to } = useStore();
  const open = useWalletQuery('/wallet/survey', {});
  if (!open.data?.survey) return null;
  return (
    <section className="survey-prompt" aria-labelledby="survey-prompt">
      <h2 id="survey-prompt">{t('card.surveyTitle')}</h2>
      <Link className="button button--small button--primary" to={to('survey')}>
        {t('card.surveyAnswer')}
      </Link>
    </section>
  );
}
