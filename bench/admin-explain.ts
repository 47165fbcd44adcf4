/**
 * The plans of the admin's hot reads for bench/admin.ts (BENCH_EXPLAIN=1): the stores list with a
 * search and without, and the admin home's one statement, run through the repositories on a connection
 * of their own with auto_explain (ANALYZE, BUFFERS) sending every plan back as a notice. Less noisy than
 * the wall time of an HTTP call on a shared machine.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema.ts';
import { homeFigures } from '../apps/api/src/features/admin-home/admin-home.repository.ts';
import { countStores, listStores } from '../apps/api/src/features/admin-stores/admin-stores.repository.ts';
import { autoExplainClient } from './auto-explain.ts';

export async function explainAdmin(url: string, log: (line: string) => void) {
  const { client, plans } = await autoExplainClient(url);
  try {
    const db = drizzle(client, { schema });
    const reads: [string, () => Promise<unknown>][] = [];
    for (const search of ['café', 'owner77', 'sol 12', '2060000', undefined]) {
      const filter = { search, status: 'all' as const, limit: 20, offset: 0 };
      reads.push([`stores list, search ${search ?? '(none)'}`, () => listStores(db, filter)]);
      reads.push([`stores count, search ${search ?? '(none)'}`, () => countStores(db, filter)]);
    }
    const first = `${new Date().toISOString().slice(0, 7)}-01`;
    reads.push(['admin home figures', () => homeFigures(db, first)]);
    for (const [label, read] of reads) {
      await read(); // warm
      plans.length = 0;
      await read();
      const plan = plans.at(-1) ?? '(no plan: auto_explain unavailable)';
      const ms = /^duration: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
      log(`${label}: ${ms} ms`);
      if (process.env.BENCH_EXPLAIN === 'plans') log(plan);
    }
  } finally {
    await client.end();
  }
}
