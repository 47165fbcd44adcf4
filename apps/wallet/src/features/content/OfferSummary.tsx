import type { Offer } from '@premia/contract';
import { Link } from 'react-router';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';

/** An offer in a list: its square image, name, price (and the old one, struck) and last day. */
export function OfferSummary({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { to } = useStore();
  const format = useFormat();
  const image = offer.imageSquared ?? offer.image;
  return (
    <li className="tile">
      <Link className="tile__link" to={to(`offers/${offer.id}`)}>
        {image ? <img className="tile__image" src={image} alt="" loading="lazy" /> : null}
        <span className="tile__body">
          <strong>{offer.name}</strong>
          {offer.price !== null ? <OfferPrice offer={offer} money={format.money} /> : null}
          {offer.expirationDate ? (
            <span className="muted">
              {t('content.validUntil', { date: format.day(offer.expirationDate) })}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

export function OfferPrice({ offer, money }: { offer: Offer; money: (value: number) => string }) {
  const { t } = useTranslation();
  if (offer.price === null) return null;
  return (
    <span className="price">
      <span className="price__now">{money(offer.price)}</span>
      {offer.oldPrice !== null && offer.oldPrice > offer.price ? (
        <s className="price__old">
          <span className="sr-only">{t('content.oldPrice')} </span>
          {money(offer.oldPrice)}
        </s>
      ) : null}
    </span>
  );
}
