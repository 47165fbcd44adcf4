/**
 * The plans of the orders list for bench/shop.ts (BENCH_EXPLAIN=1; =plans prints them): each filter
 * and their combinations, a first and a deep page, run through the repository on a connection of its
 * own with auto_explain (ANALYZE, BUFFERS) sending every statement's plan back as a notice. Less noisy
 * than the wall time of an HTTP call on a shared machine.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema.ts';
import { listOrders, type OrderFilter } from '../apps/api/src/features/shop/orders/orders.repository.ts';
import { autoExplainClient } from './auto-explain.ts';
import type { BenchStore } from './generate.ts';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export async function explainShop(url: string, store: BenchStore, log: (line: string) => void) {
  const { client, plans } = await autoExplainClient(url);
  try {
    const db = drizzle(client, { schema });
    const customerId = store.customerIds.lo + 7;
    const locationId = store.locations[1]!;
    const filters: [string, OrderFilter][] = [
      ['no filter', {}],
      ['state new', { state: 'new' }],
      ['state delivered', { state: 'delivered' }],
      ['last 7 days', { from: day(7), to: day(0) }],
      ['a day 200 days ago', { from: day(200), to: day(200) }],
      ['location', { locationId }],
      ['customer', { customerId }],
      ['state + location', { state: 'cancelled', locationId }],
      ['state + 30 days', { state: 'confirmed', from: day(130), to: day(100) }],
      ['location + 90 days', { locationId, from: day(300), to: day(210) }],
      ['state + location + 7 days', { state: 'new', locationId, from: day(60), to: day(53) }],
      ['customer + state', { customerId, state: 'delivered' }],
      ['customer + 90 days', { customerId, from: day(90), to: day(0) }],
    ];
    for (const [label, filter] of filters) {
      for (const page of [1, 5, 500]) {
        const read = () => listOrders(db, store.storeId, filter, { offset: (page - 1) * 20, limit: 20 });
        await read(); // warm
        plans.length = 0;
        await read();
        const times = plans.map((p) => /^duration: ([\d.]+) ms/.exec(p)?.[1] ?? '?');
        log(`${label}, page ${page}: ${times.join(' + ')} ms`);
        if (process.env.BENCH_EXPLAIN === 'plans') for (const plan of plans) log(plan);
      }
    }
  } finally {
    await client.end();
  }
}
