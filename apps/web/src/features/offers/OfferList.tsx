import { DeleteOutlined, EditOutlined, TagOutlined } from '@ant-design/icons';
import type { Offer } from '@premia/contract';
import { Button, Card, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format/useFormat';

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
        <li key={offer.id}>
          <Card
            data-testid="offer-card"
            cover={
              <div className="content-list__cover">
                {offer.image ? <img src={offer.image} alt="" /> : <TagOutlined aria-hidden="true" />}
              </div>
            }
            actions={[
              <Button
                key="edit"
                type="text"
                icon={<EditOutlined />}
                onClick={() => onEdit(offer)}
                aria-label={t('offers.editNamed', { name: offer.name })}
              >
                {t('offers.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('offers.confirmDelete')}
                okText={t('offers.delete')}
                cancelText={t('offers.cancel')}
                onConfirm={() => onDelete(offer)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('offers.deleteNamed', { name: offer.name })}
                >
                  {t('offers.delete')}
                </Button>
              </Popconfirm>,
            ]}
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
                <span className={`content-pill${offer.active ? ' content-pill--on' : ''}`}>
                  {offer.active ? t('offers.isActive') : t('offers.isInactive')}
                </span>
              )}
              {offer.public ? (
                <span className="content-pill content-pill--public">{t('offers.isPublic')}</span>
              ) : null}
              {offer.category ? <span className="content-pill">{offer.category.name}</span> : null}
            </div>
            {offer.description ? <p className="content-list__desc">{offer.description}</p> : null}
            {offer.expirationDate ? (
              <div className="content-list__meta">
                {t('offers.until', { date: fmt.day(offer.expirationDate) })}
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
