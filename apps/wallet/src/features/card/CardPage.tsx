import { Link } from 'react-router';
import { useWalletQuery } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { PassButtons } from './PassButtons';
import { SignedQr } from './SignedQr';
import { StampCard } from './StampCard';
import { SurveyPrompt } from './SurveyPrompt';

/**
 * The customer's card: the QR the counter's camera reads (signed, short-lived: SignedQr), the client
 * code as text (what staff may type), the
 * balance, the level and what is left to the next one. Kept on the phone, so it opens offline.
 */
export default function CardPage() {
  const { t } = useTranslation();
  const { store, to } = useStore();
  const format = useFormat();
  const me = useWalletQuery('/wallet/me', {}, { remember: true, live: true });
  const card = me.data?.card;

  if (!card) {
    return me.error ? (
      <div className="page">
        <FormError error={me.error} />
      </div>
    ) : (
      <div className="loading" role="status" aria-label={t('app.loading')} />
    );
  }

  return (
    <div className="page">
      <SurveyPrompt />
      <section className="card" aria-labelledby="card-title">
        <h1 id="card-title" className="card__name">
          {card.customerName}
        </h1>
        <SignedQr label={t('card.qrLabel', { code: card.clientCode })} />
        <p className="card__code" data-testid="client-code">
          {card.clientCode}
        </p>
        <p className="muted">{t('card.show')}</p>
      </section>
      <section className="panel balance" aria-live="polite">
        <p className="balance__label">{t('card.balance')}</p>
        <p className="balance__points" data-testid="balance">
          {t('card.points', { count: card.balance })}
        </p>
        {/* Right under the balance it takes from: seen on opening the card on a 375×812 phone. */}
        {card.nextExpiry ? (
          <p className="balance__expiry" data-testid="next-expiry">
            {t('card.nextExpiry', { count: card.nextExpiry.points, date: format.day(card.nextExpiry.date) })}
          </p>
        ) : null}
        {card.level ? (
          <p>
            <span className="dot" style={{ background: card.level.color }} aria-hidden="true" />{' '}
            {t('card.level', { level: card.level.name })}
          </p>
        ) : null}
        {card.nextLevel ? (
          <p className="muted">
            {t('card.nextLevel', { count: card.nextLevel.pointsLeft, level: card.nextLevel.name })}
          </p>
        ) : null}
        {me.isError && me.error.status === 0 ? (
          <p className="muted">{t('card.offline', { store: store.name })}</p>
        ) : null}
        <Link className="button" to={to('coupon')}>
          {t('card.coupon')}
        </Link>
        {store.referralsOn ? (
          <Link className="button" to={to('invite')}>
            {t('card.invite')}
          </Link>
        ) : null}
        <PassButtons />
      </section>
      {card.stampCard ? <StampCard card={card.stampCard} /> : null}
    </div>
  );
}
