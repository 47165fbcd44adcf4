import { Card } from 'antd';
import { createElement, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entryUrl, type MenuEntry, sidebarFor } from '../../app/menu';
import { PageLoading } from '../../app/pages/PageLoading';
import { useShell } from '../../app/ShellContext';
import { usePageTitle } from '../../app/usePageTitle';
import { useProfile } from '../profile/api';
import './HomePage.css';

// The store's dashboard (with recharts) loads only for store users, after the greeting.
const StoreDashboard = lazy(() => import('../dashboard/StoreDashboard'));

/** The role's shortcuts: the sidebar's screens (not the home itself), groups flattened. */
function shortcuts(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => e.children ?? [e]).filter((e) => e.path !== '');
}

/** /dashboard: greets the user; store users then see their dashboard, admins the role's shortcuts. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('app.pageTitle'));
  const { session, config } = useShell();
  const profile = useProfile();
  const name = profile.data?.user.first_name ?? session.firstName;
  const role =
    session.userType === 'admin'
      ? t('profile.roleAdmin')
      : session.storeUserType === 'owner'
        ? t('profile.roleOwner')
        : t('profile.roleEmployee');
  const links = shortcuts(sidebarFor(session, config.brand));

  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="home__greeting">{t('home.greeting', { name })}</h1>
        <p className="home__store">
          {session.userType === 'admin'
            ? t('home.adminWelcome')
            : t('home.storeWelcome', { store: session.storeName ?? '' })}
        </p>
        <p className="home__meta">
          <span>{t('home.role', { role })}</span>
          {session.locationName ? (
            <span>{t('home.location', { location: session.locationName })}</span>
          ) : null}
        </p>
      </section>
      {session.userType !== 'admin' ? (
        <Suspense fallback={<PageLoading />}>
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
