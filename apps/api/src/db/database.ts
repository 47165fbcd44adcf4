import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { isAdminShutdown } from '../lib/pg-errors.ts';
import { startEmbeddedServer } from './embedded-server.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (an Idempotency-Key's, say), with
 * no savepoint of its own, since a throw then undoes the caller's whole transaction anyway; else a new one.
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Tx) : db.transaction(work);
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// Counts and sums come back as numbers, not strings (they stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function openPool(url: string, log: Logger, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  let closing = false;
  pool.on('error', (error: Error & { code?: string }) => {
    // While shutting down, the server ending idle connections is expected.
    if (closing && isAdminShutdown(error)) return;
    log.error({ code: error.code, message: error.message }, 'idle PostgreSQL connection failed');
  });
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    url,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** The external server of DATABASE_URL, or the embedded one under DATA_DIR/pg. */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  if (config.databaseUrl) return openPool(config.databaseUrl, log);
  const server = await startEmbeddedServer(config.dataDir, log);
  try {
    await ensureDatabase(server.url('postgres'), 'premia');
  } catch (error) {
    await server.stop();
    throw error;
  }
  const database = openPool(server.url('premia'), log);
  return {
    ...database,
    close: async () => {
      await database.close();
      await server.stop();
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
