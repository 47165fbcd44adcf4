import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';

/** The store's customer levels and the points each starts at. */
export function StoreLevels() {
  const { t } = useTranslation();
  const { store } = useStore();
  if (!(store.levels.length > 0)) return null;
  return (
    <section className="panel" aria-labelledby="levels">
      <h2 id="levels">{t('store.levelsTitle')}</h2>
      <ul className="list">
        {store.levels.map((l) => (
          <li key={l.id} className="list__item">
            <span>
              <span className="dot" style={{ background: l.color }} aria-hidden="true" /> {l.name}
            </span>
            <span className="muted">{t('store.levelFrom', { count: l.minPoints })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
