import { type RouteDef, type RoutePath, routes } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createEmployee, createStore, entityFactories, TEST_PASSWORD } from '../../../../test/factories.ts';

/** Every back-office path of the online shop: the ones whose access is the store permission. */
const shopPaths = (Object.entries(routes) as [RoutePath, RouteDef][])
  .filter(([, def]) => typeof def.access === 'object' && def.access.permission === 'permStore')
  .map(([path]) => path);

let shopEmployee: string;
let counterEmployee: string;
let storeId: number;

const t = useTestApp();
beforeAll(async () => {
  const store = await createStore(t.db);
  storeId = store.store.id;
  const withShop = await createEmployee(t.db, storeId, store.location.id, { permStore: true });
  const without = await createEmployee(t.db, storeId, store.location.id, {
    permGivePoints: true,
    permRedeem: true,
    permCreateCustomer: true,
  });
  shopEmployee = await t.login(withShop.email, TEST_PASSWORD);
  counterEmployee = await t.login(without.email, TEST_PASSWORD);
});

/** The route's example with its ids made in the employees' store. */
async function bodyFor(def: RouteDef) {
  const body = structuredClone(def.example) as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) {
    const entity = key.replace(/Id$/, '') as keyof typeof entityFactories;
    if (typeof value === 'number' && key.endsWith('Id') && entityFactories[entity]) {
      body[key] = await entityFactories[entity]!(t.db, storeId);
    }
  }
  return body;
}

describe('who may use the online shop', () => {
  it('covers every path of the shop', () => {
    expect(shopPaths).toEqual(
      expect.arrayContaining([
        '/client/product-categories/get-all',
        '/client/products/get-all',
        '/client/products/import',
        '/client/shippingcosts/all',
        '/client/orders/get-all',
        '/client/orders/update',
        '/client/orders/add-note',
        '/client/orders/delete-note',
      ]),
    );
  });

  it.each(shopPaths)('%s: lets an employee with permStore in, refuses one without it (403)', async (path) => {
    const def = routes[path];
    const body = await bodyFor(def);
    const refused = await t.post(path, body, counterEmployee);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ s: 'not-ok', errorType: 'forbidden' });
    const allowed = await t.post(path, body, shopEmployee);
    expect([401, 403], JSON.stringify(allowed.body)).not.toContain(allowed.status);
    expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(500);
  });
});
