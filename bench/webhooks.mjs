#!/usr/bin/env node
// Webhooks under load (issue 35 §1): 10,000 events a minute to a receiver on this machine, and how long
// each took from the change to the receiver (its payload's `timestamp`, the change's transaction start,
// to the moment the receiver read it), while the counter's add-points — the change that makes each
// event, `points.earned` — is timed. Targets: p95 lag under 5 s; add-points p99 as docs/PERFORMANCE.md's
// runs without webhooks. Run `node bench/webhooks.mjs` (BENCH_RATE events a second, 167 by default;
// BENCH_SECONDS, 60). The API runs as `npm run dev` would (tsx, the embedded PostgreSQL, the demo data,
// its job workers: one process), in a process of its own, with WEBHOOKS_ALLOW_PRIVATE for the local
// receiver. Open loop: request n is sent n / rate seconds after the start whatever the answers before
// it took, and its time counts from then (no coordinated omission).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const RATE = Number(process.env.BENCH_RATE ?? 167);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 300);
/** How long to wait, after the load, for the last deliveries. */
const DRAIN_MS = 120_000;

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'premia-bench-webhooks-'));
const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
  return { p50: at(50), p95: at(95), p99: at(99), max: Math.round(sorted.at(-1) ?? 0) };
}

/** The receiver: each delivery's lag (ms) from its event's timestamp, answered 200 at once. */
function startReceiver() {
  const lags = [];
  const ids = new Set();
  let repeats = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const now = Date.now();
      const id = String(req.headers['webhook-id']);
      if (ids.has(id)) repeats++;
      else {
        ids.add(id);
        const payload = JSON.parse(Buffer.concat(chunks).toString());
        lags.push(now - Date.parse(payload.timestamp));
      }
      res.end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/bench`,
        lags,
        repeats: () => repeats,
        server,
      }),
    ),
  );
}

async function post(path, body, token, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  return { status: res.status, body: answer };
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    JOB_WORKERS: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));
const receiver = await startReceiver();

try {
  for (const started = Date.now(); ; ) {
    if (server.exitCode !== null) throw new Error(`the server ended (${server.exitCode})`);
    if (Date.now() - started > 180_000) throw new Error('the server did not start in 3 minutes');
    const ok = await fetch(`${base}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const login = await post('/login/client', { email: 'owner@premia.local', password: 'Premia2026!' });
  const token = login.body.user?.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);

  // Customers enough that the counter's calls do not queue on one customer's row.
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const added = await post(
      '/client/customer/add',
      { firstName: `Bench ${i}`, email: `bench-webhooks-${i}-${Date.now()}@example.com` },
      token,
    );
    if (added.body.s !== 'ok') throw new Error(`customer add failed: ${JSON.stringify(added.body)}`);
    customers.push(added.body.customer.id);
  }
  const endpoint = await post(
    '/client/webhooks/create',
    { url: receiver.url, events: ['points.earned'] },
    token,
  );
  if (endpoint.body.s !== 'ok') throw new Error(`endpoint refused: ${JSON.stringify(endpoint.body)}`);

  const total = Math.round(RATE * SECONDS);
  console.log(
    `add-points at ${RATE}/s for ${SECONDS} s (${total.toLocaleString('en')} events, ${(RATE * 60).toLocaleString('en')} a minute), one endpoint subscribed to points.earned; load average at start ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const times = [];
  let non2xx = 0;
  let failed = 0;
  let firstRefusal = '';
  const start = performance.now();
  const rounds = [];
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    rounds.push(
      post(
        '/client/customer/add-points',
        { customerId: customers[n % customers.length], amount: 35.9 },
        token,
        { 'idempotency-key': randomUUID() },
      )
        .then((res) => {
          if (res.status >= 200 && res.status < 300) times.push(performance.now() - due);
          else {
            non2xx++;
            firstRefusal ||= `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          }
        })
        .catch(() => {
          failed++;
        }),
    );
  }
  await Promise.all(rounds);
  const loadEnd = performance.now();
  const expected = times.length;
  const drainStart = Date.now();
  while (receiver.lags.length < expected && Date.now() - drainStart < DRAIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (firstRefusal) console.log(`first refusal: ${firstRefusal}`);
  const calls = percentiles(times);
  const lag = percentiles(receiver.lags);
  console.log(
    `add-points: ${times.length.toLocaleString('en')} answered 2xx in ${((loadEnd - start) / 1000).toFixed(1)} s (${(times.length / ((loadEnd - start) / 1000)).toFixed(0)}/s), ${non2xx} non-2xx, ${failed} without an answer; p50 ${calls.p50} ms, p95 ${calls.p95} ms, p99 ${calls.p99} ms, max ${calls.max} ms`,
  );
  console.log(
    `deliveries received: ${receiver.lags.length.toLocaleString('en')} of ${expected.toLocaleString('en')} (${receiver.repeats()} repeats), the last ${((Date.now() - drainStart) / 1000).toFixed(1)} s after the load; lag from the event to the receiver: p50 ${lag.p50} ms, p95 ${lag.p95} ms, p99 ${lag.p99} ms, max ${lag.max} ms`,
  );
  console.log(
    `target p95 lag < 5000 ms: ${lag.p95 < 5000 && expected > 0 && receiver.lags.length === expected ? 'met' : 'NOT met'}; load average at end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  receiver.server.close();
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
