/**
 * The statements behind the admin's hot reads for bench/admin.ts (BENCH_EXPLAIN=1): the stores page with
 * its count (one statement) with searches (narrow, owner emails, one nearly every store matches, none) and on a deep
 * page, and the admin home's one statement over its 12 months, run through the repositories on a
 * connection of their own with auto_explain (ANALYZE, BUFFERS) sending every plan back as a notice.
 * Each read runs READS times after a warm-up and the median of the server's own durations is printed:
 * less disturbed by a shared machine than the wall time of an HTTP call. BENCH_EXPLAIN=plans prints
 * each read's last plan too.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema.ts';
import { homeFigures } from '../apps/api/src/features/platform/admin-home/admin-home.repository.ts';
import {
  type StoreListFilter,
  storesPage,
} from '../apps/api/src/features/platform/admin-stores/admin-stores.repository.ts';
import { autoExplainClient } from './auto-explain.ts';

const READS = 11;

export async function explainAdmin(url: string, stores: number, log: (line: string) => void) {
  const { client, plans } = await autoExplainClient(url);
  try {
    const db = drizzle(client, { schema });
    const reads: [string, () => Promise<unknown>][] = [];
    const filters: [string, StoreListFilter][] = [
      ...['café', 'owner77', 'sol 12', '2060000', 'a', 'owner', 'zz-nada'].map(
        (search): [string, StoreListFilter] => [
          `search ${search}`,
          { search, status: 'all', limit: 20, offset: 0 },
        ],
      ),
      ['search café, active, page 5', { search: 'café', status: 'active', limit: 20, offset: 80 }],
      ['search a, page 50', { search: 'a', status: 'all', limit: 20, offset: 980 }],
      ['no search, first page', { status: 'all', limit: 20, offset: 0 }],
      ['no search, last page', { status: 'all', limit: 20, offset: stores - 20 }],
      ['no search, inactive, a middle page', { status: 'inactive', limit: 20, offset: stores / 20 }],
    ];
    for (const [label, filter] of filters) {
      reads.push([`stores page and count, ${label}`, () => storesPage(db, filter)]);
    }
    // The service's window: the first day of the month 11 months back.
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))
      .toISOString()
      .slice(0, 10);
    reads.push(['admin home figures', () => homeFigures(db, first)]);
    for (const [label, read] of reads) {
      await read(); // warm
      plans.length = 0;
      for (let i = 0; i < READS; i++) await read();
      const times = plans
        .map((plan) => Number(/^duration: ([\d.]+) ms/.exec(plan)?.[1]))
        .filter((ms) => Number.isFinite(ms))
        .sort((a, b) => a - b);
      const median = times.length
        ? `${times[Math.floor(times.length / 2)]!.toFixed(2)} ms`
        : '? (no auto_explain)';
      log(`${label}: median ${median} over ${times.length} runs`);
      if (process.env.BENCH_EXPLAIN === 'plans') log(plans.at(-1) ?? '(no plan)');
    }
  } finally {
    await client.end();
  }
}
