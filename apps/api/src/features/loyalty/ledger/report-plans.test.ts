import { routes } from '@premia/contract';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createModelStore } from '../../../../test/factories.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { sql } from '../../../db/sql.ts';
import { addCustomer } from '../customers/index.ts';
import { writeExpiries } from './expiry.repository.ts';
import { ledgerMonths, pointsOwed } from './liability.repository.ts';

// The liability report and the expiry run read a store's entries once: whether an entry was reversed is
// an index probe (ledger_reverses_once_uq), never a scan of the entries again for each entry. Their plan
// must not depend on the planner's statistics being fresh: a store's fresh rows, not yet analyzed, are
// estimated at one row, and a self-join of the entries then runs as a nested loop, quadratic in the
// ledger (300 ms for 1,600 rows on PostgreSQL 15 in the route-table suite).

const t = useTestApp();

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  'CTE Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The plan, with its counts, of the one statement `run` makes (its answer is not read). */
async function planOf(run: (db: DbOrTx) => Promise<unknown>): Promise<PlanNode[]> {
  let plan: PlanNode | undefined;
  const explaining = {
    execute: async (query: SQL) => {
      const { rows } = await t.db.execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        sql`explain (analyze, format json) ${query}`,
      );
      plan = rows[0]!['QUERY PLAN'][0]!.Plan;
      return { rows: [] };
    },
  } as unknown as DbOrTx;
  await run(explaining).catch(() => undefined);
  if (!plan) throw new Error('no statement was run');
  return nodesOf(plan);
}

const CUSTOMERS = 60;

/**
 * 'stale': analyzed before the store's rows were written (the planner knows nothing of them, as after a
 * burst of writes); 'fresh': analyzed after.
 */
type Statistics = 'stale' | 'fresh';
const STATISTICS: Statistics[] = ['stale', 'fresh'];

/**
 * A store of 60 customers, each with an earning in each of the last 10 months, one of them reversed,
 * and a discount: 720 entries, written at once.
 */
async function storeWithLedger(statistics: Statistics) {
  // The statistics are the test's to set (this file's own database): autovacuum's analyze does not come
  // in between, so the plans are those of one known state.
  await t.pool.query('alter table ledger_entries set (autovacuum_enabled = false)');
  await t.pool.query('alter table customers set (autovacuum_enabled = false)');
  if (statistics === 'stale') await t.pool.query('analyze ledger_entries, customers');
  const { storeId, ctx } = await createModelStore(t, `Planes ${Date.now()}`);
  const customers: number[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const input = routes['/client/customer/add'].input.parse({ firstName: 'Plan', lastName: `N${i}` });
    customers.push((await addCustomer(ctx, input as never)).customer.id);
  }
  await t.pool.query(
    `insert into ledger_entries (store_id, customer_id, kind, points, created_at)
     select $1, c, 'manual', 10, now() - make_interval(months => m)
     from unnest($2::int[]) c, generate_series(1, 10) m`,
    [storeId, customers],
  );
  await t.pool.query(
    `insert into ledger_entries (store_id, customer_id, kind, points, reverses_entry_id)
     select store_id, customer_id, 'reversal', -points, min(id) from ledger_entries
     where store_id = $1 group by store_id, customer_id, points`,
    [storeId],
  );
  await t.pool.query(
    `insert into ledger_entries (store_id, customer_id, kind, points)
     select $1, c, 'discount', -25 from unnest($2::int[]) c`,
    [storeId, customers],
  );
  await t.pool.query(
    `update customers c set balance = (select sum(points) from ledger_entries e
       where e.store_id = c.store_id and e.customer_id = c.id) where c.store_id = $1`,
    [storeId],
  );
  if (statistics === 'fresh') await t.pool.query('analyze ledger_entries, customers');
  return { storeId, customers, entries: CUSTOMERS * 12 };
}

/**
 * The plan's steps run again and again that handle, over all their runs, more rows than a few times the
 * entries (the rows they return and the rows they throw away): a read that grows with the square of the
 * ledger. A step run once reads what it reads once.
 */
const quadratic = (nodes: PlanNode[], entries: number) =>
  nodes
    .map((n) => ({
      step: `${n['Node Type']} ${n['CTE Name'] ?? ''}`.trim(),
      loops: n['Actual Loops'],
      rows:
        (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Join Filter'] ?? 0)) *
        n['Actual Loops'],
    }))
    .filter((n) => n.loops > 1 && n.rows > 4 * entries);

const cases = STATISTICS.flatMap((statistics) =>
  (['earned', 'inactive'] as const).map((rule) => ({ statistics, rule })),
);

describe("the reports' reads of a store's ledger", () => {
  it.each(cases)(
    'the liability report (rule $rule, statistics $statistics) reads each entry once',
    async ({ statistics, rule }) => {
      const { storeId, entries } = await storeWithLedger(statistics);
      await t.pool.query(
        'update stores set points_expiry_rule = $2, points_expiry_months = 3 where id = $1',
        [storeId, rule],
      );
      const nodes = await planOf((db) => pointsOwed(db, storeId, new Date()));
      expect(quadratic(nodes, entries)).toEqual([]);
    },
  );

  it.each(STATISTICS)(
    "the liability report's months (statistics %s) read each entry once",
    async (statistics) => {
      const { storeId, entries } = await storeWithLedger(statistics);
      const nodes = await planOf((db) => ledgerMonths(db, storeId, new Date(), 12));
      expect(quadratic(nodes, entries)).toEqual([]);
    },
  );

  it.each(cases)(
    'the expiry run (rule $rule, statistics $statistics) reads each entry once',
    async ({ statistics, rule }) => {
      const { storeId, customers, entries } = await storeWithLedger(statistics);
      const nodes = await planOf((db) =>
        writeExpiries(db, storeId, customers, { rule, cutoff: new Date().toISOString(), day: '2026-12-07' }),
      );
      expect(quadratic(nodes, entries)).toEqual([]);
    },
  );
});
