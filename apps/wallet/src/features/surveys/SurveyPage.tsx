import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient, useWalletQuery, walletKey } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { SurveyForm } from './SurveyForm';

/** The open survey after a purchase (NPS: 0–10 and an optional comment), answered once; then thanks. */
export default function SurveyPage() {
  const { t } = useTranslation();
  const { to } = useStore();
  const queryClient = useQueryClient();
  const open = useWalletQuery('/wallet/survey', {});
  const [answered, setAnswered] = useState(false);
  const survey = open.data?.survey;

  return (
    <div className="page">
      <section className="panel">
        <h1>{t('survey.title')}</h1>
        {answered ? (
          <p className="form__ok" role="status">
            {t('survey.thanks')}
          </p>
        ) : open.error ? (
          <FormError error={open.error} />
        ) : !open.data ? (
          <div className="loading" role="status" aria-label={t('app.loading')} />
        ) : survey ? (
          <SurveyForm
            survey={survey}
            onAnswered={() => {
              setAnswered(true);
              queryClient.setQueryData(walletKey('/wallet/survey', {}), { s: 'ok', survey: null });
            }}
          />
        ) : (
          <p className="muted">{t('survey.none')}</p>
        )}
      </section>
      <section className="panel">
        <p>{t('survey.reviewInvite')}</p>
        <Link className="button" to={to('review')}>
          {t('survey.toReview')}
        </Link>
      </section>
    </div>
  );
}
