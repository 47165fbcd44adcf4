import { useParams } from 'react-router';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { ContentDetail, ContentMissing } from './ContentDetail';
import { ContentLoad } from './ContentLoad';
import { OfferPrice } from './OfferSummary';

/** One offer: image, name, price, its category, its last day (the store's) and its button. */
export default function OfferPage() {
  const { t } = useTranslation();
  const { offerId } = useParams();
  const format = useFormat();
  const back = { path: 'offers', label: t('content.offersTitle') };
  return (
    <div className="page">
      <ContentLoad>
        {({ offers }) => {
          const offer = offers.find((o) => String(o.id) === offerId);
          if (!offer) return <ContentMissing back={back} />;
          return (
            <ContentDetail
              back={back}
              image={offer.image ?? offer.imageSquared}
              title={offer.name}
              description={offer.description}
              button={{ text: offer.buttonText, link: offer.buttonLink }}
            >
              <OfferPrice offer={offer} money={format.money} />
              {offer.category ? <p className="muted">{offer.category.name}</p> : null}
              {offer.expirationDate ? (
                <p className="muted">{t('content.validUntil', { date: format.day(offer.expirationDate) })}</p>
              ) : null}
            </ContentDetail>
          );
        }}
      </ContentLoad>
    </div>
  );
}
