import type { ClientConfig, LoginData } from '@premia/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { ShellContext } from '../app/ShellContext';
import { initI18n } from '../i18n';

const testConfig: ClientConfig = {
  brand: { adminEnabled: true, multiStore: false, banners: false },
  languages: [],
  defaultLanguage: 'es',
  mapsKey: null,
  mapTiles: { url: null, attribution: null },
  supportPhone: null,
  supportMessage: null,
  publicUrl: 'http://localhost',
  mailOutbox: false,
};

export const ownerSession = {
  email: 'owner@premia.local',
  firstName: 'Ana',
  LastName: 'Torres',
  storeId: 1,
  storeName: 'Café Aurora',
  storeUserType: 'owner',
  token: 'tok-owner',
  userType: 'client',
  showAffiliateCommerce: false,
  affiliateCommerce: null,
  locationName: null,
  locationId: null,
  permCreateCustomer: true,
  permGivePoints: true,
  permRedeem: true,
  permStore: true,
  defaultLanguage: 'es',
} satisfies LoginData;

/** The platform's administrator: no store. */
export const adminSession: LoginData = {
  ...ownerSession,
  email: 'admin@premia.local',
  firstName: 'Adriana',
  storeId: null,
  storeName: null,
  storeUserType: null,
  userType: 'admin',
  token: 'tok-admin',
};

/**
 * Renders a screen as the dashboard does: a fresh query cache, antd's App, the signed-in shell, a router.
 * `route` renders it as the router would at an address (a screen that reads the URL's parameters).
 */
export function renderWithApp(
  screen: ReactNode,
  session: LoginData = ownerSession,
  route: { path: string; at: string } = { path: '*', at: '/dashboard' },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AntdApp>
        <ShellContext.Provider value={{ session, config: testConfig }}>
          {/* The dashboard's screens link to each other. */}
          <MemoryRouter initialEntries={[route.at]}>
            <Routes>
              <Route path={route.path} element={screen} />
            </Routes>
          </MemoryRouter>
        </ShellContext.Provider>
      </AntdApp>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** What antd asks of the browser and jsdom does not have: media queries and size observers. */
export function browserStandIns() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * A screen test file's setup, called inside its describe: the whole dictionary once, the browser
 * stand-ins before each test, and after each the rendered screen and the stubbed globals gone.
 */
export function freshScreenPerTest() {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(browserStandIns);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
