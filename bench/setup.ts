import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openPool } from '../apps/api/src/db/database.ts';
import { startEmbeddedServer } from '../apps/api/src/db/embedded-server.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/features/account/auth/password.ts';
import { rebuildDailyStats, rebuildMonthEarnings } from '../apps/api/src/features/loyalty/ledger/index.ts';
import { signIn } from './api-process.ts';
import type { BenchStore } from './generate.ts';

/** The store owner every bench signs in as. */
export const BENCH_OWNER = { email: 'bench@premia.local', password: 'Bench-password-2026' };

/** Adds BENCH_OWNER as the owner of a generated store. */
export async function addBenchOwner(client: pg.Client, storeId: number): Promise<void> {
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, user_type, store_id, store_user_type)
     values ($1, $2, 'Bench', 'Owner', 'client', $3, 'owner')`,
    [BENCH_OWNER.email, await hashPassword(BENCH_OWNER.password), storeId],
  );
}

/**
 * After bench/generate.ts: the daily roll-up and the customers' months rebuilt from the ledger, the
 * customers' figures written again (the generator loads them with triggers off), statistics fresh.
 */
export async function settleGeneratedStore(database: Database, client: pg.Client, storeId: number) {
  await database.db.transaction((tx) => rebuildDailyStats(tx, storeId));
  await database.db.transaction((tx) => rebuildMonthEarnings(tx, storeId));
  await client.query('select customer_figures_rebuild()');
  await client.query('vacuum analyze');
}

/**
 * A fresh, migrated benchmark database (embedded PostgreSQL, or DATABASE_URL's server) and a client to
 * fill it; `serve` then starts the real API on it and signs in an owner of the given store.
 */
export async function benchDatabase(name: string) {
  const quiet = pino({ level: 'warn' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-bench-'));
  const server = process.env.DATABASE_URL ? undefined : await startEmbeddedServer(dataDir, quiet);
  const adminUrl = process.env.DATABASE_URL ?? server!.url('postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPool(url.toString(), quiet, 20);
  await runMigrations(database);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();

  async function serve(storeId: number) {
    await addBenchOwner(client, storeId);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp(config, { database, logger: quiet });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const token = await signIn(base, BENCH_OWNER.email, BENCH_OWNER.password);
    return { app, base, token };
  }

  async function close() {
    await client.end();
    await database.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const addOwner = (storeId: number) => addBenchOwner(client, storeId);
  return { database, client, url: url.toString(), dataDir, addOwner, serve, close };
}

/**
 * The embedded PostgreSQL on a bench data folder, with shared buffers for ten million rows: PostgreSQL's
 * default 128 MB is a toy at that size (BENCH_SHARED_BUFFERS, default 2GB, about a quarter of the
 * memory). Undefined with DATABASE_URL (an external server).
 */
export async function startBenchServer(dataDir: string, log: Logger) {
  if (process.env.DATABASE_URL) return undefined;
  const server = await startEmbeddedServer(dataDir, log);
  const wanted = process.env.BENCH_SHARED_BUFFERS ?? '2GB';
  const c = new pg.Client({ connectionString: server.url('postgres') });
  await c.connect();
  const current = (await c.query('show shared_buffers')).rows[0].shared_buffers;
  if (current !== wanted) await c.query(`alter system set shared_buffers = '${wanted}'`);
  await c.end();
  if (current === wanted) return server;
  await server.stop();
  return startEmbeddedServer(dataDir, log);
}

/**
 * The bench store that `npm run bench` generated and keeps in BENCH_DATA_DIR (1,000,000 customers,
 * 10,000,000 ledger rows: premia_bench, described by its bench_meta row), brought to the current
 * migrations. Other benches use it as it is; `npm run bench` rebuilds its roll-ups after new migrations.
 */
export async function generatedBench(log: Logger) {
  const keep = process.env.BENCH_DATA_DIR;
  if (!keep && !process.env.DATABASE_URL) {
    throw new Error(
      'BENCH_DATA_DIR must name the folder of the generated bench store (see docs/PERFORMANCE.md)',
    );
  }
  const dataDir = path.resolve(keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'premia-bench-')));
  const server = await startBenchServer(dataDir, log);
  const url = new URL(process.env.DATABASE_URL ?? server!.url('postgres'));
  url.pathname = '/premia_bench';
  const client = new pg.Client({ connectionString: url.toString() });
  const meta = await client
    .connect()
    .then(() => client.query<{ data: BenchStore & { customers: number } }>('select data from bench_meta'))
    .then((r) => r.rows[0]?.data)
    .catch(() => undefined);
  if (!meta) {
    await client.end().catch(() => undefined);
    await server?.stop();
    throw new Error(
      `no generated bench store in ${dataDir}: make it first with BENCH_DATA_DIR=${dataDir} BENCH_GENERATE_ONLY=1 npm run bench`,
    );
  }
  const database = openPool(url.toString(), log, 20);
  await runMigrations(database);
  async function close() {
    await client.end();
    await database.close();
    await server?.stop();
  }
  return { database, client, url: url.toString(), dataDir, meta, close };
}

/**
 * A marketing channel accepted by every customer of a generated store who has not answered yet (the
 * generator records no consent): a consent row and its history row each, source 'migration', as
 * consent brought from another system is recorded. How many customers got it (0 when all had it).
 */
export async function grantConsentToAll(
  client: pg.Client,
  storeId: number,
  channel: 'inbox' | 'push' | 'mail',
): Promise<number> {
  const given = await client.query(
    `with given as (
       insert into customer_consents (store_id, customer_id, channel, granted, changed_at)
       select store_id, id, $2, true, created_at from customers where store_id = $1 and deleted_at is null
       on conflict do nothing returning store_id, customer_id, changed_at)
     insert into customer_consent_history (store_id, customer_id, channel, granted, source, at)
     select store_id, customer_id, $2, true, 'migration', changed_at from given`,
    [storeId, channel],
  );
  if (given.rowCount) await client.query('analyze customer_consents; analyze customer_consent_history');
  return given.rowCount ?? 0;
}

/** The bench store's notification settings for a bench: no quiet hours, the weekly cap at its highest. */
export async function benchNotificationSettings(base: string, token: string): Promise<void> {
  const res = await fetch(`${base}/client/notification/settings/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ quietStart: '00:00', quietEnd: '00:00', weeklyCap: 50 }),
  });
  if (!res.ok) throw new Error(`notification settings: ${res.status} ${await res.text()}`);
}
