import { orderStates } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';

let owner: string;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
});

describe("the demo store's online shop", () => {
  it('has categories, 20 products with pictures, two delivery zones in Lima and orders in every state', async () => {
    const categories = (await t.post('/client/product-categories/get-all', {}, owner)).body.categories;
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Cafés',
      'Pastelería',
      'Desayunos',
      'Accesorios',
    ]);
    const products = (await t.post('/client/products/get-all', { pageSize: 100 }, owner)).body;
    expect(products.total).toBe(20);
    for (const p of products.products as { images: string[]; category: unknown; priceCents: number }[]) {
      expect(p.images.length).toBeGreaterThan(0);
      expect(p.category).not.toBeNull();
      expect(p.priceCents).toBeGreaterThan(0);
    }
    const zones = (await t.post('/client/shippingcosts/all', {}, owner)).body.shippingCosts;
    expect(zones.map((z: { name: string; active: boolean }) => [z.name, z.active])).toEqual([
      ['Miraflores', true],
      ['San Isidro', true],
    ]);
    const store = await t.pool.query(`select time_zone from stores where slug = 'cafe-aurora'`);
    expect(store.rows[0].time_zone).toBe('America/Lima');

    for (const state of orderStates) {
      const { orders } = (await t.post('/client/orders/get-all', { state }, owner)).body;
      expect(orders.length, state).toBeGreaterThan(0);
      if (state === 'delivered')
        expect(orders.every((o: { pointsGiven: boolean }) => o.pointsGiven)).toBe(true);
    }
    const [cancelled] = (await t.post('/client/orders/get-all', { state: 'cancelled' }, owner)).body.orders;
    const detail = (await t.post('/client/orders/get', { orderId: cancelled.id }, owner)).body.order;
    expect(detail.cancelReason).toBe('El cliente ya no puede recibirlo.');
    expect(detail.events.map((e: { state: string }) => e.state)).toEqual(['new', 'cancelled']);
  });
});
