import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { addressPath, type StoreAddress, setCurrentAddress } from '../api/address';
import { setOnUnauthorized } from '../api/client';
import { forgetRemembered, useWalletQuery } from '../api/queries';
import { setToken } from '../api/session';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from './icons';
import { linkPath, navPages } from './pages';
import { StoreContext } from './StoreContext';
import { StoreProblem } from './StoreProblem';
import { useInstall } from './useInstall';

/**
 * The frame of every page of a store's wallet: the store's logo and name on top, the page, the bottom
 * navigation. It reads the store's address from the URL and its page data (shown offline too, once
 * loaded); an unknown or closed store gets a page that says so.
 */
export function Shell() {
  const params = useParams();
  const address = useMemo<StoreAddress>(
    () => ({
      countryCode: (params.countryCode ?? '').toLowerCase(),
      slug: (params.slug ?? '').toLowerCase(),
    }),
    [params.countryCode, params.slug],
  );
  setCurrentAddress(address);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = addressPath(address);
  const { pathname } = useLocation();
  const page = useWalletQuery('/general/store', address, { remember: true });
  useInstall(address, page.data?.store.name);

  useEffect(() => {
    setOnUnauthorized(() => {
      setToken(address, null);
      forgetRemembered();
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[1]).startsWith('/wallet/') });
      navigate(`${base}/signin`, { replace: true });
    });
  }, [address, base, navigate, queryClient]);

  if (!page.data) {
    if (page.error) return <StoreProblem error={page.error} onRetry={() => page.refetch()} />;
    return <div className="loading" role="status" aria-label={t('app.loading')} />;
  }
  const store = page.data.store;
  const to = (path: string) => (path ? `${base}/${path}` : base);
  // A page listed on «Más» (the profile, the inbox…) keeps «Más» lit in the bar.
  const onMorePage = navPages(store, 'more').some((p) => pathname.startsWith(to(linkPath(p))));

  return (
    <StoreContext.Provider value={{ address, store, to }}>
      <div className="shell">
        <header className="shell__header">
          {store.logo ? <img className="shell__logo" src={store.logo} alt="" /> : <Icon name="store" />}
          <span className="shell__name">{store.name}</span>
        </header>
        <main className="shell__main">
          <Suspense fallback={<div className="loading" role="status" aria-label={t('app.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        <nav className="shell__nav" aria-label={t('nav.label')}>
          {navPages(store, 'bar').map((p) => (
            <NavLink
              key={p.key}
              to={to(linkPath(p))}
              end={!p.path.endsWith('/*')}
              className={({ isActive }) =>
                `shell__navlink${isActive || (p.key === 'more' && onMorePage) ? ' active' : ''}`
              }
            >
              <span className="shell__icon">
                <Icon name={p.nav!} />
                {p.badge ? <p.badge /> : null}
              </span>
              <span>{t(`nav.${p.key}`)}</span>
            </NavLink>
          ))}
        </nav>
      </div>
    </StoreContext.Provider>
  );
}
