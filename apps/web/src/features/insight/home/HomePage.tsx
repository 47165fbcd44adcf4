import { Card } from 'antd';
import { createElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brandOf, entryUrl, type MenuEntry, sidebarFor } from '../../../app/menu';
import { useShell } from '../../../app/ShellContext';
import { PageLoading } from '../../../ui/PageLoading';
import { usePageTitle } from '../../../ui/usePageTitle';
// The store's dashboard (with recharts) loads only for store users, after the greeting: a lazy export.
import { StoreDashboard } from '../dashboard';
import { AdminToday } from './AdminToday';
import { OwnerStoreLink } from './OwnerStoreLink';
import { StoreToday } from './StoreToday';
import './HomePage.css';

/** The role's shortcuts: the sidebar's screens (not the home itself), groups flattened. */
function shortcuts(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => e.children ?? [e]).filter((e) => e.path !== '');
}

/**
 * /dashboard: a banner that says what matters now (the top bar already greets the user): today's
 * figures or the next step for a store, what waits for the admin; then, for the owner, the way in for
 * customers (the wallet's link and posters); then the store's dashboard or the admin's shortcuts.
 */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('app.pageTitle'));
  const { session, config } = useShell();
  const role =
    session.userType === 'admin'
      ? t('profile.roleAdmin')
      : session.storeUserType === 'owner'
        ? t('profile.roleOwner')
        : t('profile.roleEmployee');
  const links = shortcuts(sidebarFor(session, brandOf(config)));

  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="home__greeting">
          {session.userType === 'admin' ? t('home.adminTitle') : (session.storeName ?? t('app.pageTitle'))}
        </h1>
        {session.userType === 'admin' ? (
          <AdminToday />
        ) : (
          <StoreToday owner={session.storeUserType === 'owner'} />
        )}
        <p className="home__meta">
          <span>{t('home.role', { role })}</span>
          {session.locationName ? (
            <span>{t('home.location', { location: session.locationName })}</span>
          ) : null}
        </p>
      </section>
      {session.userType === 'client' && session.storeUserType === 'owner' ? <OwnerStoreLink /> : null}
      {session.userType !== 'admin' ? (
        <Suspense fallback={<PageLoading waitingFor="code" />}>
          <StoreDashboard
            employeeLocation={session.storeUserType === 'employee' ? (session.locationName ?? '') : null}
          />
        </Suspense>
      ) : links.length > 0 ? (
        <section aria-labelledby="home-shortcuts">
          <h2 id="home-shortcuts" className="home__title">
            {t('home.shortcuts')}
          </h2>
          <ul className="home__grid">
            {links.map((entry) => (
              <li key={entry.key}>
                <Link to={entryUrl(entry)} className="home__link">
                  <Card hoverable size="small" className="home__card">
                    <span className="home__icon" aria-hidden="true">
                      {entry.icon ? createElement(entry.icon) : null}
                    </span>
                    <span>{t(`menu.${entry.key}`)}</span>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
