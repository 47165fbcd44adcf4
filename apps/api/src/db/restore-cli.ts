import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { installJobQueue } from '../jobs/job-queue.ts';
import { RestoreRefused, restoreDatabase } from './backup.ts';
import { openDatabase } from './database.ts';
import { runMigrations } from './migrate.ts';

/**
 * npm run restore FILE — a backup of `npm run backup` into a fresh database: DATA_DIR's embedded
 * server (a new folder) or DATABASE_URL's empty database, with the jobs that were still to run. Refused
 * where there are users already.
 */
const typed = process.argv[2];
if (!typed) {
  console.error('Usage: npm run restore FILE (into a fresh DATA_DIR or an empty DATABASE_URL database)');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);
const log = pino({ level: 'warn' });
const database = await openDatabase(loadConfig(), log);
try {
  await runMigrations(database);
  // The backup's unfinished jobs go into pg-boss's own tables, which it creates.
  await installJobQueue(database.url);
  const header = await restoreDatabase(database.pool, file);
  const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Restored ${file} (taken ${header.createdAt}): ${header.tables.length} tables, ${rows} rows.`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Restore refused: ${error.message}.`);
  process.exitCode = 1;
} finally {
  await database.close();
}
