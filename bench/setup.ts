import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPool } from '../apps/api/src/db/database.ts';
import { startEmbeddedServer } from '../apps/api/src/db/embedded-server.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/features/auth/password.ts';

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
    const password = 'Bench-password-2026';
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, user_type, store_id, store_user_type)
       values ('bench@premia.local', $1, 'Bench', 'Owner', 'client', $2, 'owner')`,
      [await hashPassword(password), storeId],
    );
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
    const login = await fetch(`${base}/login/client`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@premia.local', password }),
    });
    const token = ((await login.json()) as { user: { token: string } }).user.token;
    return { app, base, token };
  }

  async function close() {
    await client.end();
    await database.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { database, client, url: url.toString(), dataDir, serve, close };
}
