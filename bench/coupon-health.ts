/**
 * npm run bench:coupon-health — does the API still answer while it makes coupon sheets? (issue 31.4)
 * Three 10,000-code batches; their printable sheets are fetched at the same time, each part after part
 * (1,000 codes a part), as three people on the coupons screen would. Meanwhile GET /health is asked every
 * 20 ms; its times are printed (target: the slowest under 50 ms). Before the CPU pool the sheets were
 * made on the event loop and /health waited 2.4–2.7 s.
 */
import { execSync } from 'node:child_process';
import pino from 'pino';
import { seedDemoIfEmpty } from '../apps/api/src/db/seed.ts';
import { POOL_SIZE } from '../apps/api/src/lib/cpu-pool.ts';
import { percentiles } from './percentiles.ts';
import { benchDatabase } from './setup.ts';

const SHEETS = 3;
const CODES = 10_000;

const bench = await benchDatabase('premia_bench_coupon_health');
await seedDemoIfEmpty(bench.database.db, pino({ level: 'warn' }));
const storeId = (await bench.client.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
const { app, base, token } = await bench.serve(storeId);

async function post(path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: a bench reads the fields it needs
  const json = (await res.json()) as any;
  if (json.s !== 'ok') throw new Error(`${path}: ${json.m}`);
  return json;
}

const batches: number[] = [];
for (let i = 0; i < SHEETS; i++) {
  const made = await post('/client/coupons/add', {
    name: `Bench ${i}`,
    points: 10,
    expiresOn: '2099-12-31',
    count: CODES,
  });
  batches.push(made.batch.id);
}
// A first sheet warms the pool's threads and pdfkit, as any server's first sheet does.
await post('/client/coupons/pdf', { batchId: batches[0], part: 1 });

console.log(
  `[bench:coupon-health] ${execSync('uptime', { encoding: 'utf8' }).trim()}; CPU pool of ${POOL_SIZE}`,
);
const times: number[] = [];
let making = true;
const poller = (async () => {
  while (making) {
    const start = performance.now();
    await fetch(`${base}/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
})();
const started = performance.now();
await Promise.all(
  batches.map(async (batchId) => {
    for (let part = 1; part <= CODES / 1000; part++) await post('/client/coupons/pdf', { batchId, part });
  }),
);
const seconds = (performance.now() - started) / 1000;
making = false;
await poller;
const { p50, p99 } = percentiles(times);
const slowest = Math.max(...times);
console.log(
  `[bench:coupon-health] ${SHEETS} sheets of ${CODES.toLocaleString('en')} codes in ${seconds.toFixed(1)} s; /health asked ${times.length} times: p50 ${p50} ms, p99 ${p99} ms, slowest ${slowest.toFixed(0)} ms (target < 50 ms)`,
);
console.log(`[bench:coupon-health] ${execSync('uptime', { encoding: 'utf8' }).trim()}`);
await app.close();
await bench.close();
