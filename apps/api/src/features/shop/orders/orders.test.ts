import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession } from '../../../../test/factories.ts';

let t: TestApp;
let owner: string;
let storeId: number;
let locationId: number;
let zoneId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.login('owner@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
  // 1 point per 1.00 of the purchase.
  await t.pool.query(
    'update stores set use_conversion = true, conversion_points = 1, conversion_money_cents = 100 where id = $1',
    [storeId],
  );
  locationId = (
    await t.pool.query('select id from locations where store_id = $1 order by id limit 1', [storeId])
  ).rows[0].id;
  const zone = await t.post(
    '/client/shippingcosts/add',
    { name: 'Miraflores Centro', costCents: 800, freeFromCents: 15_000, active: true },
    owner,
  );
  zoneId = zone.body.shippingCost.id;
});
afterAll(() => t.close());

async function product(fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/client/products/add',
    { name: `Producto ${randomUUID()}`, priceCents: 2500, ...fields },
    owner,
  );
  expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
  return res.body.product.id as number;
}

async function customer(email?: string) {
  const c = await createCustomerSession(t.db, storeId);
  if (email) await t.pool.query('update customers set email = $1 where id = $2', [email, c.customerId]);
  return c;
}

async function stockOf(productId: number): Promise<number | null> {
  return (await t.pool.query('select stock from products where id = $1', [productId])).rows[0].stock;
}

async function balanceOf(customerId: number): Promise<number> {
  return (await t.pool.query('select balance from customers where id = $1', [customerId])).rows[0].balance;
}

function deliver(productId: number, quantity = 1) {
  return {
    items: [{ productId, quantity }],
    mode: 'delivery',
    shippingCostId: zoneId,
    address: 'Av. Larco 1150, Miraflores',
  };
}

async function place(token: string, body: unknown) {
  const res = await t.post('/wallet/orders/place', body, token);
  expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
  return res.body.order as { id: number; points: number; totalCents: number };
}

const move = (orderId: number, state: string, reason?: string, token = owner) =>
  t.post('/client/orders/update', { orderId, state, ...(reason ? { reason } : {}) }, token);

describe('placing an order from the wallet', () => {
  it('orders two products for delivery at the prices of the moment, takes the stock and mails both sides', async () => {
    const coffee = await product({ name: 'Café 250 g', priceCents: 3200, stock: 10 });
    const mug = await product({ name: 'Taza', priceCents: 4500, stock: null });
    const buyer = await customer('ana@example.com');
    const res = await t.post(
      '/wallet/orders/place',
      {
        items: [
          { productId: coffee, quantity: 2 },
          { productId: mug, quantity: 1 },
        ],
        mode: 'delivery',
        shippingCostId: zoneId,
        address: 'Av. Larco 1150, Miraflores',
        expectedTotalCents: 2 * 3200 + 4500 + 800,
      },
      buyer.token,
    );
    expect(res.body).toMatchObject({ s: 'ok' });
    expect(res.body.m).toBe(`Recibimos su pedido #${res.body.order.id}.`);
    expect(res.body.order).toMatchObject({
      state: 'new',
      mode: 'delivery',
      shippingName: 'Miraflores Centro',
      subtotalCents: 10_900,
      shippingCents: 800,
      totalCents: 11_700,
      itemsCount: 3,
      points: 109,
      pointsGiven: false,
    });
    expect(res.body.order.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual(
      [
        ['Café 250 g', 2],
        ['Taza', 1],
      ],
    );
    expect(await stockOf(coffee)).toBe(8);
    expect(await stockOf(mug)).toBeNull();
    const mails = await t.pool.query(
      `select to_address, subject from mail_outbox where subject like $1 order by id`,
      [`%#${res.body.order.id}%`],
    );
    expect(mails.rows.map((r) => r.subject)).toEqual([
      `Pedido #${res.body.order.id} recibido`,
      `Pedido nuevo #${res.body.order.id}`,
    ]);
    expect(mails.rows[0].to_address).toBe('ana@example.com');
  });

  it('ships free from the zone minimum, and picking up at a location is always free', async () => {
    const wine = await product({ priceCents: 16_000 });
    const buyer = await customer();
    expect(await place(buyer.token, deliver(wine))).toMatchObject({ shippingCents: 0, totalCents: 16_000 });
    const cheap = await product({ priceCents: 1000 });
    const pickup = await place(buyer.token, {
      items: [{ productId: cheap, quantity: 1 }],
      mode: 'pickup',
      locationId,
    });
    expect(pickup).toMatchObject({ shippingCents: 0, totalCents: 1000, location: { id: locationId } });
  });

  it('refuses, in Spanish, a total that changed, a product no longer on sale, and a missing address or location', async () => {
    const buyer = await customer();
    const item = await product({ priceCents: 2000 });
    const changed = await t.post(
      '/wallet/orders/place',
      { ...deliver(item), expectedTotalCents: 2100 },
      buyer.token,
    );
    expect(changed.status).toBe(409);
    // The total travels as money (rendered in each reader's language), written the store's way.
    expect(changed.body.params).toEqual({ total: 'PEN 28.00 PE' });
    expect(changed.body.m.replace(/\u00a0/g, ' ')).toBe(
      'Los precios cambiaron mientras hacía su pedido: el total ahora es S/ 28.00. Revise su carrito y confírmelo de nuevo.',
    );
    const hidden = await product({ name: 'Edición pasada', visibleUntil: '2020-01-01' });
    const gone = await t.post('/wallet/orders/place', deliver(hidden), buyer.token);
    expect(gone.status).toBe(409);
    expect(gone.body.m).toBe('El producto «Edición pasada» ya no está a la venta.');
    const noAddress = await t.post(
      '/wallet/orders/place',
      { items: [{ productId: item, quantity: 1 }], mode: 'delivery', shippingCostId: zoneId },
      buyer.token,
    );
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.m).toBe('Elija la zona de envío y escriba la dirección de entrega.');
    const noLocation = await t.post(
      '/wallet/orders/place',
      { items: [{ productId: item, quantity: 1 }], mode: 'pickup' },
      buyer.token,
    );
    expect(noLocation.body.m).toBe('Elija el local donde recogerá el pedido.');
    const orders = await t.post('/wallet/orders/get-all', {}, buyer.token);
    expect(orders.body.total).toBe(0);
  });

  it("refuses another store's zone or location, a zone turned off, a deleted location and a deleted customer", async () => {
    const item = await product();
    const before = await stockOf(item);
    const buyer = await customer();
    const other = (await t.pool.query('select id from stores where id <> $1 order by id limit 1', [storeId]))
      .rows[0].id;
    const otherZone = (
      await t.pool.query(
        `insert into shipping_costs (store_id, name, cost_cents) values ($1, 'San Isidro Sur', 500) returning id`,
        [other],
      )
    ).rows[0].id;
    const otherLocation = (
      await t.pool.query(
        `insert into locations (store_id, name, address) values ($1, 'Otro local', 'Jr. Ica 120') returning id`,
        [other],
      )
    ).rows[0].id;
    const refusal = async (body: unknown, token = buyer.token) => {
      const res = await t.post('/wallet/orders/place', body, token);
      return [res.status, res.body.m];
    };
    expect(await refusal({ ...deliver(item), shippingCostId: otherZone })).toEqual([
      404,
      'No se encontró el costo de envío.',
    ]);
    const pickUp = (at: number) => ({
      items: [{ productId: item, quantity: 1 }],
      mode: 'pickup',
      locationId: at,
    });
    expect(await refusal(pickUp(otherLocation))).toEqual([404, 'No se encontró el local.']);
    const closed = await t.post(
      '/client/shippingcosts/add',
      { name: 'Chorrillos', costCents: 900, freeFromCents: null, active: false },
      owner,
    );
    expect(await refusal({ ...deliver(item), shippingCostId: closed.body.shippingCost.id })).toEqual([
      409,
      'Ya no se hacen envíos a esa zona. Elija otra.',
    ]);
    const shut = (
      await t.pool.query(
        `insert into locations (store_id, name, address, deleted_at) values ($1, 'Cerrado', 'Av. Pardo 10', now()) returning id`,
        [storeId],
      )
    ).rows[0].id;
    expect(await refusal(pickUp(shut))).toEqual([404, 'No se encontró el local.']);
    const leaving = await customer();
    await t.pool.query('update customers set deleted_at = now() where id = $1', [leaving.customerId]);
    expect((await refusal(deliver(item), leaving.token))[0]).toBe(401);
    expect(await stockOf(item)).toBe(before);
    expect(
      (
        await t.pool.query('select count(*)::int as n from orders where store_id = $1 and customer_id = $2', [
          storeId,
          buyer.customerId,
        ])
      ).rows[0].n,
    ).toBe(0);
  });

  it('sells the last 10 units to exactly 10 of 50 concurrent orders: stock 0, never below', async () => {
    const item = await product({ name: 'Panetón', stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => customer()));
    const results = await Promise.all(
      buyers.map((b) => t.post('/wallet/orders/place', deliver(item), b.token)),
    );
    expect(results.filter((r) => r.body.s === 'ok')).toHaveLength(10);
    for (const r of results.filter((x) => x.body.s !== 'ok')) {
      expect(r.status).toBe(409);
      expect(r.body.m).toBe('No quedan unidades suficientes de «Panetón» (quedan 0).');
    }
    expect(await stockOf(item)).toBe(0);
    const sold = await t.pool.query(
      'select coalesce(sum(quantity), 0)::int as n from order_lines where product_id = $1',
      [item],
    );
    expect(sold.rows[0].n).toBe(10);
  });

  it('takes several products at once: orders naming them in opposite orders all go through', async () => {
    const [a, b, c] = [await product({ stock: 40 }), await product({ stock: 40 }), await product()];
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer()));
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        t.post(
          '/wallet/orders/place',
          {
            items:
              i % 2
                ? [
                    { productId: c, quantity: 1 },
                    { productId: b, quantity: 1 },
                    { productId: a, quantity: 1 },
                  ]
                : [
                    { productId: a, quantity: 1 },
                    { productId: b, quantity: 1 },
                    { productId: a, quantity: 1 },
                  ],
            mode: 'pickup',
            locationId,
          },
          buyer.token,
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    // Ten orders of a×2 + b, ten of a + b + c (unlimited).
    expect(await stockOf(a)).toBe(40 - 30);
    expect(await stockOf(b)).toBe(40 - 20);
    expect(await stockOf(c)).toBeNull();
  });

  it("answers the placed order as the customer's list then shows it", async () => {
    const [a, b] = [await product({ name: 'Café 250 g', stock: 3 }), await product({ name: 'Taza' })];
    const buyer = await customer();
    const placed = await t.post(
      '/wallet/orders/place',
      {
        items: [
          { productId: b, quantity: 1 },
          { productId: a, quantity: 2 },
        ],
        mode: 'pickup',
        locationId,
        note: 'Paso a las 6',
      },
      buyer.token,
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.body.s, JSON.stringify(placed.body)).toBe('ok');
    const listed = await t.post('/wallet/orders/get-all', {}, buyer.token);
    expect(placed.body.order).toEqual(listed.body.orders[0]);
    expect(placed.body.order).toMatchObject({
      state: 'new',
      location: { id: locationId },
      customerNote: 'Paso a las 6',
      lines: [
        { name: 'Café 250 g', quantity: 2 },
        { name: 'Taza', quantity: 1 },
      ],
      events: [{ state: 'new', reason: null }],
    });
  });

  it('makes a double tap with one Idempotency-Key one order', async () => {
    const item = await product({ stock: 5 });
    const buyer = await customer();
    const key = randomUUID();
    const taps = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.post('/wallet/orders/place', deliver(item), buyer.token, { 'idempotency-key': key }),
      ),
    );
    expect(taps.every((r) => r.body.s === 'ok')).toBe(true);
    expect(new Set(taps.map((r) => r.body.order.id)).size).toBe(1);
    expect(await stockOf(item)).toBe(4);
    expect((await t.post('/wallet/orders/get-all', {}, buyer.token)).body.total).toBe(1);
  });

  it('answers a double tap for the last unit with the first order, now and later, never "sold out"', async () => {
    const item = await product({ stock: 1, name: 'Último turrón' });
    const buyer = await customer();
    const key = randomUUID();
    const tap = () => t.post('/wallet/orders/place', deliver(item), buyer.token, { 'idempotency-key': key });
    const taps = await Promise.all([tap(), tap(), tap()]);
    const later = await tap();
    for (const res of [...taps, later]) expect(res.body, JSON.stringify(res.body)).toEqual(taps[0]!.body);
    expect(taps[0]!.body.m).toBe(`Recibimos su pedido #${taps[0]!.body.order.id}.`);
    expect(await stockOf(item)).toBe(0);
    const mine = await t.post('/wallet/orders/get-all', {}, buyer.token);
    expect(mine.body.total).toBe(1);
    expect(mine.body.orders[0]).toEqual(taps[0]!.body.order);
    // Another customer's call with the same key never gets this customer's order.
    const other = await customer();
    const theirs = await t.post('/wallet/orders/place', deliver(item), other.token, {
      'idempotency-key': key,
    });
    expect(theirs.status).toBe(409);
    expect(theirs.body.m).toBe('Esa clave de idempotencia ya se usó con otra petición.');
  });

  it('refuses the same Idempotency-Key with another order, and writes nothing for it', async () => {
    const item = await product({ stock: 5 });
    const buyer = await customer();
    const key = randomUUID();
    const first = await t.post('/wallet/orders/place', deliver(item), buyer.token, {
      'idempotency-key': key,
    });
    expect(first.body.s).toBe('ok');
    const reused = await t.post('/wallet/orders/place', deliver(item, 2), buyer.token, {
      'idempotency-key': key,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.m).toBe('Esa clave de idempotencia ya se usó con otra petición.');
    expect(await stockOf(item)).toBe(4);
    expect((await t.post('/wallet/orders/get-all', {}, buyer.token)).body.total).toBe(1);
  });
});

describe('the orders back office', () => {
  it('confirms, notes and delivers: the points once, through a purchase entry, and the customer sees it', async () => {
    const item = await product({ priceCents: 4000 });
    const buyer = await customer('luis@example.com');
    const order = await place(buyer.token, deliver(item));
    expect((await move(order.id, 'confirmed')).body).toMatchObject({
      s: 'ok',
      order: { state: 'confirmed' },
    });
    const noted = await t.post(
      '/client/orders/add-note',
      { orderId: order.id, text: 'Tocar el timbre' },
      owner,
    );
    expect(noted.body.order.notes).toMatchObject([{ text: 'Tocar el timbre', by: expect.any(String) }]);
    const delivered = await move(order.id, 'delivered');
    expect(delivered.body.m).toBe(`El pedido #${order.id} ahora está: Entregado.`);
    // The state travels as its key: each app names it in its reader's language.
    expect(delivered.body).toMatchObject({
      code: 'orders.stateChanged',
      params: { orderId: order.id, state: 'delivered' },
    });
    expect(delivered.body.order.events.map((e: { state: string }) => e.state)).toEqual([
      'new',
      'confirmed',
      'delivered',
    ]);
    expect(delivered.body.order.events[1].by).toMatch(/\S/);
    expect(await balanceOf(buyer.customerId)).toBe(40);
    const again = await move(order.id, 'delivered');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      m: 'El pedido ya está en estado «Entregado».',
      code: 'orders.alreadyInState',
      params: { state: 'delivered' },
    });
    expect(await balanceOf(buyer.customerId)).toBe(40);
    const entries = await t.pool.query(
      `select kind, points, amount_cents, ticket_number, reason, reason_code, reason_params
       from ledger_entries where customer_id = $1`,
      [buyer.customerId],
    );
    expect(entries.rows).toEqual([
      {
        kind: 'purchase',
        points: 40,
        amount_cents: 4000,
        ticket_number: null,
        reason: `Pedido #${order.id} · Compra en la tienda online`,
        reason_code: 'ledger.onlineOrder',
        reason_params: { orderId: order.id },
      },
    ]);
    const mine = await t.post('/wallet/orders/get-all', {}, buyer.token);
    expect(mine.body.orders[0]).toMatchObject({
      id: order.id,
      state: 'delivered',
      points: 40,
      pointsGiven: true,
    });
    expect(mine.body.orders[0]).not.toHaveProperty('notes');
    expect((await t.post('/wallet/me', {}, buyer.token)).body.card.balance).toBe(40);
    // Every change of state mailed the customer (the note did not: it is internal).
    const mails = await t.pool.query(
      `select subject from mail_outbox where to_address = 'luis@example.com' and subject like $1 order by id`,
      [`Pedido #${order.id}: %`],
    );
    expect(mails.rows.map((r) => r.subject)).toEqual([
      `Pedido #${order.id}: Confirmado`,
      `Pedido #${order.id}: Entregado`,
    ]);
  });

  it('gives the points once when two people mark the order delivered at the same time', async () => {
    const item = await product({ priceCents: 3000 });
    const buyer = await customer();
    const order = await place(buyer.token, deliver(item));
    const both = await Promise.all([move(order.id, 'delivered'), move(order.id, 'delivered')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(buyer.customerId)).toBe(30);
    const rows = await t.pool.query('select count(*)::int as n from ledger_entries where customer_id = $1', [
      buyer.customerId,
    ]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('cancelling after delivery takes the points back and returns the stock', async () => {
    const item = await product({ priceCents: 2000, stock: 3 });
    const buyer = await customer();
    const order = await place(buyer.token, deliver(item, 2));
    await move(order.id, 'delivered');
    expect(await balanceOf(buyer.customerId)).toBe(40);
    expect(await stockOf(item)).toBe(1);
    const noReason = await move(order.id, 'cancelled');
    expect(noReason.status).toBe(400);
    expect(noReason.body.m).toBe('Indique el motivo de la cancelación.');
    const cancelled = await move(order.id, 'cancelled', 'Producto devuelto');
    expect(cancelled.body.order).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Producto devuelto',
      pointsGiven: false,
    });
    expect(await balanceOf(buyer.customerId)).toBe(0);
    expect(await stockOf(item)).toBe(3);
  });

  it('refuses to cancel a delivered order whose points were spent: the balance never goes below zero', async () => {
    const item = await product({ priceCents: 5000 });
    const buyer = await customer();
    const order = await place(buyer.token, deliver(item));
    await move(order.id, 'delivered');
    expect(await balanceOf(buyer.customerId)).toBe(50);
    await t.post(
      '/client/customer/discount-points',
      { customerId: buyer.customerId, points: 45, reason: 'Canje en caja' },
      owner,
    );
    const refused = await move(order.id, 'cancelled', 'Cliente arrepentido');
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe('El cliente ya usó los puntos de este pedido: no se puede cancelar.');
    expect(await balanceOf(buyer.customerId)).toBe(5);
    const still = await t.post('/client/orders/get', { orderId: order.id }, owner);
    expect(still.body.order).toMatchObject({ state: 'delivered', pointsGiven: true });
  });

  it('moves forward only, ships only deliveries, and cancels a new order with its stock back', async () => {
    const item = await product({ stock: 2 });
    const buyer = await customer();
    const pickup = await place(buyer.token, {
      items: [{ productId: item, quantity: 1 }],
      mode: 'pickup',
      locationId,
    });
    const shipped = await move(pickup.id, 'shipped');
    expect(shipped.status).toBe(409);
    expect(shipped.body).toMatchObject({
      m: 'Un pedido en estado «Nuevo» no puede pasar a «Enviado».',
      code: 'orders.cannotMove',
      params: { from: 'new', to: 'shipped' },
    });
    expect((await move(pickup.id, 'ready')).body.order.state).toBe('ready');
    expect((await move(pickup.id, 'confirmed')).body.m).toBe(
      'Un pedido en estado «Listo para recoger» no puede pasar a «Confirmado».',
    );
    expect(await stockOf(item)).toBe(1);
    await move(pickup.id, 'cancelled', 'No vino a recogerlo');
    expect(await stockOf(item)).toBe(2);
    expect((await move(pickup.id, 'delivered')).status).toBe(409);
  });

  it('lists orders newest first with filters, counts the new ones, and deletes a note', async () => {
    const item = await product();
    const buyer = await customer();
    const first = await place(buyer.token, deliver(item));
    const second = await place(buyer.token, {
      items: [{ productId: item, quantity: 1 }],
      mode: 'pickup',
      locationId,
    });
    await move(first.id, 'confirmed');
    const mine = await t.post('/client/orders/get-all', { customerId: buyer.customerId }, owner);
    expect(mine.body.orders.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(mine.body).toMatchObject({ total: 2, more: false });
    const fresh = await t.post(
      '/client/orders/get-all',
      { customerId: buyer.customerId, state: 'new' },
      owner,
    );
    expect(fresh.body.orders.map((o: { id: number }) => o.id)).toEqual([second.id]);
    const atLocation = await t.post(
      '/client/orders/get-all',
      { customerId: buyer.customerId, locationId },
      owner,
    );
    expect(atLocation.body.orders.map((o: { id: number }) => o.id)).toEqual([second.id]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    const byDay = await t.post(
      '/client/orders/get-all',
      { customerId: buyer.customerId, from: today, to: today },
      owner,
    );
    expect(byDay.body.total).toBe(2);
    const before = await t.post(
      '/client/orders/get-all',
      { customerId: buyer.customerId, to: '2020-01-01' },
      owner,
    );
    expect(before.body.total).toBe(0);
    const byNumber = await t.post('/client/orders/get-all', { number: first.id }, owner);
    expect(byNumber.body.orders.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const newCount = Number(
      (await t.pool.query(`select count(*) from orders where store_id = $1 and state = 'new'`, [storeId]))
        .rows[0].count,
    );
    expect((await t.post('/client/orders/count-new', {}, owner)).body.count).toBe(newCount);
    const noted = await t.post('/client/orders/add-note', { orderId: first.id, text: 'Llamar antes' }, owner);
    const noteId = noted.body.order.notes[0].id;
    const deleted = await t.post('/client/orders/delete-note', { orderNoteId: noteId }, owner);
    expect(deleted.body).toMatchObject({ m: 'Se eliminó la nota.', order: { id: first.id, notes: [] } });
  });

  it('combines a state and a location, and pages no further than the orders it counts', async () => {
    const item = await product();
    const buyer = await customer();
    const pickup = { items: [{ productId: item, quantity: 1 }], mode: 'pickup', locationId };
    const [kept, moved] = [await place(buyer.token, pickup), await place(buyer.token, pickup)];
    await place(buyer.token, deliver(item));
    await move(moved.id, 'confirmed');
    const both = await t.post('/client/orders/get-all', { state: 'new', locationId }, owner);
    const expected = await t.pool.query(
      `select id from orders where store_id = $1 and state = 'new' and location_id = $2
       order by created_at desc, id desc`,
      [storeId, locationId],
    );
    expect(both.body.orders.map((o: { id: number }) => o.id)).toEqual(
      expected.rows.slice(0, 20).map((r) => r.id),
    );
    expect(both.body.orders.map((o: { id: number }) => o.id)).toContain(kept.id);
    expect(both.body.orders.map((o: { id: number }) => o.id)).not.toContain(moved.id);
    expect(both.body.total).toBe(expected.rowCount);

    const last = await t.post('/client/orders/get-all', { page: 500, pageSize: 20 }, owner);
    expect(last.body).toMatchObject({ s: 'ok', orders: [] });
    const past = await t.post('/client/orders/get-all', { page: 501, pageSize: 20 }, owner);
    expect(past.status).toBe(400);
    expect(past.body.m).toBe(
      'Solo se pueden ver los 10.000 pedidos más recientes de la búsqueda. Acote las fechas para ver los anteriores.',
    );
  });
});
