/**
 * node --import tsx bench/place-order-serial.ts — the CPU one order costs, end to end: BENCH_SERIAL_ORDERS
 * orders (default 300) placed one after another from the wallet (two products, delivery or pick-up, a new
 * Idempotency-Key each) through the real API in this process (buildApp, app.inject: no HTTP client to
 * count), then every job they enqueued run (their mails, kept in the outbox without SMTP_URL). Prints
 * this process's and PostgreSQL's CPU per order while placing and while their jobs run, each net of what
 * both spend idle (the job queue's polling): unlike latencies, CPU per order stays comparable on a shared
 * machine (run the code to compare in turns, minutes apart). Also the statements sent per order on the
 * API's pool. BENCH_CPU_PROF=<folder> profiles the placing
 * (bench/profile-summary.ts reads the profile).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { startCustomerSession } from '../apps/api/src/features/loyalty/wallet/index.ts';
import { profiled } from './cpu-profile.ts';
import { postgresCpuMs, postmasterOf } from './cpu-time.ts';
import { generateStore } from './generate.ts';
import { benchDatabase } from './setup.ts';
import { benchOrder, generateShop } from './shop-data.ts';

const ORDERS = Number(process.env.BENCH_SERIAL_ORDERS ?? 300);
const log = (m: string) => console.log(`[bench:place-order] ${m}`);

const bench = await benchDatabase('premia_bench_place_order');
const store = await generateStore(bench.client, { customers: 2_000, ledgerRows: 2_000, log: () => {} });
await generateShop(bench.client, store, { products: 1_000, orders: 1_000, log: () => {} });
const { storeId, locations } = store;
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: bench.dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
});
const app = await buildApp(config, { database: bench.database, logger: pino({ level: 'warn' }) });
const tokens = await Promise.all(
  Array.from({ length: 10 }, (_, i) =>
    startCustomerSession(bench.database.db, storeId, store.customerIds.lo + i),
  ),
);
const q = (text: string, values: unknown[] = []) => bench.client.query(text, values);
const productIds = (await q('select id from products where store_id = $1 order by id', [storeId])).rows.map(
  (r) => r.id as number,
);
const zone = (await q('select id from shipping_costs where store_id = $1 limit 1', [storeId])).rows[0].id;
const pick = () => productIds[Math.floor(Math.random() * productIds.length)]!;
const place = (i: number) =>
  app.inject({
    method: 'POST',
    url: '/wallet/orders/place',
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'idempotency-key': randomUUID() },
    payload: benchOrder(i, pick, locations[0]!, zone),
  });
/** Until every job enqueued so far has run. */
async function jobsSettled() {
  for (;;) {
    const { rows } = await q(`select count(*)::int as n from pgboss.job where state < 'completed'`);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
for (let i = 0; i < 30; i++) await place(i); // warm-up
await jobsSettled();
const postmaster = postmasterOf(bench.dataDir);
const pgNow = () => (postmaster ? postgresCpuMs(postmaster) : Number.NaN);
/** CPU milliseconds of this process and of PostgreSQL while `work` runs, and its wall time. */
async function measured(work: () => Promise<unknown>) {
  const [pg0, node0, t0] = [pgNow(), process.cpuUsage(), Date.now()];
  await work();
  const node = process.cpuUsage(node0);
  return { api: (node.user + node.system) / 1000, pg: pgNow() - pg0, ms: Date.now() - t0 };
}
// Statements sent on the API's pool (its reads, its transactions, the jobs they enqueue), not the job
// queue's own polling.
let statements = 0;
const counted = new WeakSet<pg.PoolClient>();
bench.database.pool.on('acquire', (client) => {
  if (counted.has(client)) return;
  counted.add(client);
  const query = client.query;
  client.query = function (this: pg.PoolClient, ...args: Parameters<typeof query>) {
    statements++;
    return query.apply(this, args);
  } as typeof query;
});
// What the process spends doing nothing (the job queue's polling): taken off the jobs' share below.
const idle = await measured(() => new Promise((r) => setTimeout(r, 5000)));
statements = 0;
const placing = await measured(() =>
  profiled('place-order', async () => {
    for (let i = 0; i < ORDERS; i++) {
      const res = await place(i);
      if (res.statusCode !== 200) throw new Error(`order ${i}: ${res.statusCode} ${res.body}`);
    }
  }),
);
const statementsPerOrder = (statements / ORDERS).toFixed(1);
const jobs = await measured(jobsSettled);
const net = (cpu: number, of: number, ms: number) => ((cpu - (of * ms) / idle.ms) / ORDERS).toFixed(2);
const mails = (await q(`select status, count(*)::int as n from mail_outbox group by 1`)).rows;
log(
  `${ORDERS} orders one after another, ${(placing.ms / ORDERS).toFixed(1)} ms each, ${statementsPerOrder} statements each. CPU per order placing: API ${net(placing.api, idle.api, placing.ms)} ms, PostgreSQL ${net(placing.pg, idle.pg, placing.ms)} ms; then their mail jobs (${(jobs.ms / 1000).toFixed(1)} s): API ${net(jobs.api, idle.api, jobs.ms)} ms, PostgreSQL ${net(jobs.pg, idle.pg, jobs.ms)} ms (idle CPU taken off: ${((idle.api * 1000) / idle.ms).toFixed(0)} + ${((idle.pg * 1000) / idle.ms).toFixed(0)} ms/s); outbox ${JSON.stringify(mails)}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
await app.close();
await bench.close();
