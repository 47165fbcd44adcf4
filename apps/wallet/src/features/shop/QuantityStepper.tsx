import { useTranslation } from '../../i18n/useTranslation';

/** How many units: − and + buttons within 1…max, the number read out as it changes. */
export function QuantityStepper({
  value,
  max,
  onChange,
  name,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** The product's name, for the buttons' labels. */
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="stepper" aria-label={t('shop.quantityOf', { name })}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('shop.less', { name })}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('shop.more', { name })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
