import { useState } from 'react';
import { useWalletQuery } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { MyReview } from './MyReview';
import { ReviewForm } from './ReviewForm';

/** My review of the store (1–5 stars and a text, which I may rewrite) and the store's public reply. */
export default function ReviewPage() {
  const { t } = useTranslation();
  const { store } = useStore();
  const mine = useWalletQuery('/wallet/review', {});
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const review = mine.data?.review ?? null;

  return (
    <div className="page">
      <section className="panel">
        <h1>{t('review.title', { store: store.name })}</h1>
        {mine.error ? (
          <FormError error={mine.error} />
        ) : !mine.data ? (
          <div className="loading" role="status" aria-label={t('app.loading')} />
        ) : review && !editing ? (
          <>
            {saved ? (
              <p className="form__ok" role="status">
                {t('review.thanks')}
              </p>
            ) : null}
            <MyReview review={review} />
            <button
              type="button"
              className="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('review.edit')}
            </button>
          </>
        ) : (
          <ReviewForm
            review={review}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={review ? () => setEditing(false) : null}
          />
        )}
      </section>
    </div>
  );
}
