import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { forgetEndedOnPurpose } from '../../api/session';
import { takeFarewell } from '../../app/farewell';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useSignedIn } from '../../app/useSignedIn';
import { useTranslation } from '../../i18n/useTranslation';
import { StoreContent } from '../content/StoreContent';
import { StoreContact } from './StoreContact';
import { StoreLevels } from './StoreLevels';
import { StoreLocations } from './StoreLocations';
import { StoreRewards } from './StoreRewards';

/**
 * The store's public page: its banners, what it is, its offers and news, how points are earned, its
 * rewards, levels and locations.
 */
export default function StorePage() {
  const { t } = useTranslation();
  const { store, to } = useStore();
  const signedIn = useSignedIn();
  useEffect(forgetEndedOnPurpose, []);
  // Why the customer is here, said once (their account was just deleted).
  const [said] = useState(takeFarewell);
  const format = useFormat();

  return (
    <div className="page">
      {said ? (
        <p className="notice notice--ok" role="status">
          {said}
        </p>
      ) : null}
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

      <StoreRewards />

      <StoreLevels />

      <StoreLocations />

      <section className="panel" aria-labelledby="opinion">
        <h2 id="opinion">{t('store.opinionTitle')}</h2>
        <p>{t('store.opinionText', { store: store.name })}</p>
        <Link className="button" to={to('review')}>
          {t('store.opinionLink')}
        </Link>
      </section>

      <StoreContact />
    </div>
  );
}
