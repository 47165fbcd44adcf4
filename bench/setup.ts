import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openPool } from '../apps/api/src/db/database.ts';
import { startEmbeddedServer } from '../apps/api/src/db/embedded-server.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/features/auth/password.ts';
import { rebuildMonthEarnings } from '../apps/api/src/features/levels/levels.repository.ts';
import { rebuildDailyStats } from '../apps/api/src/features/stats/stats.repository.ts';
import { signIn } from './api-process.ts';

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
