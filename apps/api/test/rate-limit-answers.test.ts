import { audiences, type RouteDef, type RoutePath, routes } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../src/features/auth/index.ts';
import { couponClaimLimits } from '../src/features/coupons/claim-limits.ts';
import { walletLimits } from '../src/features/wallet/sign-in-limits.ts';
import { useTestApp } from './build-test-app.ts';
import { createCustomerSession, createSignedInStore } from './factories.ts';

/**
 * Every 429 tells the caller when to come back (issue 31.13): Retry-After, and the limit it met as the
 * RateLimit fields. Each rate-limited path of the contract is filled up to its limit, then called once.
 */
const t = useTestApp();
const IP = '198.51.100.77';

type Case = {
  limit: { key: string; max: number; windowSeconds: number };
  call: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>;
};

const send = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: IP,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

async function fill(limit: Case['limit']) {
  await t.db.execute(sql`
    insert into rate_limit_buckets (key, window_start, hits) values (${limit.key}, now(), ${limit.max})
    on conflict (key) do update set window_start = now(), hits = ${limit.max}`);
}

function expectBackOff(res: Awaited<ReturnType<Case['call']>>, limit: Case['limit']) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(429);
  expect(res.json()).toMatchObject({ s: 'not-ok', errorType: 'rate-limited' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
  expect(res.headers['ratelimit-limit']).toBe(String(limit.max));
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(res.headers['ratelimit-reset']).toBe(String(retryAfter));
}

describe('every 429 says when to try again', () => {
  it('covers every path the contract says is rate-limited, and every POS route', async () => {
    const shop = await createSignedInStore(t);
    const { token: customer } = await createCustomerSession(t.db, shop.store.id);
    const address = { countryCode: 'pe', slug: shop.store.slug };
    const pos = (await send('/client/api/token/generate', {}, shop.token)).json() as { token: string };

    const cases: Partial<Record<RoutePath, Case>> = {
      '/login/client': {
        limit: limits.loginFailuresPerIp(IP),
        call: () => send('/login/client', { email: 'a@example.com', password: 'Premia2026!' }),
      },
      '/login/client/recovery-password': {
        limit: limits.recoveryPerIp(IP),
        call: () => send('/login/client/recovery-password', { email: 'a@example.com' }),
      },
      '/login/client/register': {
        limit: limits.registerPerIp(IP),
        call: () =>
          send('/login/client/register', {
            storeName: 'Sol',
            storeTypeId: 3,
            countryId: 1,
            firstName: 'Lucía',
            lastName: 'Quispe',
            email: 'nueva@example.com',
            password: 'Pan-de-yema-2026',
          }),
      },
      '/client/customer/add': {
        limit: limits.customersPerStore(shop.store.id),
        call: () =>
          send('/client/customer/add', routes['/client/customer/add'].example as object, shop.token),
      },
      '/login/customer/send-code': {
        limit: walletLimits.codesPerIp(IP),
        call: () => send('/login/customer/send-code', { ...address, email: 'c@example.com' }),
      },
      '/login/customer/verify-code': {
        limit: walletLimits.checksPerIp(IP),
        call: () =>
          send('/login/customer/verify-code', { ...address, email: 'c@example.com', code: '123456' }),
      },
      '/login/customer/sign-up': {
        limit: walletLimits.signUpsPerIp(IP),
        call: () =>
          send('/login/customer/sign-up', {
            ...address,
            signUpTicket: 'x'.repeat(43),
            firstName: 'Lucía',
            lastName: 'Quispe',
            mobile: '987 654 321',
            acceptTerms: true,
            marketingConsent: false,
          }),
      },
      '/wallet/coupons/claim': {
        limit: couponClaimLimits.wrongPerIp(IP),
        call: () => send('/wallet/coupons/claim', { code: 'NOEXISTE1234' }, customer),
      },
    };
    const declared = (Object.entries(routes) as [RoutePath, RouteDef][])
      .filter(([, def]) => (def.failures as readonly string[] | undefined)?.includes('rate-limited'))
      .map(([path]) => path);
    expect(declared.filter((path) => !cases[path])).toEqual([]);

    for (const [path, c] of Object.entries(cases) as [RoutePath, Case][]) {
      await fill(c.limit);
      const res = await c.call();
      expect.soft(res.statusCode, path).toBe(429);
      expectBackOff(res, c.limit);
    }

    // A POS token's requests per minute: every POS route answers the same once they are spent.
    const session = await t.db.execute<{ id: number }>(
      sql`select id from api_tokens order by id desc limit 1`,
    );
    const posLimit = { key: `pos:${session.rows[0]!.id}`, max: 600, windowSeconds: 60 };
    await fill(posLimit);
    for (const [path, def] of Object.entries(audiences.pos) as [RoutePath, RouteDef][]) {
      expectBackOff(await send(path, def.example as object, pos.token), posLimit);
    }
  });
});
