import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ContentLoad } from './ContentLoad';
import { OfferSummary } from './OfferSummary';

/** The store's offers (and the platform's), filtered by category. */
export default function OffersPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<number | null>(null);
  return (
    <div className="page">
      <section className="panel">
        <h1>{t('content.offersTitle')}</h1>
        <ContentLoad>
          {({ offers, categories }) => {
            const shown = category === null ? offers : offers.filter((o) => o.category?.id === category);
            return (
              <>
                {categories.length > 0 ? (
                  <fieldset className="chips">
                    <legend className="sr-only">{t('content.category')}</legend>
                    {[{ id: null, name: t('content.allCategories') }, ...categories].map((c) => (
                      <label key={c.id ?? 'all'} className="chip">
                        <input
                          type="radio"
                          name="category"
                          checked={category === c.id}
                          onChange={() => setCategory(c.id)}
                        />
                        <span>{c.name}</span>
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                {shown.length === 0 ? (
                  <p className="muted">{t('content.noOffers')}</p>
                ) : (
                  <ul className="tiles" aria-label={t('content.offersTitle')}>
                    {shown.map((o) => (
                      <OfferSummary key={o.id} offer={o} />
                    ))}
                  </ul>
                )}
              </>
            );
          }}
        </ContentLoad>
      </section>
    </div>
  );
}
