import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { OpeningHours } from './OpeningHours';

/** The store's locations: address, city and opening hours. */
export function StoreLocations() {
  const { t } = useTranslation();
  const { store } = useStore();
  if (!(store.locations.length > 0)) return null;
  return (
    <section className="panel" aria-labelledby="locations">
      <h2 id="locations">{t('store.locationsTitle')}</h2>
      <ul className="list">
        {store.locations.map((l) => (
          <li key={l.id} className="list__item list__item--stack">
            <strong>{l.name}</strong>
            {l.address || l.city ? (
              <span className="muted">{[l.address, l.city].filter(Boolean).join(', ')}</span>
            ) : null}
            {l.openingHours ? <OpeningHours hours={l.openingHours} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
