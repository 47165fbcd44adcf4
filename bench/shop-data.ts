import type pg from 'pg';
import type { BenchStore } from './generate.ts';
import { secondaryIndexes } from './generate.ts';

/**
 * The bench store's shop, written by PostgreSQL itself: 20 categories, `products` products (three in
 * four with a stock count), two shipping zones, and `orders` orders over 365 days in the order they
 * came (ids grow with the time, as in the product), one line each; states, customers and pick-up
 * locations spread evenly. The orders' and lines' secondary indexes are built after the load, then the tables are
 * vacuumed (visibility map and statistics, as autovacuum keeps them).
 */
export async function generateShop(
  client: pg.Client,
  store: BenchStore,
  opts: { products: number; orders: number; log: (m: string) => void },
): Promise<void> {
  const { storeId, locations } = store;
  let t0 = performance.now();
  await client.query(
    `insert into product_categories (store_id, name, position) select $1, 'Categoría ' || g, g from generate_series(1, 20) g`,
    [storeId],
  );
  await client.query(
    `insert into products (store_id, category_id, name, price_cents, stock, images)
     select $1, (select min(id) from product_categories where store_id = $1) + (g % 20), 'Producto ' || g,
            500 + (g * 37) % 20000, case when g % 4 = 0 then null else 1000000 end, '{}'
     from generate_series(1, $2) g`,
    [storeId, opts.products],
  );
  await client.query(
    `insert into shipping_costs (store_id, name, cost_cents, free_from_cents) values ($1, 'Miraflores', 800, 15000), ($1, 'San Isidro', 1000, 20000)`,
    [storeId],
  );
  opts.log(`products: ${opts.products} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();
  const indexes = [
    ...(await secondaryIndexes(client, 'orders')),
    ...(await secondaryIndexes(client, 'order_lines')),
  ];
  for (const i of indexes) await client.query(`drop index ${i.name}`);
  await client.query(`set session_replication_role = replica`);
  await client.query(
    `insert into orders (store_id, customer_id, state, mode, location_id, shipping_name, address,
                         subtotal_cents, shipping_cents, total_cents, items_count, points, created_at, updated_at)
     select $1, $2 + (hashint4(g) & 2147483647) % $3,
            (array['new','confirmed','prepared','shipped','ready','delivered','delivered','delivered','cancelled'])[1 + g % 9],
            case when g % 2 = 0 then 'pickup' else 'delivery' end,
            case when g % 2 = 0 then ($4::int[])[1 + (g / 2) % array_length($4::int[], 1)] end,
            case when g % 2 = 1 then 'Miraflores' end, case when g % 2 = 1 then 'Av. Larco 1150' end,
            4000, 0, 4000, 2, 4, t, t
     from generate_series(1, $5) g, lateral (select now() - ($5 - g) * (interval '365 days' / $5) as t) x`,
    [storeId, store.customerIds.lo, store.customerIds.hi - store.customerIds.lo + 1, locations, opts.orders],
  );
  await client.query(
    `insert into order_lines (store_id, order_id, product_id, name, price_cents, quantity, total_cents)
     select store_id, id, null, 'Producto', 2000, 2, 4000 from orders where store_id = $1`,
    [storeId],
  );
  await client.query(`set session_replication_role = origin`);
  for (const i of indexes) await client.query(i.def);
  await client.query('vacuum analyze orders');
  await client.query('vacuum analyze order_lines');
  await client.query('analyze');
  opts.log(`orders: ${opts.orders} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * The bench's order from the wallet, the `turn`th: two random products (one unit, two units), every
 * other one for pick-up at the first location, the others delivered to the zone.
 */
export function benchOrder(turn: number, pick: () => number, locationId: number, zoneId: number) {
  return {
    items: [
      { productId: pick(), quantity: 1 },
      { productId: pick(), quantity: 2 },
    ],
    ...(turn % 2
      ? { mode: 'pickup', locationId }
      : { mode: 'delivery', shippingCostId: zoneId, address: 'Av. Larco 1150, Miraflores' }),
  };
}
