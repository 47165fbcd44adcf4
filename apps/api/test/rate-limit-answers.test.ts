import { audiences, type RouteDef, type RoutePath, routes } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../src/features/account/auth/index.ts';
import { employeeChangesPerStore } from '../src/features/account/employees/employees.service.ts';
import { couponClaimLimits } from '../src/features/content/coupons/claim-limits.ts';
import { directPerStore } from '../src/features/content/notifications/notifications.service.ts';
import { mobileChangesPerCustomer } from '../src/features/loyalty/wallet/profile-limits.ts';
import { walletLimits } from '../src/features/loyalty/wallet/sign-in-limits.ts';
import { useTestApp } from './build-test-app.ts';
import { createCustomerSession, createSignedInStore } from './factories.ts';
import { pngHeader } from './images.ts';
import { registrationForm } from './registration.ts';

/**
 * Every 429 tells the caller when to come back (issue 31.13): Retry-After, and the limit it met as the
 * RateLimit fields. Each rate-limited path of the contract is filled up to its limit, then called once.
 */
// The brand with store notifications (their send-one is rate-limited); it has no admin area, which has none.
const t = useTestApp({ env: { BRAND_ADMIN_ENABLED: 'false' } });
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

    const location = (
      await t.db.execute<{ id: number }>(
        sql`select id from locations where store_id = ${shop.store.id} limit 1`,
      )
    ).rows[0]!;
    const employee = {
      ...(routes['/client/employee/add'].example as object),
      email: 'limite@example.com',
      location: { id: location.id },
    };
    const hired = (
      (await send('/client/employee/add', { ...employee, email: 'contratada@example.com' }, shop.token).then(
        (r) => r.json(),
      )) as { employee: { id: number } }
    ).employee;
    const eva = (
      (await send(
        '/client/customer/add',
        { firstName: 'Eva', email: 'eva-limite@example.com', marketingConsent: true },
        shop.token,
      ).then((r) => r.json())) as { customer: { id: number } }
    ).customer;
    const draft = (
      (await send(
        '/client/notification/add',
        { title: 'Borrador', description: 'Para luego.', date: '2030-01-15', time: '10:00', sendPush: false },
        shop.token,
      ).then((r) => r.json())) as { notification: { id: number } }
    ).notification;
    const walletCustomer = await createCustomerSession(t.db, shop.store.id);
    // The store's files of the last 24 hours, as many as it may upload a day (the default, 100).
    await t.db.execute(sql`
      insert into uploads (path, store_id, bytes)
      select '/uploads/store-' || ${shop.store.id} || '/reward/lleno-' || g || '.png', ${shop.store.id}, 10
      from generate_series(1, 100) g`);

    const cases: Partial<Record<RoutePath, Case>> = {
      '/client/employee/add': {
        limit: employeeChangesPerStore(shop.store.id),
        call: () => send('/client/employee/add', employee, shop.token),
      },
      '/client/employee/update': {
        limit: employeeChangesPerStore(shop.store.id),
        call: () =>
          send(
            '/client/employee/update',
            {
              ...(routes['/client/employee/update'].example as object),
              id: hired.id,
              email: 'contratada@example.com',
              location: { id: location.id },
            },
            shop.token,
          ),
      },
      '/client/notification/send-one': {
        limit: directPerStore(shop.store.id),
        call: () =>
          send('/client/notification/send-one', { notificationId: draft.id, customerId: eva.id }, shop.token),
      },
      '/client/customer/notification/send': {
        limit: directPerStore(shop.store.id),
        call: () =>
          send(
            '/client/customer/notification/send',
            { customerId: eva.id, title: 'Su pedido', description: 'Está listo.', sendPush: false },
            shop.token,
          ),
      },
      '/wallet/profile/update': {
        limit: mobileChangesPerCustomer(walletCustomer.customerId),
        call: () =>
          send(
            '/wallet/profile/update',
            { ...(routes['/wallet/profile/update'].example as object), mobile: '999 888 777' },
            walletCustomer.token,
          ),
      },
      '/general/upload-file/:modelType': {
        // Filled by the rows above: a window of 24 hours, 100 files.
        limit: { key: 'uploads', max: 100, windowSeconds: 86_400 },
        call: () => {
          const boundary = '----premia-limit';
          const payload = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            pngHeader(10, 10),
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          return t.app.inject({
            method: 'POST',
            url: '/general/upload-file/reward',
            remoteAddress: IP,
            headers: {
              authorization: `Bearer ${shop.token}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            payload,
          });
        },
      },
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
        call: () => send('/login/client/register', registrationForm('nueva@example.com')),
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
      if (c.limit.key !== 'uploads') await fill(c.limit);
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

describe('a till hears where it stands on every answer, not only on its 429', () => {
  it('sends RateLimit-Limit, -Remaining and -Reset with each POS answer, its failures included', async () => {
    const shop = await createSignedInStore(t);
    const pos = (await send('/client/api/token/generate', {}, shop.token)).json() as { token: string };
    let remaining = 600;
    for (const [path, def] of Object.entries(audiences.pos) as [RoutePath, RouteDef][]) {
      const res = await send(path, def.example as object, pos.token);
      remaining -= 1;
      expect(res.headers['ratelimit-limit'], path).toBe('600');
      expect(res.headers['ratelimit-remaining'], `${path} (${res.statusCode})`).toBe(String(remaining));
      const reset = Number(res.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
    // A failure after the count says it too (an unknown customer: 404).
    const missing = await send(
      '/client/transaction/customer',
      { customer: { clientCode: 'A9zz' } },
      pos.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['ratelimit-remaining']).toBe(String(remaining - 1));
    // A signed-in user's calls count against no till: no such headers.
    const owner = await send(
      '/client/transaction/customer',
      { customer: { clientCode: 'A9zz' } },
      shop.token,
    );
    expect(owner.headers['ratelimit-limit']).toBeUndefined();
  });
});
