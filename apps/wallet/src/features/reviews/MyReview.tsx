import type { WalletResponse } from '@premia/contract';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { Stars } from './Stars';

type Review = NonNullable<WalletResponse<'/wallet/review'>['review']>;

/** My review as the store reads it, and the store's public reply under it. */
export function MyReview({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { store } = useStore();
  const format = useFormat();
  // A reply written before my last rewrite answered what I wrote then.
  const replyIsOlder =
    review.respondedAt !== null &&
    new Date(review.updatedAt).getTime() > new Date(review.respondedAt).getTime();
  return (
    <article className="review" data-testid="my-review">
      <Stars stars={review.stars} />
      <p className="review__text" dir="auto">
        {review.text}
      </p>
      <p className="muted">{t('review.writtenOn', { date: format.dateTime(review.updatedAt) })}</p>
      {review.response ? (
        <div className="review__reply">
          <h2>{t('review.replyTitle', { store: store.name })}</h2>
          <p dir="auto">{review.response}</p>
          {review.respondedAt ? <p className="muted">{format.dateTime(review.respondedAt)}</p> : null}
          {replyIsOlder ? <p className="muted">{t('review.replyOlder')}</p> : null}
        </div>
      ) : (
        <p className="muted">{t('review.noReply')}</p>
      )}
    </article>
  );
}
