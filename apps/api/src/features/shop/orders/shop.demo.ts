import type { OrderState } from '@premia/contract';
import { shippingCentsFor } from '@premia/contract/order-totals';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import type { Session } from '../../../lib/context.ts';
import { systemText } from '../../../lib/system-text.ts';
import { listLocations } from '../../account/locations/index.ts';
import { postEntry } from '../../loyalty/ledger/index.ts';
import { insertCategory } from '../product-categories/index.ts';
import { insertProduct } from '../products/index.ts';
import { insertShippingCost } from '../shippingcosts/index.ts';
import { insertOrder, moveOrder, setOrderEntries } from './orders.repository.ts';

/** A small picture of a product, drawn as SVG in a data: URL (the demo needs no files). */
function picture(color: string, label: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200'><rect width='200' height='200' fill='${color}'/><circle cx='100' cy='88' r='48' fill='white' opacity='.3'/><text x='100' y='104' font-size='44' text-anchor='middle' fill='white' font-family='sans-serif'>${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CATEGORIES = [
  { name: 'Cafés', color: '#6b3e26' },
  { name: 'Pastelería', color: '#b45309' },
  { name: 'Desayunos', color: '#047857' },
  { name: 'Accesorios', color: '#1d4ed8' },
];

/** name, category (index), price in cents, stock (null: unlimited), fixed points (null: conversion). */
const PRODUCTS: [string, number, number, number | null, number | null][] = [
  ['Café de Chanchamayo 250 g', 0, 3200, 40, null],
  ['Café de Cajamarca 250 g', 0, 3500, 25, null],
  ['Café de Puno 500 g', 0, 6400, 12, null],
  ['Café molido para filtro 250 g', 0, 2900, null, null],
  ['Cápsulas Aurora x10', 0, 2400, 60, null],
  ['Torta de chocolate entera', 1, 8500, 6, 20],
  ['Cheesecake de maracuyá', 1, 7800, 4, 20],
  ['Alfajores de manjar x6', 1, 2200, 30, null],
  ['Pie de limón', 1, 6900, 5, null],
  ['Empanadas de carne x4', 1, 2600, null, null],
  ['Caja desayuno criollo', 2, 4500, 15, 10],
  ['Caja desayuno americano', 2, 4200, 15, 10],
  ['Granola de la casa 400 g', 2, 2800, 20, null],
  ['Mermelada de aguaymanto', 2, 1900, 18, null],
  ['Pan de masa madre', 2, 1500, 10, null],
  ['Taza Aurora', 3, 3900, 24, 15],
  ['Prensa francesa 600 ml', 3, 11900, 8, null],
  ['Filtro de tela reutilizable', 3, 2500, 30, null],
  ['Termo de acero 500 ml', 3, 8900, 10, null],
  ['Tarjeta de regalo S/ 50', 3, 5000, null, null],
];

const STATES: OrderState[] = [
  'new',
  'new',
  'confirmed',
  'prepared',
  'shipped',
  'ready',
  'delivered',
  'delivered',
  'cancelled',
];

/**
 * The demo store's online shop: four categories, 20 products with pictures, two delivery zones in Lima
 * and orders in every state (a delivered one gave its points, a cancelled one returned its stock).
 */
export async function seedShopDemo(tx: Tx, demo: { storeId: number; ownerId: number }): Promise<void> {
  const { storeId } = demo;
  const categoryIds: number[] = [];
  for (const c of CATEGORIES) {
    categoryIds.push(
      await insertCategory(tx, { storeId, name: c.name, image: picture(c.color, c.name[0]!), active: true }),
    );
  }
  const products: { id: number; name: string; priceCents: number }[] = [];
  for (const [name, category, priceCents, stock, fixedPoints] of PRODUCTS) {
    const words = name.split(' ');
    const id = await insertProduct(tx, storeId, {
      name,
      description: `${name}, preparado en Café Aurora.`,
      images: [picture(CATEGORIES[category]!.color, `${words[0]![0]}${words[1]?.[0] ?? ''}`)],
      categoryId: categoryIds[category]!,
      priceCents,
      oldPriceCents: priceCents >= 7000 ? priceCents + 1000 : null,
      stock,
      pointsMode: fixedPoints ? 'fixed' : 'conversion',
      fixedPoints,
    });
    products.push({ id, name, priceCents });
  }
  const miraflores = await insertShippingCost(tx, storeId, {
    name: 'Miraflores',
    costCents: 800,
    freeFromCents: 15_000,
    active: true,
  });
  await insertShippingCost(tx, storeId, {
    name: 'San Isidro',
    costCents: 1000,
    freeFromCents: 20_000,
    active: true,
  });

  const [location] = await listLocations(tx, storeId);
  const customers = (
    await tx.execute<{ id: number }>(
      sql`select id from customers where store_id = ${storeId} and deleted_at is null order by id limit ${STATES.length}`,
    )
  ).rows;
  const owner: Session & { storeId: number } = {
    kind: 'user',
    sessionId: 0,
    userId: demo.ownerId,
    userType: 'client',
    storeId,
    storeUserType: 'owner',
    locationId: location?.id ?? null,
    permissions: { permGivePoints: true, permRedeem: true, permCreateCustomer: true, permStore: true },
    store: null,
  };
  for (const [index, state] of STATES.entries()) {
    const customer = customers[index];
    if (!customer) break;
    const picked = [products[index % products.length]!, products[(index * 7 + 3) % products.length]!];
    const lines = picked.map((p, n) => ({
      productId: p.id,
      name: p.name,
      image: null,
      priceCents: p.priceCents,
      quantity: n + 1,
      totalCents: p.priceCents * (n + 1),
    }));
    const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
    const pickup = state === 'ready' || index % 3 === 0;
    const shippingCents = shippingCentsFor(pickup ? null : miraflores, subtotalCents);
    const order = await insertOrder(
      tx,
      {
        storeId,
        customerId: Number(customer.id),
        mode: pickup ? 'pickup' : 'delivery',
        locationId: pickup ? (location?.id ?? null) : null,
        shippingName: pickup ? null : miraflores.name,
        address: pickup ? null : 'Av. Benavides 1240, Miraflores',
        subtotalCents,
        shippingCents,
        totalCents: subtotalCents + shippingCents,
        itemsCount: lines.reduce((sum, l) => sum + l.quantity, 0),
        // The store converts S/ 10 into 1 point.
        points: Math.floor(subtotalCents / 1000),
      },
      lines,
    );
    if (state === 'new') continue;
    const path: OrderState[] =
      state === 'cancelled'
        ? ['cancelled']
        : ['confirmed', 'prepared', pickup ? 'ready' : 'shipped', 'delivered'];
    let from: OrderState = 'new';
    for (const step of path) {
      const reason = step === 'cancelled' ? 'El cliente ya no puede recibirlo.' : null;
      const moved = await moveOrder(tx, storeId, order.id, from, {
        state: step,
        userId: demo.ownerId,
        reason,
      });
      from = step;
      if (step === 'delivered' && moved && moved.points > 0) {
        const posted = await postEntry(tx, owner, {
          customerId: moved.customerId,
          kind: 'purchase',
          points: moved.points,
          amountCents: moved.subtotalCents,
          reason: systemText('ledger.onlineOrder', { orderId: moved.id }),
        });
        await setOrderEntries(tx, storeId, moved.id, { pointsEntryId: posted.id });
      }
      if (step === state) break;
    }
  }
}
