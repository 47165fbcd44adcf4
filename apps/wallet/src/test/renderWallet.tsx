import type { PublicStore, WalletCard, WalletPath, WalletProfile } from '@premia/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { queryDefaults } from '../api/queries';
import { WalletRoutes } from '../app/router';
import { initI18n, setLanguage } from '../i18n';

// A loaded shared machine can take seconds to render a lazy page: wait as the web tests do.
configure({ asyncUtilTimeout: 10_000 });

export const testStore: PublicStore = {
  name: 'Café Aurora',
  logo: null,
  description: 'Café de especialidad.',
  phone: null,
  phoneCode: null,
  email: null,
  countryCode: 'pe',
  slug: 'cafe-aurora',
  currencyCode: 'PEN',
  currencySymbol: 'S/',
  timeZone: 'America/Lima',
  useConversion: true,
  conversionPoints: 1,
  conversionMoney: 10,
  welcomePoints: 20,
  requestReward: false,
  rewardRequestInfo: null,
  qrReward: true,
  ordersLink: null,
  shopOpen: false,
  referralsOn: true,
  locations: [
    { id: 1, name: 'Aurora Miraflores', address: 'Av. Larco 101', city: 'Lima', openingHours: null },
  ],
  rewards: [{ id: 1, name: 'Café americano', description: null, pointsCost: 50, image: null }],
  levels: [],
};

/** The card of testStore's signed-in customer, as /wallet/me answers it. */
export const testCard: WalletCard = {
  storeName: 'Café Aurora',
  customerName: 'Valeria Torres',
  clientCode: 'A3f',
  balance: 20,
  level: null,
  nextLevel: null,
  nextExpiry: null,
  stampCard: null,
};

/** That customer's profile, as /wallet/profile answers it. */
export const testProfile: WalletProfile = {
  firstName: 'Valeria',
  lastName: 'Torres',
  email: 'v@example.com',
  mobile: '987654321',
  birthday: null,
  marketingConsent: false,
  language: 'es',
};

export type Answer = { status?: number; body: Record<string, unknown> } | 'offline';

/**
 * A fetch standing in for the API: each path answers what `answers` says (a function of the body, or
 * 'offline' for a network failure); calls are recorded with their body, bearer token and Idempotency-Key.
 */
export function fakeApi(answers: Partial<Record<WalletPath, Answer | ((body: never) => Answer)>>) {
  const calls: { path: string; body: unknown; token: string | null; idempotencyKey: string | null }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}'));
    const headers = init.headers as Record<string, string>;
    const auth = headers.Authorization ?? null;
    calls.push({
      path: url,
      body,
      token: auth ? auth.replace(/^Bearer /, '') : null,
      idempotencyKey: headers['Idempotency-Key'] ?? null,
    });
    const answer = answers[url as WalletPath];
    const given = typeof answer === 'function' ? answer(body as never) : answer;
    if (!given || given === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(given.body), { status: given.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** The wallet at a URL, with a fresh query cache. */
export function renderWallet(url: string) {
  window.history.pushState({}, '', url);
  const client = new QueryClient({
    defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <WalletRoutes />
    </QueryClientProvider>,
  );
}

/**
 * The dictionaries loaded once; after each test the page, the language, the phone's storage and the
 * fetch stand-in as they were. Call it at the top of a test file.
 */
export function freshWalletPerTest() {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(async () => {
    cleanup();
    await setLanguage('es');
    localStorage.clear();
    vi.unstubAllGlobals();
  });
}
