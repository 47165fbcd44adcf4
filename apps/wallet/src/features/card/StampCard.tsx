import type { StampCardView } from '@premia/contract';
import { useTranslation } from '../../i18n/useTranslation';

/** The card's places, 1 to M: a place is the same circle whatever the stamps. */
const slotsOf = (perCard: number) => Array.from({ length: perCard }, (_, i) => i + 1);

/**
 * The store's stamp card (issue 34 §4): M circles, N of them filled, and what a full card gives; a
 * full card says to show it at the counter.
 */
export function StampCard({ card }: { card: StampCardView }) {
  const { t } = useTranslation();
  const progress = t('card.stampsProgress', {
    stamps: Math.min(card.stamps, card.perCard),
    perCard: card.perCard,
  });
  return (
    <section className="panel stamps" aria-labelledby="stamps-title" data-testid="stamp-card">
      <h2 id="stamps-title" className="stamps__title">
        {t('card.stampsTitle')}
      </h2>
      {/* One picture of the card for a screen reader (its circles are not a list to walk through). */}
      <div className="stamps__dots" role="img" aria-label={progress}>
        {slotsOf(card.perCard).map((slot) => (
          <span
            key={`stamp-${slot}`}
            className={slot <= card.stamps ? 'stamps__dot stamps__dot--on' : 'stamps__dot'}
          />
        ))}
      </div>
      <p className="stamps__count" data-testid="stamp-count">
        {progress}
      </p>
      <p className={card.full ? 'stamps__prize stamps__prize--full' : 'stamps__prize muted'}>
        {card.full
          ? t('card.stampsFull', { prize: card.prize })
          : t('card.stampsPrize', { prize: card.prize })}
      </p>
    </section>
  );
}
