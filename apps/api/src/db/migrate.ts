import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { API_ROOT } from '../lib/paths.ts';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
const MIGRATION_LOCK = 7_340_001;

/** Applies the committed SQL migrations, one process at a time (an advisory lock). */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
