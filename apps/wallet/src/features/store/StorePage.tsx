import { useEffect } from 'react';
import { Link } from 'react-router';
import { forgetEndedOnPurpose } from '../../api/session';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useSignedIn } from '../../app/useSignedIn';
import { useTranslation } from '../../i18n/useTranslation';
import { StoreContent } from '../content/StoreContent';
import { OpeningHours } from './OpeningHours';

/**
 * The store's public page: its banners, what it is, its offers and news, how points are earned, its
 * rewards, levels and locations.
 */
export default function StorePage() {
  const { t } = useTranslation();
  const { store, to } = useStore();
  const signedIn = useSignedIn();
  useEffect(forgetEndedOnPurpose, []);
  const format = useFormat();

  return (
    <div className="page">
      <StoreContent part="banners" />
      <section className="hero">
        {store.logo ? (
          <img className="hero__logo" src={store.logo} alt={t('store.logo', { name: store.name })} />
        ) : null}
        <h1>{store.name}</h1>
        {store.description ? <p className="hero__text">{store.description}</p> : null}
        <Link className="button button--primary" to={to(signedIn ? 'card' : 'signin')}>
          {signedIn ? t('store.openCard') : t('store.join')}
        </Link>
      </section>

      <StoreContent part="lists" />

      {store.shopOpen || store.ordersLink ? (
        <section className="panel" aria-labelledby="orders">
          <h2 id="orders">{t('store.ordersLinkTitle')}</h2>
          {store.shopOpen ? (
            <p>
              <Link to={to(signedIn ? 'shop' : 'signin')}>{t('store.shopLink')}</Link>
            </p>
          ) : null}
          {store.ordersLink ? (
            <>
              <p className="muted">{t('store.ordersLinkText', { store: store.name })}</p>
              <a className="button" href={store.ordersLink} target="_blank" rel="noopener noreferrer">
                {t('store.ordersLink')}
              </a>
            </>
          ) : null}
        </section>
      ) : null}

      <section className="panel" aria-labelledby="earn">
        <h2 id="earn">{t('store.earnTitle')}</h2>
        <p>
          {store.useConversion
            ? t('store.earnRate', {
                count: store.conversionPoints,
                money: format.money(store.conversionMoney),
              })
            : t('store.earnEachPurchase')}
        </p>
        {store.welcomePoints > 0 ? <p>{t('store.welcome', { count: store.welcomePoints })}</p> : null}
      </section>

      {store.rewards.length > 0 ? (
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
      ) : null}

      {store.levels.length > 0 ? (
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
      ) : null}

      {store.locations.length > 0 ? (
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
      ) : null}

      <section className="panel" aria-labelledby="opinion">
        <h2 id="opinion">{t('store.opinionTitle')}</h2>
        <p>{t('store.opinionText', { store: store.name })}</p>
        <Link className="button" to={to('review')}>
          {t('store.opinionLink')}
        </Link>
      </section>

      {store.phone || store.email ? (
        <section className="panel" aria-labelledby="contact">
          <h2 id="contact">{t('store.contactTitle')}</h2>
          {store.phone ? (
            <p>
              <a href={`tel:${store.phoneCode ?? ''}${store.phone}`} dir="ltr">
                {[store.phoneCode, store.phone].filter(Boolean).join(' ')}
              </a>
            </p>
          ) : null}
          {store.email ? (
            <p>
              <a href={`mailto:${store.email}`} dir="ltr">
                {store.email}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
