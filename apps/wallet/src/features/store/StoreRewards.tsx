import { Link } from 'react-router';
import { useStore } from '../../app/StoreContext';
import { useSignedIn } from '../../app/useSignedIn';
import { useTranslation } from '../../i18n/useTranslation';

/** The store's rewards and their points; a signed-in customer goes on to their own. */
export function StoreRewards() {
  const { t } = useTranslation();
  const { store, to } = useStore();
  const signedIn = useSignedIn();
  if (!(store.rewards.length > 0)) return null;
  return (
    <section className="panel" aria-labelledby="rewards">
      <h2 id="rewards">{t('store.rewardsTitle')}</h2>
      <ul className="list">
        {store.rewards.map((r) => (
          <li key={r.id} className="list__item">
            <div>
              <strong>{r.name}</strong>
              {r.description ? <p className="muted">{r.description}</p> : null}
            </div>
            <span className="pill">{t('store.points', { count: r.pointsCost })}</span>
          </li>
        ))}
      </ul>
      {signedIn ? (
        <Link className="button" to={to('rewards')}>
          {t('store.myRewards')}
        </Link>
      ) : null}
    </section>
  );
}
