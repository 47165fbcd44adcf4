import { App as AntdApp } from 'antd';
import { Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router';
import { useSession } from '../api/useSession';
import { useProfilePermissionsSync } from '../features/account/profile';
import { PageLoading } from '../ui/PageLoading';
import { ApiEvents } from './ApiEvents';
import { DashboardLayout } from './layout/DashboardLayout';
import { type Brand, brandOf, type MenuEntry, routeEntries, routeVerdict, type Viewer } from './menu';
import ForbiddenPage from './pages/ForbiddenPage';
import NotFoundPage from './pages/NotFoundPage';
import ServerErrorPage from './pages/ServerErrorPage';
import { ShellContext } from './ShellContext';

export { preloadLandingScreens, preloadStoreLanding } from './preloadLandingScreens';

import { useClientConfig } from './useClientConfig';

/** The route guard: the same table as the sidebar; a screen of another role says so, an absent one is a 404. */
function Guarded({
  entry,
  parents,
  viewer,
  brand,
}: {
  entry: MenuEntry;
  parents: readonly MenuEntry[];
  viewer: Viewer;
  brand: Brand;
}) {
  const Screen = entry.screen;
  const verdict = Screen ? routeVerdict(entry, parents, viewer, brand) : 'absent';
  if (verdict === 'absent' || !Screen) return <NotFoundPage />;
  if (verdict === 'forbidden') return <ForbiddenPage />;
  return <Screen />;
}

/**
 * /dashboard/*: loaded lazily after sign-in, with antd's App (the screens' messages, notifications and
 * confirmations) and the calls' shared notices around the shell and every screen of the menu table.
 */
export default function DashboardApp() {
  return (
    <AntdApp component={false}>
      <ApiEvents />
      <Dashboard />
    </AntdApp>
  );
}

function Dashboard() {
  const session = useSession();
  const config = useClientConfig();
  useProfilePermissionsSync();
  const shell = useMemo(
    () => (session && config.data ? { session, config: config.data } : null),
    [session, config.data],
  );

  if (config.isError) return <ServerErrorPage />;
  if (!shell) return <PageLoading />;
  return (
    <ShellContext.Provider value={shell}>
      <DashboardLayout>
        <Suspense fallback={<PageLoading waitingFor="code" />}>
          <Routes>
            {routeEntries().map(({ entry, parents }) => {
              const element = (
                <Guarded
                  key={entry.key}
                  entry={entry}
                  parents={parents}
                  viewer={shell.session}
                  brand={brandOf(shell.config)}
                />
              );
              return entry.path === '' ? (
                <Route key={entry.key} index element={element} />
              ) : (
                <Route key={entry.key} path={entry.path} element={element} />
              );
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </DashboardLayout>
    </ShellContext.Provider>
  );
}
