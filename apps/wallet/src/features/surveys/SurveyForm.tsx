import type { WalletResponse } from '@premia/contract';
import { type FormEvent, useState } from 'react';
import { useWalletMutation } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useFormat } from '../../app/useFormat';
import { inputLimits } from '../../forms/inputLimits';
import { useTranslation } from '../../i18n/useTranslation';

type OpenSurvey = NonNullable<WalletResponse<'/wallet/survey'>['survey']>;

const SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const limits = inputLimits('/wallet/survey/answer');

/** The question, a score from 0 to 10 (one tap), an optional comment; sent once. */
export function SurveyForm({ survey, onAnswered }: { survey: OpenSurvey; onAnswered: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const send = useWalletMutation('/wallet/survey/answer', { onSuccess: onAnswered });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (score === null || send.isPending) return;
    send.mutate({ surveyId: survey.id, score, comment: comment.trim() || null });
  }

  return (
    <form className="form" onSubmit={submit}>
      <p className="muted">{t('survey.after', { date: format.date(survey.purchasedAt) })}</p>
      <fieldset className="scores">
        <legend>{t('survey.question')}</legend>
        <div className="scores__row">
          {SCORES.map((value) => (
            <label key={value} className="scores__option">
              <input
                type="radio"
                name="score"
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
                required
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
        <div className="scores__ends">
          <span>{t('survey.unlikely')}</span>
          <span>{t('survey.likely')}</span>
        </div>
      </fieldset>
      <label className="field">
        <span>{t('survey.comment')}</span>
        <textarea
          name="comment"
          rows={3}
          {...limits.comment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      <FormError error={send.error} />
      <button type="submit" className="button button--primary" disabled={score === null || send.isPending}>
        {t('survey.send')}
      </button>
      <p className="muted">{t('survey.until', { date: format.dateTime(survey.expiresAt) })}</p>
    </form>
  );
}
