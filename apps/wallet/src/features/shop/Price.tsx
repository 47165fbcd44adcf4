import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';

/** A product's price, with the price before struck through when the store shows one. */
export function Price({ cents, oldCents }: { cents: number; oldCents?: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span className="price">
      <strong>{format.cents(cents)}</strong>
      {oldCents ? (
        <s className="price__old">
          <span className="sr-only">{t('shop.oldPrice')} </span>
          {format.cents(oldCents)}
        </s>
      ) : null}
    </span>
  );
}
