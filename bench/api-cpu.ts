/**
 * node --import tsx bench/api-cpu.ts [other checkout] — the API's CPU per add-points call, the figure
 * that decides add-points' share of its ceiling (docs/PERFORMANCE.md), measured A/B on a busy machine.
 *
 * Runs on the data `npm run bench` keeps in BENCH_DATA_DIR (make it with BENCH_GENERATE_ONLY=1). With
 * another checkout (its own node_modules), both APIs run side by side on the same database and take
 * turns, BENCH_AB_ROUNDS times (default 5), BENCH_SECONDS each (default 5) after 3 s of warm-up: each
 * round's two figures were taken seconds apart, so the machine's neighbours weigh on both alike. CPU per
 * call is the API process's user + system time (/proc) over its answers, with its job workers off (the
 * mails that earlier runs' purchases queued would otherwise be sent meanwhile, in one run and not the
 * next). BENCH_CPU_PROF=<dir> profiles both APIs (bench/profile-summary.ts reads the profiles).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedServer } from '../apps/api/src/db/embedded-server.ts';
import { signIn, startApiProcess } from './api-process.ts';
import { postgresCpuMs, postmasterOf, processCpuMs } from './cpu-time.ts';
import { percentiles } from './percentiles.ts';
import { BENCH_OWNER } from './setup.ts';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR: the folder of data made by `npm run bench`');
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const checkouts = [
  path.resolve(import.meta.dirname, '..'),
  ...process.argv.slice(2).map((c) => path.resolve(c)),
];

process.env.BENCH_JOB_WORKERS ??= 'false';
const server = await startEmbeddedServer(path.resolve(dataDir), pino({ level: 'warn' }));
const url = new URL(server.url('postgres'));
url.pathname = '/premia_bench';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const meta = (await client.query('select data from bench_meta')).rows[0].data;
await client.end();
const { lo, hi } = meta.customerIds as { lo: number; hi: number };
const postmaster = postmasterOf(path.resolve(dataDir));
const profile = process.env.BENCH_CPU_PROF;

interface Checkout {
  checkout: string;
  api: Awaited<ReturnType<typeof startApiProcess>>;
  token: string;
  runs: { cpu: number; pg: number; rate: number; p99: number }[];
}
const apis: Checkout[] = [];
for (const [i, checkout] of checkouts.entries()) {
  const execArgv = profile ? ['--cpu-prof', '--cpu-prof-dir', path.join(profile, String(i))] : [];
  const api = await startApiProcess({ databaseUrl: url.toString(), dataDir, execArgv, checkout });
  const token = await signIn(api.base, BENCH_OWNER.email, BENCH_OWNER.password);
  apis.push({ checkout, api, token, runs: [] });
}

/** add-points from 10 connections for `seconds`: random customers, a new Idempotency-Key each. */
async function addPoints(api: Checkout, seconds: number) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${api.token}` };
  const cpuBefore = processCpuMs(api.api.pid);
  const pgBefore = postmaster ? postgresCpuMs(postmaster) : 0;
  const times: number[] = [];
  const run = autocannon({
    url: api.api.base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/client/customer/add-points',
        setupRequest: (r) => ({
          ...r,
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ customerId: lo + Math.floor(Math.random() * (hi - lo + 1)), amount: 35.9 }),
        }),
      },
    ],
  });
  run.on('response', (_c, status, _b, ms) => status < 300 && times.push(ms));
  const result = await run;
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  const calls = Math.max(1, result.requests.total);
  return {
    cpu: (processCpuMs(api.api.pid) - cpuBefore) / calls,
    pg: postmaster ? (postgresCpuMs(postmaster) - pgBefore) / calls : Number.NaN,
    rate: result.requests.average,
    p99: percentiles(times).p99,
  };
}

const load = () => os.loadavg()[0]!.toFixed(1);
for (const api of apis) await addPoints(api, 3);
for (let round = 0; round < ROUNDS; round++) {
  // Turns alternate, so neither checkout always runs right after the other.
  const order = round % 2 === 0 ? apis : [...apis].reverse();
  for (const api of order) {
    const run = await addPoints(api, SECONDS);
    api.runs.push(run);
    console.log(
      `round ${round + 1} ${api.checkout}: API ${run.cpu.toFixed(3)} ms/call, PostgreSQL ${run.pg.toFixed(2)} ms/call, ${run.rate.toFixed(0)} calls/s, p99 ${run.p99} ms, load average ${load()}`,
    );
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const { checkout, runs } of apis) {
  const cpu = runs.map((r) => r.cpu);
  console.log(
    `${checkout}: API CPU per call median ${median(cpu).toFixed(3)} ms (${Math.min(...cpu).toFixed(3)}–${Math.max(...cpu).toFixed(3)}), PostgreSQL ${median(runs.map((r) => r.pg)).toFixed(2)} ms, ${median(runs.map((r) => r.rate)).toFixed(0)} calls/s`,
  );
}
for (const { api } of apis) await api.stop();
await server.stop();
