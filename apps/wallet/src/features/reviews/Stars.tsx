import { useTranslation } from '../../i18n/useTranslation';

const STARS = [1, 2, 3, 4, 5];

/** A review's stars as text a screen reader says ("4 de 5 estrellas") and as ★ for the eye. */
export function Stars({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t('review.starsLabel', { count: stars })}>
      {STARS.map((n) => (
        <span key={n} className={n <= stars ? 'stars__on' : 'stars__off'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** Choosing 1 to 5 stars: radio buttons drawn as stars. */
export function StarPicker({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="star-picker">
      <legend>{t('review.stars')}</legend>
      {STARS.map((n) => (
        <label key={n} className={n <= value ? 'star-picker__star is-on' : 'star-picker__star'}>
          <input
            type="radio"
            name="stars"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={t('review.starsLabel', { count: n })}
            required
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
