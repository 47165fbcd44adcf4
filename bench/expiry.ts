/**
 * npm run bench:expiry — the points expiry run (issue 34 §1: a store with 1,000,000 customers and
 * 10,000,000 ledger entries expires in under 2 minutes while add-points keeps its p99 under 25 ms).
 * One store of BENCH_EXPIRY_CUSTOMERS customers and BENCH_EXPIRY_ROWS ledger rows over a year
 * (bench/generate.ts), its rule 'earned' after BENCH_EXPIRY_MONTHS months (6: about half of a year's
 * earnings are due). The real API in a process of its own takes add-points at a steady BENCH_EXPIRY_RATE
 * requests a second (random customers, a new Idempotency-Key each, as the counter sends them), first
 * alone, then while the store's expiry runs as the daily job runs it (expireStorePoints, chunks of 1,000
 * customers a transaction). Afterwards every customer's balance is checked against their ledger.
 * BENCH_EXPIRY_EXPLAIN=1 first prints the plans of one chunk's statements and their triggers (rolled back).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import * as schema from '../apps/api/src/db/schema.ts';
import {
  expiryMomentOf,
  lockCustomersWithPoints,
  writeExpiries,
} from '../apps/api/src/features/loyalty/ledger/expiry.repository.ts';
import { expireStorePoints } from '../apps/api/src/features/loyalty/ledger/index.ts';
import { signIn, startApiProcess } from './api-process.ts';
import { autoExplainClient } from './auto-explain.ts';
import { generateStore } from './generate.ts';
import { percentiles } from './percentiles.ts';
import { BENCH_OWNER, benchDatabase } from './setup.ts';
import { type SteadyResult, steadyLoad } from './steady-load.ts';

const CUSTOMERS = Number(process.env.BENCH_EXPIRY_CUSTOMERS ?? 1_000_000);
const ROWS = Number(process.env.BENCH_EXPIRY_ROWS ?? 10_000_000);
const MONTHS = Number(process.env.BENCH_EXPIRY_MONTHS ?? 6);
const RATE = Number(process.env.BENCH_EXPIRY_RATE ?? 50);
/** Seconds of add-points alone, before the run. */
const ALONE_SECONDS = 20;
/** add-points is measured in windows of this many seconds while the expiry runs. */
const WINDOW_SECONDS = 5;
const log = (m: string) => console.log(`[bench:expiry] ${m}`);

const summary = (label: string, runs: SteadyResult[]) => {
  const times = runs.flatMap((r) => r.times);
  const p = percentiles(times);
  const errors = runs.reduce((n, r) => n + r.non2xx + r.failed, 0);
  return `${label}: ${times.length} add-points at ${RATE}/s, p50 ${p.p50} ms, p95 ${p.p95} ms, p99 ${p.p99} ms, ${errors} not answered 2xx`;
};

async function main() {
  const bench = await benchDatabase('premia_bench_expiry');
  let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  try {
    const store = await generateStore(bench.client, { customers: CUSTOMERS, ledgerRows: ROWS, log });
    const { storeId } = store;
    await bench.client.query(
      `update stores set points_expiry_rule = 'earned', points_expiry_months = $2 where id = $1`,
      [storeId, MONTHS],
    );
    await bench.addOwner(storeId);
    await bench.client.query('vacuum analyze');
    if (process.env.BENCH_EXPIRY_EXPLAIN === '1') {
      // One chunk's statements and their triggers' (auto_explain, ANALYZE and BUFFERS), rolled back.
      const { client, plans } = await autoExplainClient(bench.url, [
        'auto_explain.log_nested_statements = on',
      ]);
      const db = drizzle(client, { schema });
      const moment = (await expiryMomentOf(db, storeId, new Date()))!;
      await client.query('begin');
      const ids = await lockCustomersWithPoints(db, storeId, 0, 1000);
      plans.length = 0;
      await writeExpiries(db, storeId, ids, moment);
      await client.query('rollback');
      for (const plan of plans) log(plan);
      await client.end();
    }
    // The API's own job workers off: the run measured is this one, not an hourly one racing it.
    process.env.BENCH_JOB_WORKERS = 'false';
    api = await startApiProcess({ databaseUrl: bench.url, dataDir: bench.dataDir });
    const token = await signIn(api.base, BENCH_OWNER.email, BENCH_OWNER.password);
    const { lo, hi } = store.customerIds;
    const load = (seconds: number) =>
      steadyLoad({
        base: api!.base,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        steps: [
          {
            path: '/client/customer/add-points',
            body: () => ({ customerId: lo + Math.floor(Math.random() * (hi - lo + 1)), amount: 35.9 }),
            idempotent: true,
          },
        ],
        rate: RATE,
        seconds,
      });

    await load(3);
    log(summary('alone', [await load(ALONE_SECONDS)]));

    const started = performance.now();
    let finished: number | undefined;
    const expiry = expireStorePoints(bench.database.db, storeId, new Date()).then((run) => {
      finished = performance.now();
      return run;
    });
    const during: SteadyResult[] = [];
    while (finished === undefined) during.push(await load(WINDOW_SECONDS));
    const run = await expiry;
    const seconds = ((finished - started) / 1000).toFixed(1);
    log(
      `expiry of ${CUSTOMERS} customers, ${ROWS} rows, rule 'earned' after ${MONTHS} months: ${run.customers} customers, ${run.points} points expired in ${seconds} s (target < 120 s)`,
    );
    log(summary('during the expiry', during));

    const { rows } = await bench.client.query<{ wrong: number; expiries: number }>(
      `select (select count(*)::int from customers c where c.store_id = $1 and c.balance <>
                (select coalesce(sum(e.points), 0) from ledger_entries e where e.store_id = $1 and e.customer_id = c.id)
                or c.balance < 0) as wrong,
              (select count(*)::int from ledger_entries where store_id = $1 and kind = 'expiry') as expiries`,
      [storeId],
    );
    log(
      `after: ${rows[0]!.expiries} expiry entries; customers whose balance is not their ledger's sum: ${rows[0]!.wrong}`,
    );
  } finally {
    await api?.stop();
    await bench.close();
  }
}

main().catch((error) => {
  pino().error(error);
  process.exit(1);
});
