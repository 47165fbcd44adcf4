/**
 * Per-statement figures for bench/bulk.ts: one apply step and one undo run through the service on a
 * connection of their own with auto_explain (ANALYZE, BUFFERS, WAL, triggers) sending every plan back as
 * a notice. Less noisy than the wall time of an HTTP call on a shared machine.
 */
import type { RouteParsedInput } from '@premia/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema.ts';
import { processBulk } from '../apps/api/src/features/loyalty/bulk/bulk.service.ts';
import type { Deps, RequestContext, Session } from '../apps/api/src/lib/context.ts';
import { autoExplainClient } from './auto-explain.ts';

export interface ExplainedStatement {
  label: string;
  ms: number;
  plan: string;
}

/** A short name for a statement of the bulk service, from its SQL. */
function labelOf(query: string): string {
  const q = query.replace(/\s+/g, ' ').trim();
  const known: [RegExp, string][] = [
    [/for update of b/, 'lock the batch row'],
    [/for no key update of c/, 'lock the customers (in id order)'],
    [/insert into ledger_entries .*'reversal'/, 'undo: reversals, balances and levels'],
    [/insert into ledger_entries/, 'apply: ledger rows, balances, levels, gone rows'],
    [/update bulk_batch_rows r set error/, 'mark rows of deleted customers'],
    [/update customers c set level_id/, 'levels (placeCustomersIn)'],
    [/select id from customers where id in .* for update/, 'lock the customers (in id order)'],
    [/insert into activity_daily/, 'activity roll-up'],
    [/insert into daily_stats/, 'daily roll-up'],
    [/select exists \(select 1 from ledger_entries/, 'customers left after the step'],
    [/update bulk_batches/, 'record the progress'],
    [/from bulk_batches b left join users/, 'read the batch'],
  ];
  return known.find(([re]) => re.test(q))?.[1] ?? q.slice(0, 70);
}

export async function explainBulk(
  url: string,
  session: Session,
  batchId: number,
  action: 'apply' | 'undo',
): Promise<{ statements: ExplainedStatement[]; m: string }> {
  const { client, plans } = await autoExplainClient(url, [
    'auto_explain.log_wal = on',
    'auto_explain.log_triggers = on',
    'track_io_timing = on',
  ]);
  try {
    const ctx: RequestContext = {
      deps: {} as Deps,
      db: drizzle(client, { schema }),
      session,
      ip: '127.0.0.1',
      requestId: 'bench-explain',
    };
    const input = {
      action,
      batchId,
      page: 1,
      pageSize: 20,
      only: 'all',
    } as RouteParsedInput<'/client/process-massive-give-points'>;
    const out = await processBulk(ctx, input);
    const statements = plans.map((text): ExplainedStatement => {
      // The query text runs from "Query Text:" to the plan's first node, the first line with a cost.
      const lines = text.split('\n');
      const from = lines.findIndex((l) => l.startsWith('Query Text:'));
      const to = lines.findIndex((l, i) => i > from && /\(cost=\d/.test(l));
      const query = lines.slice(from, to < 0 ? undefined : to).join(' ');
      return { label: labelOf(query), ms: Number(/^duration: ([\d.]+) ms/.exec(text)?.[1]), plan: text };
    });
    return { statements, m: out.m };
  } finally {
    await client.end();
  }
}
