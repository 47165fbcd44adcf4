/**
 * npm run bench:liability — the points liability report (issue 34 §1) of one store with
 * BENCH_LIABILITY_CUSTOMERS customers and BENCH_LIABILITY_ROWS ledger rows over a year (bench/generate.ts),
 * its rule 'earned' after 3 months: /client/liability/get over HTTP against the real API, READS times
 * after a warm-up, the median and the slowest printed (target: well under a second at 200,000 rows).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema.ts';
import { ledgerMonths, pointsOwed } from '../apps/api/src/features/loyalty/ledger/index.ts';
import { autoExplainClient } from './auto-explain.ts';
import { generateStore } from './generate.ts';
import { benchDatabase } from './setup.ts';

const CUSTOMERS = Number(process.env.BENCH_LIABILITY_CUSTOMERS ?? 20_000);
const ROWS = Number(process.env.BENCH_LIABILITY_ROWS ?? 200_000);
const READS = 11;
const log = (m: string) => console.log(`[bench:liability] ${m}`);

async function main() {
  const bench = await benchDatabase('premia_bench_liability');
  try {
    const { storeId } = await generateStore(bench.client, { customers: CUSTOMERS, ledgerRows: ROWS, log });
    await bench.client.query(
      `update stores set points_expiry_rule = 'earned', points_expiry_months = 3, point_value_cents = 5 where id = $1`,
      [storeId],
    );
    await bench.client.query('vacuum analyze');
    const { app, base, token } = await bench.serve(storeId);
    const read = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/client/liability/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
      const body = (await res.json()) as { report?: { outstanding: number } };
      if (!body.report) throw new Error(`no report: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, outstanding: body.report.outstanding };
    };
    await read();
    const runs = [];
    for (let i = 0; i < READS; i++) runs.push(await read());
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    log(
      `${ROWS} rows, ${CUSTOMERS} customers, ${runs[0]!.outstanding} points owed: /client/liability/get median ${times[
        Math.floor(READS / 2)
      ]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms over ${READS} reads`,
    );
    await app.close();
    if (process.env.BENCH_LIABILITY_EXPLAIN === '1') {
      // Each statement's plan (auto_explain, ANALYZE and BUFFERS), after a warm-up run.
      const { client, plans } = await autoExplainClient(bench.url);
      const db = drizzle(client, { schema });
      await client.query(`set work_mem = '64MB'`);
      for (const [label, run] of [
        ['pointsOwed', () => pointsOwed(db, storeId, new Date())],
        ['ledgerMonths', () => ledgerMonths(db, storeId, new Date(), 12)],
      ] as const) {
        await run();
        plans.length = 0;
        await run();
        log(`${label}:\n${plans.at(-1)}`);
      }
      await client.end();
    }
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
