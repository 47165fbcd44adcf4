/**
 * npm run bench:soak [max req/s] — the counter's mixed load (search, customer info, add-points,
 * give-reward, stats) for SOAK_SECONDS (default 600) at half the maximum the API reaches with it (measured
 * first for 10 s with 10 connections, or given as the argument), at a steady rate. Checks, and exits 1
 * when one fails: errors under 0.1%; the last window's p99 at most 20% above the first's; the API
 * process's memory (RSS) in the last window at most 20% above the first's; every customer's balance
 * equal to the sum of their ledger at the end. Windows are a minute (SOAK_WINDOW_SECONDS; a quarter of
 * the run when it is shorter than 4 minutes). Data: SOAK_CUSTOMERS and SOAK_LEDGER (10,000 and 100,000).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { signIn, startApiProcess } from './api-process.ts';
import { generateStore } from './generate.ts';
import { percentiles } from './percentiles.ts';
import { addBenchOwner, BENCH_OWNER, benchDatabase, settleGeneratedStore } from './setup.ts';
import { type Step, steadyLoad } from './steady-load.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WINDOW = Number(process.env.SOAK_WINDOW_SECONDS ?? Math.min(60, SECONDS / 4));
const CUSTOMERS = Number(process.env.SOAK_CUSTOMERS ?? 10_000);
const LEDGER = Number(process.env.SOAK_LEDGER ?? 100_000);
const MAX_SECONDS = 10;
const CONNECTIONS = 10;
const log = (m: string) => console.log(`[soak] ${m}`);

/** The API process's resident memory, in MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  const bench = await benchDatabase('premia_bench_soak');
  const store = await generateStore(bench.client, { customers: CUSTOMERS, ledgerRows: LEDGER, log });
  await settleGeneratedStore(bench.database, bench.client, store.storeId);
  await addBenchOwner(bench.client, store.storeId);
  const dataDir = fs.mkdtempSync('/tmp/premia-soak-app-');
  const api = await startApiProcess({ databaseUrl: bench.url, dataDir });
  const token = await signIn(api.base, BENCH_OWNER.email, BENCH_OWNER.password);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const { lo, hi } = store.customerIds;
  const randomCustomer = () => lo + Math.floor(Math.random() * (hi - lo + 1));
  const queries = ['jose', 'quispe', 'mar', 'c12@', '9000012', 'rodriguez torres'];

  // A counter's round: find the customer, open them, give points, give a reward, glance at the figures.
  const post = (path: string, body: Step['body'], idempotent = false): Step => ({ path, body, idempotent });
  const steps: Step[] = [
    post('/client/customer/search', () => ({ q: queries[Math.floor(Math.random() * queries.length)] })),
    post('/client/customer/info', (c) => {
      c.customerId = randomCustomer();
      return { customerId: c.customerId };
    }),
    post('/client/customer/add-points', (c) => ({ customerId: c.customerId, amount: 35.9 }), true),
    post(
      '/client/customer/give-reward',
      (c) => ({ customerId: c.customerId, rewardId: store.rewardId }),
      true,
    ),
    post('/stats/points', () => ({})),
  ];

  let max = Number(process.argv[2]);
  if (!max) {
    const result = await autocannon({
      url: api.base,
      connections: CONNECTIONS,
      duration: MAX_SECONDS,
      requests: steps.map((step) => ({
        method: 'POST' as const,
        path: step.path,
        headers,
        setupRequest: (r, context) => ({
          ...r,
          headers: step.idempotent ? { ...headers, 'idempotency-key': crypto.randomUUID() } : headers,
          body: JSON.stringify(step.body(context)),
        }),
      })),
    });
    max = result.requests.average;
    log(
      `maximum: ${max.toFixed(0)} req/s (${CONNECTIONS} connections, ${MAX_SECONDS} s, non-2xx ${result.non2xx})`,
    );
  }
  const rate = max / 2;
  log(`soaking at ${rate.toFixed(0)} req/s for ${SECONDS} s in windows of ${WINDOW} s`);

  const windows: { requests: number; errors: number; p99: number; rss: number }[] = [];
  for (let elapsed = 0; elapsed < SECONDS; elapsed += WINDOW) {
    const seconds = Math.min(WINDOW, SECONDS - elapsed);
    const r = await steadyLoad({ base: api.base, headers, steps, rate: rate / steps.length, seconds });
    const w = {
      requests: r.requests,
      errors: r.non2xx + r.failed,
      p99: percentiles(r.times).p99,
      rss: rssMb(api.pid),
    };
    windows.push(w);
    log(
      `window ${windows.length}: ${w.requests} requests, ${w.errors} errors, p99 ${w.p99} ms, API RSS ${w.rss.toFixed(0)} MB`,
    );
  }

  const mismatched = await bench.client.query(
    `select count(*)::int as n from customers c
     where c.balance <> coalesce((select sum(e.points) from ledger_entries e where e.customer_id = c.id), 0)`,
  );
  await api.stop();
  await bench.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const first = windows[0]!;
  const last = windows[windows.length - 1]!;
  const requests = windows.reduce((n, w) => n + w.requests, 0);
  const errors = windows.reduce((n, w) => n + w.errors, 0);
  const checks: [string, boolean][] = [
    [
      `error rate ${((errors / Math.max(1, requests)) * 100).toFixed(3)}% (< 0.1%)`,
      errors < requests * 0.001,
    ],
    [`p99 last window ${last.p99} ms vs first ${first.p99} ms (≤ +20%)`, last.p99 <= first.p99 * 1.2],
    [
      `API RSS last window ${last.rss.toFixed(0)} MB vs first ${first.rss.toFixed(0)} MB (≤ +20%)`,
      last.rss <= first.rss * 1.2,
    ],
    [
      `customers whose balance differs from their ledger: ${mismatched.rows[0].n} (0)`,
      mismatched.rows[0].n === 0,
    ],
  ];
  for (const [text, ok] of checks) log(`${ok ? 'PASS' : 'FAIL'} ${text}`);
  process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
