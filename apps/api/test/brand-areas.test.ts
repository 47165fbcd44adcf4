import {
  type BrandFlags,
  brandAreaOfPath,
  brandAreas,
  brandHas,
  type RouteDef,
  type RoutePath,
  routes,
} from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app.ts';
import { createCustomerSession, createEmployee, createStore, TEST_PASSWORD } from './factories.ts';

/**
 * The brand flags enforced by the API, from the contract's brandAreas and the route tables: each flag
 * at each value (the others at their default), and every route of every table: a route of an area the
 * brand lacks answers 404 as an unknown address does, whoever calls; every other route is served. A new
 * route joins by being in a table.
 */
const DEFAULT: BrandFlags = { adminEnabled: true, multiStore: false, banners: false };
const table = Object.entries(routes) as [RoutePath, RouteDef][];
const env = (b: BrandFlags) => ({
  BRAND_ADMIN_ENABLED: String(b.adminEnabled),
  BRAND_MULTI_STORE: String(b.multiStore),
  BRAND_BANNERS: String(b.banners),
});
const brands = (Object.keys(DEFAULT) as (keyof BrandFlags)[]).flatMap((flag) =>
  [true, false].map((value) => ({ name: `${flag}=${value}`, brand: { ...DEFAULT, [flag]: value } })),
);

/** The path with its `:params` filled in from the example. */
const urlOf = (path: string, example: unknown) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((example as Record<string, unknown>)?.[name] ?? '1')),
  );

it('names, for each area a brand may lack, routes of the tables', () => {
  for (const area of Object.keys(brandAreas) as (keyof typeof brandAreas)[]) {
    expect(
      table.filter(([path]) => brandAreaOfPath(path) === area).length,
      `${area}: no route of the tables`,
    ).toBeGreaterThan(0);
  }
});

describe.each(brands)('brand $name', ({ brand }) => {
  const t = useTestApp({ env: env(brand) });
  const tokens: Record<string, string | undefined> = { anonymous: undefined };

  beforeAll(async () => {
    tokens.admin = await t.login('admin@premia.local');
    tokens.owner = await t.login('owner@premia.local');
    const shop = await createStore(t.db);
    const employee = await createEmployee(t.db, shop.store.id, shop.location.id, { permGivePoints: true });
    tokens.employee = await t.login(employee.email, TEST_PASSWORD);
    const shopOwner = await t.login(shop.owner.email, TEST_PASSWORD);
    tokens.pos = (await t.post('/client/api/token/generate', {}, shopOwner)).body.token;
    tokens.customer = (await createCustomerSession(t.db, shop.store.id)).token;
  });

  const absent = table.filter(([path]) => {
    const area = brandAreaOfPath(path);
    return area !== undefined && !brandHas(area, brand);
  });
  const present = table.filter(([path]) => !absent.some(([p]) => p === path));

  if (absent.length > 0)
    it(`answers 404, whoever calls, on the ${absent.length} routes of the areas it lacks`, async () => {
      for (const [path, def] of absent) {
        for (const [who, token] of Object.entries(tokens)) {
          const res = await t.post(urlOf(path, def.example), def.example, token);
          expect(res.status, `${path} as ${who}`).toBe(404);
          expect(res.body, `${path} as ${who}`).toMatchObject({
            s: 'not-ok',
            errorType: 'not-found',
            code: 'common.routeNotFound',
          });
        }
      }
    });

  it('serves every other route: it answers, and not as an unknown address', async () => {
    for (const [path, def] of present) {
      // Without a token: a served route says 401 (or, open to anybody, answers), changing nothing.
      const res = await t.post(urlOf(path, def.example), def.example);
      expect(res.body.code, `${path}: ${JSON.stringify(res.body)}`).not.toBe('common.routeNotFound');
      if (def.access !== 'anonymous') expect(res.status, path).toBe(401);
    }
  });
});
