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

const OWNER_PASSWORD = 'Bench-password-2026';

/** The bench owner's token (addOwner), from the API at `base`. */
export async function signInOwner(base: string): Promise<string> {
  const login = await fetch(`${base}/login/client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@premia.local', password: OWNER_PASSWORD }),
  });
  return ((await login.json()) as { user: { token: string } }).user.token;
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

  /** An owner of the store (bench@premia.local), to sign in with signInOwner. */
  async function addOwner(storeId: number) {
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, user_type, store_id, store_user_type)
       values ('bench@premia.local', $1, 'Bench', 'Owner', 'client', $2, 'owner')`,
      [await hashPassword(OWNER_PASSWORD), storeId],
    );
  }

  /** The real API in this process on the bench database, and the store's owner signed in. */
  async function serve(storeId: number) {
    await addOwner(storeId);
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
    return { app, base, token: await signInOwner(base) };
  }

  async function close() {
    await client.end();
    await database.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { database, client, url: url.toString(), dataDir, addOwner, serve, close };
}
