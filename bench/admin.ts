/**
 * npm run bench:admin — the platform admin's screens with 10,000 stores (issue #17): the stores list
 * (any page, with a search) and the admin home figures, each at a steady rate over HTTP against the
 * real API. Prints p50/p95/p99; the numbers go to docs/PERFORMANCE.md by hand.
 */
import os from 'node:os';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { hashPassword } from '../apps/api/src/features/account/auth/password.ts';
import { profiled } from './cpu-profile.ts';
import { postgresCpuMs, postmasterOf } from './cpu-time.ts';
import { benchDatabase } from './setup.ts';
import { type Step, steadyLoad } from './steady-load.ts';

const STORES = Number(process.env.BENCH_STORES ?? 10_000);
const CUSTOMERS_PER_STORE = Number(process.env.BENCH_CUSTOMERS_PER_STORE ?? 20);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_STEADY_RATE ?? 50);
const log = (m: string) => console.log(`[bench:admin] ${m}`);

/** CPU milliseconds of this process and of PostgreSQL (when its postmaster is known) while `work` runs. */
async function cpuWhile(postmaster: number | null, work: () => Promise<unknown>) {
  const [pg0, node0, t0] = [postmaster ? postgresCpuMs(postmaster) : 0, process.cpuUsage(), Date.now()];
  await work();
  const node = process.cpuUsage(node0);
  const pg = postmaster ? postgresCpuMs(postmaster) - pg0 : Number.NaN;
  return { node: (node.user + node.system) / 1000, pg, ms: Date.now() - t0 };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const bench = await benchDatabase('premia_bench_admin');
  const { client } = bench;
  const t0 = Date.now();
  // Stores: names from a few words and a number, a RUC, one of the reference countries and store
  // types, one in ten inactive, created over two years; each with a location and its owner.
  await client.query(
    `insert into stores (name, store_type_id, country_id, currency_code, time_zone, slug, ruc, active,
       redeem_free, redeem_bought, redeem_used, created_at)
     select w.word || ' ' || c.word || ' ' || i, 1 + i % 8, 1, 'PEN', 'America/Lima', 'bench-' || i,
       (20600000000 + i)::text, i % 10 <> 0, 50, (i % 5) * 100, i % 120, now() - (i % 730) * interval '1 day'
     from generate_series(1, $1::int) i
     cross join lateral (select (array['Café','Panadería','Bodega','Farmacia','Librería','Florería','Óptica','Heladería'])[1 + i % 8] as word) w
     cross join lateral (select (array['Aurora','Sol','Luna','Andes','Pacífico','Inca','Central','Norte','Sur','Jazmín'])[1 + (i / 8) % 10] as word) c`,
    [STORES],
  );
  await client.query(`insert into locations (store_id, name) select id, 'Local principal' from stores`);
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, user_type, store_id, store_user_type, location_id)
     select 'owner' || s.id || '@bench.pe', 'x', 'Dueño', 'Bench ' || s.id, 'client', s.id, 'owner', l.id
     from stores s join locations l on l.store_id = s.id`,
  );
  await client.query(
    `insert into customers (store_id, first_name, last_name, email, mobile, search_text, sort_name, last_first, created_at)
     select s.id, 'Cliente', 'Bench ' || j, 'c' || s.id || '-' || j || '@bench.pe', null,
       'cliente bench ' || j, 'cliente bench ' || j, 'bench ' || j || ' cliente', now() - (j % 365) * interval '1 day'
     from stores s cross join generate_series(1, $1::int) j`,
    [CUSTOMERS_PER_STORE],
  );
  // Every store's daily roll-up for a year (the admin home sums them into the platform's months).
  await client.query(
    `insert into daily_stats (store_id, day, location_id, shard, points_given, points_redeemed, purchases_cents,
       purchases, redemptions, new_customers)
     select s.id, (now() - d * interval '1 day')::date, 0, 0, 40 + (s.id + d) % 60, (s.id + d) % 20, 10000, 4,
       (s.id + d) % 3, (s.id + d) % 2
     from stores s cross join generate_series(0, $1::int - 1) d`,
    [DAYS],
  );
  await client.query(
    `insert into payments (store_id, plan_id, redemptions, amount_cents, currency_code, status, provider, created_at, confirmed_at)
     select id, null, 100, 1500, 'USD', case when id % 7 = 0 then 'pending' else 'confirmed' end, 'manual',
       now() - (id % 365) * interval '1 day', case when id % 7 = 0 then null else now() - (id % 365) * interval '1 day' end
     from stores`,
  );
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, user_type) values ('admin@bench.pe', $1, 'Admin', 'Bench', 'admin')`,
    [await hashPassword('Bench-password-2026')],
  );
  await client.query('vacuum analyze');
  log(
    `${STORES} stores, ${STORES * CUSTOMERS_PER_STORE} customers, ${STORES * DAYS} roll-up days in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  // Imported only when asked: it reads the repositories' own functions, which another version may lack.
  if (process.env.BENCH_EXPLAIN)
    await (await import('./admin-explain.ts')).explainAdmin(bench.url, STORES, log);

  const quiet = pino({ level: 'warn' });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp(config, { database: bench.database, logger: quiet });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/login/client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.pe', password: 'Bench-password-2026' }),
  });
  const token = ((await login.json()) as { user: { token: string } }).user.token;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

  // Narrow searches (a few stores: a name and number, an owner's email) and broad ones (most stores
  // match: counted up to 1,000 past the page, STORES_COUNT_LIMIT).
  const narrow = ['sol 12', 'owner77', 'luna 99', 'jazmín 7', 'zz-nada'];
  const broad = ['a', 'owner', 'café', '2060000', 'andes'];
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const searchStep = (searches: string[]): Step => ({
    path: '/admin/store/get-all',
    idempotent: false,
    body: () => ({
      page: 1 + Math.floor(Math.random() * 5),
      pageSize: 20,
      search: pick(searches),
      status: pick(['all', 'active', 'inactive']),
    }),
  });
  const only = process.env.BENCH_ADMIN_ONLY;
  const scenarios: [string, Step[]][] = [
    ['stores list, a narrow search', [searchStep(narrow)]],
    ['stores list, a broad search', [searchStep(broad)]],
    [
      'stores list, any page (no search)',
      [
        {
          path: '/admin/store/get-all',
          idempotent: false,
          body: () => ({ page: 1 + Math.floor(Math.random() * (STORES / 20)), pageSize: 20 }),
        },
      ],
    ],
    ['admin home figures', [{ path: '/admin/home/figures', idempotent: false, body: () => ({}) }]],
  ];
  // CPU per request, which a shared machine's load changes far less than latencies: PostgreSQL's (the
  // embedded server's processes) and this process's (the API and the load generator, in one process).
  const postmaster = postmasterOf(bench.dataDir);
  // What the process and PostgreSQL spend with no request at all (the job queue's polling, timers): the
  // scenarios' CPU per request includes its share, this divided by the rate.
  const idle = await cpuWhile(postmaster, () => new Promise((r) => setTimeout(r, SECONDS * 1000)));
  log(
    `idle: PostgreSQL ${((idle.pg * 1000) / idle.ms).toFixed(1)} ms of CPU per second, this process ${((idle.node * 1000) / idle.ms).toFixed(1)} ms per second`,
  );
  // BENCH_ADMIN_SERIAL=n: each scenario's requests also sent n times one after another through
  // app.inject (no HTTP client in the process), its CPU per request net of the idle share.
  const serial = Number(process.env.BENCH_ADMIN_SERIAL ?? 0);
  for (const [name, steps] of serial ? scenarios : []) {
    if (only && !name.includes(only)) continue;
    const send = (step: Step) =>
      app.inject({ method: 'POST', url: step.path, headers, payload: step.body({}) });
    for (let i = 0; i < 20; i++) await send(steps[i % steps.length]!);
    const used = await cpuWhile(postmaster, async () => {
      for (let i = 0; i < serial; i++) {
        const res = await send(steps[i % steps.length]!);
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      }
    });
    const per = (cpu: number, idleCpu: number) => ((cpu - (idleCpu * used.ms) / idle.ms) / serial).toFixed(2);
    log(
      `${name}, ${serial} one after another: ${(used.ms / serial).toFixed(1)} ms each; CPU/req net of idle: API ${per(used.node, idle.node)} ms, PostgreSQL ${per(used.pg, idle.pg)} ms`,
    );
  }
  for (const [name, steps] of scenarios) {
    if (only && !name.includes(only)) continue;
    await steadyLoad({ base, headers, steps, rate: RATE, seconds: 2 });
    const pgBefore = postmaster ? postgresCpuMs(postmaster) : 0;
    const nodeBefore = process.cpuUsage();
    const result = await profiled(name, () =>
      steadyLoad({ base, headers, steps, rate: RATE, seconds: SECONDS }),
    );
    const node = process.cpuUsage(nodeBefore);
    const pg = postmaster
      ? `${((postgresCpuMs(postmaster) - pgBefore) / result.requests).toFixed(2)} ms`
      : '?';
    const sorted = [...result.times].sort((a, b) => a - b);
    log(
      `${name}: ${result.requests} requests at ${result.rate.toFixed(0)} req/s, non-2xx ${result.non2xx}; p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms; CPU/req PostgreSQL ${pg}, API + load generator ${((node.user + node.system) / 1000 / result.requests).toFixed(2)} ms`,
    );
  }
  log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} (1, 5, 15 min) on ${os.cpus().length} cores`,
  );
  await app.close();
  await bench.close();
}

await main();
