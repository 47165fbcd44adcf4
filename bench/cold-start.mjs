#!/usr/bin/env node
// Cold start (issue #15): how long the built server (`node apps/api/dist/main.js`, what `npm start` runs
// after its build) takes from its launch to its first 200 on /health, with the embedded PostgreSQL
// server. Run after `npm run build`. Three starts on one data folder: the first creates the database
// (initdb, migrations, demo data), the next two find it made (the start a deployed server does).
// Target: under 3 s once the data folder exists. Each start's steps (the server's "boot step" log lines:
// database, migrations, job queue, demo data, routes, docs, workers, listen) are printed after it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const main = new URL('../apps/api/dist/main.js', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'premia-cold-start-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function start(label) {
  const started = performance.now();
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      JOB_WORKERS: process.env.JOB_WORKERS ?? 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const steps = [];
  createInterface({ input: server.stdout }).on('line', (line) => {
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'boot step') steps.push(`${entry.step} ${entry.ms ?? '-'} ms (at ${entry.atMs} ms)`);
    } catch {
      // not a log line (the banner)
    }
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server ended (${server.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    console.log(`${label}: /health answered ${(ms / 1000).toFixed(2)} s after launch`);
    console.log(`  boot steps: ${steps.join('; ')}`);
    return ms;
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

try {
  await start('first start (new data folder: initdb, migrations, demo data)');
  const again = [await start('second start'), await start('third start')];
  const best = Math.min(...again);
  console.log(`cold start with the data folder made: ${(best / 1000).toFixed(2)} s (target < 3 s)`);
  if (best >= 3000) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
