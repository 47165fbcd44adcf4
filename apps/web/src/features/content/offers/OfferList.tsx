import { TagOutlined } from '@ant-design/icons';
import type { Offer } from '@premia/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { ActivePill, ContentCard } from '../content';

interface Props {
  offers: Offer[];
  /** The store's currency code (store offers have prices). */
  currency: string | undefined;
  onEdit: (offer: Offer) => void;
  onDelete: (offer: Offer) => void;
}

/** The offers as cards: image, prices, category, state and last day; edit and delete. */
export function OfferList({ offers, currency, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <ul className="content-list">
      {offers.map((offer) => (
        <ContentCard
          key={offer.id}
          section="offers"
          testId="offer-card"
          cover={offer.image ? <img src={offer.image} alt="" /> : <TagOutlined aria-hidden="true" />}
          name={offer.name}
          onEdit={() => onEdit(offer)}
          onDelete={() => onDelete(offer)}
        >
          <h2 className="content-list__name">{offer.name}</h2>
          {offer.price !== null ? (
            <div>
              <span className="content-list__price">{fmt.money(offer.price, currency)}</span>
              {offer.oldPrice !== null ? (
                <span className="content-list__old-price">{fmt.money(offer.oldPrice, currency)}</span>
              ) : null}
            </div>
          ) : null}
          <div className="content-list__tags">
            {offer.expired ? (
              <span className="content-pill content-pill--expired">{t('offers.isExpired')}</span>
            ) : (
              <ActivePill section="offers" active={offer.active} />
            )}
            {offer.public ? (
              <span className="content-pill content-pill--public">{t('offers.isPublic')}</span>
            ) : null}
            {offer.segmentId !== null ? <span className="content-pill">{t('offers.forSegment')}</span> : null}
            {offer.category ? <span className="content-pill">{offer.category.name}</span> : null}
          </div>
          {offer.description ? <p className="content-list__desc">{offer.description}</p> : null}
          {offer.expirationDate ? (
            <div className="content-list__meta">
              {t('offers.until', { date: fmt.day(offer.expirationDate) })}
            </div>
          ) : null}
        </ContentCard>
      ))}
    </ul>
  );
}
