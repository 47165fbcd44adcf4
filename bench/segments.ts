/**
 * npm run bench:segments — a segment's count (issue 34 §6: under 200 ms at 1,000,000 customers) of one
 * store with BENCH_SEGMENT_CUSTOMERS customers and BENCH_SEGMENT_ROWS ledger rows (bench/generate.ts):
 * /client/segments/count over HTTP against the real API, for a filter of the customer's row alone
 * (points, birthday month, consent) and one that reads the ledger (last visit, visits, spend), READS
 * times each after a warm-up, the median and the slowest printed.
 */
import { generateStore } from './generate.ts';
import { benchDatabase } from './setup.ts';

const CUSTOMERS = Number(process.env.BENCH_SEGMENT_CUSTOMERS ?? 1_000_000);
const ROWS = Number(process.env.BENCH_SEGMENT_ROWS ?? 2_000_000);
const READS = 11;
const log = (m: string) => console.log(`[bench:segments] ${m}`);

const FILTERS = {
  'row only': { pointsMin: 100, birthdayMonth: 3, consent: 'inbox' },
  'reads the ledger': { notVisitedForDays: 60, visitsMin: 2, spendMin: 50 },
} as const;

async function main() {
  const bench = await benchDatabase('premia_bench_segments');
  try {
    const { storeId } = await generateStore(bench.client, { customers: CUSTOMERS, ledgerRows: ROWS, log });
    // Birthdays spread over the year, so a month takes about a twelfth.
    await bench.client.query(
      `update customers set birthday = date '1990-01-01' + (id % 365) where store_id = $1`,
      [storeId],
    );
    await bench.client.query('vacuum analyze');
    const { app, base, token } = await bench.serve(storeId);
    for (const [label, filter] of Object.entries(FILTERS)) {
      const read = async () => {
        const started = performance.now();
        const res = await fetch(`${base}/client/segments/count`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ filter }),
        });
        const body = (await res.json()) as { customers?: number };
        if (body.customers === undefined) throw new Error(`no count: ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, customers: body.customers };
      };
      await read();
      const runs = [];
      for (let i = 0; i < READS; i++) runs.push(await read());
      const times = runs.map((r) => r.ms).sort((a, b) => a - b);
      log(
        `${label}: ${runs[0]!.customers} of ${CUSTOMERS} customers (${ROWS} rows): median ${times[
          Math.floor(READS / 2)
        ]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms over ${READS} reads`,
      );
    }
    await app.close();
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
