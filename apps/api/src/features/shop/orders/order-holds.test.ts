import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession } from '../../../../test/factories.ts';
import type { Deps } from '../../../lib/context.ts';
import { releaseUncollected } from './index.ts';

/**
 * Issue 31.9: orders are paid on delivery or pick-up, so nothing a customer holds is paid for. One
 * customer may not keep a product's whole stock: open orders are capped per customer, and pick-up
 * orders not collected in the store's time are released, their stock back once.
 */
let t: TestApp;
let owner: string;
let deps: Deps;
let storeId: number;
let locationId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.login('owner@premia.local');
  deps = (await t.contextFor(owner)).deps;
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
  locationId = (
    await t.pool.query('select id from locations where store_id = $1 order by id limit 1', [storeId])
  ).rows[0].id;
});
afterAll(() => t.close());

async function product(stock: number) {
  const res = await t.post(
    '/client/products/add',
    { name: `Producto ${randomUUID()}`, priceCents: 2500, stock },
    owner,
  );
  expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
  return res.body.product.id as number;
}

async function buyer(email?: string) {
  const c = await createCustomerSession(t.db, storeId);
  if (email) await t.pool.query('update customers set email = $1 where id = $2', [email, c.customerId]);
  return c;
}

const stockOf = async (productId: number): Promise<number> =>
  (await t.pool.query('select stock from products where id = $1', [productId])).rows[0].stock;

const pickUp = (productId: number, quantity: number) => ({
  items: [{ productId, quantity }],
  mode: 'pickup',
  locationId,
});

const place = (token: string, body: unknown) => t.post('/wallet/orders/place', body, token);
const move = (orderId: number, state: string, reason?: string) =>
  t.post('/client/orders/update', { orderId, state, ...(reason ? { reason } : {}) }, owner);

/** The order as if placed `hours` ago. */
const placedAgo = (orderId: number, hours: number) =>
  t.pool.query(`update orders set created_at = now() - make_interval(hours => $2) where id = $1`, [
    orderId,
    hours,
  ]);

const stateOf = async (orderId: number) =>
  (await t.pool.query('select state, cancel_reason from orders where id = $1', [orderId])).rows[0];

describe('open unpaid orders per customer', () => {
  it('refuses a customer a fourth open order by default, in Spanish, and takes no stock for it', async () => {
    const settings = await t.post('/client/get-store-info', {}, owner);
    expect(settings.body.store).toMatchObject({ maxOpenOrders: 3, pickupReleaseHours: 72 });
    const hoarded = await product(500);
    const c = await buyer();
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await place(c.token, pickUp(hoarded, 99));
      expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
      placed.push(res.body.order.id);
    }
    const fourth = await place(c.token, pickUp(hoarded, 99));
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ s: 'not-ok', code: 'orders.tooManyOpen' });
    expect(fourth.body.m).toBe(
      'Ya tiene 3 pedidos sin recibir en esta tienda, el máximo que permite. Podrá hacer otro cuando reciba o recoja alguno.',
    );
    expect(await stockOf(hoarded)).toBe(500 - 3 * 99);

    // A delivered or cancelled order is no longer open: another may be placed.
    expect((await move(placed[0]!, 'delivered')).body.s).toBe('ok');
    expect((await place(c.token, pickUp(hoarded, 1))).body.s).toBe('ok');
    expect((await place(c.token, pickUp(hoarded, 1))).body.code).toBe('orders.tooManyOpen');
    expect((await move(placed[1]!, 'cancelled', 'Sin stock en el local')).body.s).toBe('ok');
    expect((await place(c.token, pickUp(hoarded, 1))).body.s).toBe('ok');
  });

  it('holds against many orders of one customer sent at once, and follows the store setting', async () => {
    const saved = await t.post('/client/store/save', { maxOpenOrders: 2 }, owner);
    expect(saved.body.s).toBe('ok');
    try {
      const item = await product(1000);
      const c = await buyer();
      const answers = await Promise.all(Array.from({ length: 12 }, () => place(c.token, pickUp(item, 5))));
      expect(answers.filter((a) => a.body.s === 'ok')).toHaveLength(2);
      expect(answers.filter((a) => a.body.code === 'orders.tooManyOpen')).toHaveLength(10);
      expect(await stockOf(item)).toBe(1000 - 2 * 5);
      // Another customer is not held back by this one's orders.
      expect((await place((await buyer()).token, pickUp(item, 5))).body.s).toBe('ok');
    } finally {
      await t.post('/client/store/save', { maxOpenOrders: 3 }, owner);
    }
  });

  it('refuses settings out of range', async () => {
    for (const bad of [{ maxOpenOrders: 0 }, { maxOpenOrders: 51 }, { pickupReleaseHours: 0 }]) {
      const res = await t.post('/client/store/save', bad, owner);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('uncollected pick-up orders', () => {
  it('are cancelled after the store time, their stock back once, and the customer is told', async () => {
    const item = await product(50);
    const c = await buyer('recoger@example.com');
    const late = (await place(c.token, pickUp(item, 10))).body.order.id as number;
    const fresh = (await place(c.token, pickUp(item, 5))).body.order.id as number;
    expect((await move(late, 'ready')).body.s).toBe('ok');
    await placedAgo(late, 73);
    await placedAgo(fresh, 71);
    expect(await stockOf(item)).toBe(35);

    await releaseUncollected(deps);
    expect(await stateOf(late)).toEqual({
      state: 'cancelled',
      cancel_reason:
        'No se recogió en el plazo de 72 horas: el pedido se canceló y sus productos volvieron a la venta.',
    });
    expect((await stateOf(fresh)).state).toBe('new');
    // The reason is kept as its code and params too: each reader says it in their language.
    const wallet = await t.post('/wallet/orders/get-all', {}, c.token);
    const released = wallet.body.orders.find((o: { id: number }) => o.id === late);
    expect(released).toMatchObject({
      cancelReasonCode: 'orders.releasedReason',
      cancelReasonParams: { hours: 72 },
    });
    expect(released.events.at(-1)).toMatchObject({
      state: 'cancelled',
      reasonCode: 'orders.releasedReason',
      reasonParams: { hours: 72 },
    });
    expect(await stockOf(item)).toBe(45);
    const mails = await t.pool.query(
      `select subject from mail_outbox where to_address = 'recoger@example.com'`,
    );
    expect(mails.rows.some((m) => m.subject.includes('Cancelado'))).toBe(true);

    // Run again: nothing more comes back.
    await releaseUncollected(deps);
    expect(await stockOf(item)).toBe(45);

    // The store's own time: 24 hours.
    await t.post('/client/store/save', { pickupReleaseHours: 24 }, owner);
    try {
      await placedAgo(fresh, 25);
      await releaseUncollected(deps);
      expect((await stateOf(fresh)).state).toBe('cancelled');
      expect(await stockOf(item)).toBe(50);
    } finally {
      await t.post('/client/store/save', { pickupReleaseHours: 72 }, owner);
    }
  });

  it('racing a staff change, either the release or the change applies, and the stock comes back at most once', async () => {
    const item = await product(100);
    for (const staff of ['cancelled', 'delivered', 'cancelled', 'delivered', 'cancelled', 'delivered']) {
      const c = await buyer();
      const before = await stockOf(item);
      const order = (await place(c.token, pickUp(item, 3))).body.order.id as number;
      await placedAgo(order, 100);
      const [, changed] = await Promise.all([
        releaseUncollected(deps),
        move(order, staff, staff === 'cancelled' ? 'Cliente no vino' : undefined),
      ]);
      const final = await stateOf(order);
      const events = await t.pool.query(
        `select state from order_events where order_id = $1 and state in ('cancelled', 'delivered')`,
        [order],
      );
      expect(events.rows).toHaveLength(1);
      expect(final.state).toBe(events.rows[0].state);
      expect(await stockOf(item)).toBe(final.state === 'delivered' ? before - 3 : before);
      if (changed.body.s !== 'ok') expect(changed.status).toBe(409);
    }
  });

  it('leave delivery orders alone', async () => {
    const zone = await t.post(
      '/client/shippingcosts/add',
      { name: `Zona ${randomUUID()}`, costCents: 500, active: true },
      owner,
    );
    const item = await product(20);
    const c = await buyer();
    const res = await place(c.token, {
      items: [{ productId: item, quantity: 2 }],
      mode: 'delivery',
      shippingCostId: zone.body.shippingCost.id,
      address: 'Av. Larco 1150',
    });
    const order = res.body.order.id as number;
    await placedAgo(order, 1000);
    await releaseUncollected(deps);
    expect((await stateOf(order)).state).toBe('new');
    expect(await stockOf(item)).toBe(18);
  });
});
