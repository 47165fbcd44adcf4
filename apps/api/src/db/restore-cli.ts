import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { installJobQueue } from '../jobs/job-queue.ts';
import { JOBS } from '../jobs/registry.ts';
import { RestoreRefused, refuseDatabaseInUse, restoreDatabase } from './backup.ts';
import { openDatabase } from './database.ts';
import { runMigrations } from './migrate.ts';
import { markRestoreStarted } from './restore-marker.ts';

/**
 * npm run restore FILE — a backup of `npm run backup` into a fresh database: DATA_DIR's embedded
 * server (a new folder) or DATABASE_URL's empty database, with the jobs that were still to run and,
 * with local storage, the uploads. Refused where there are users already. The database is marked as a
 * restore in progress before anything is written, and the mark goes only with a complete restore: a
 * server never starts on a half-restored (or migrated but empty) database as if it were new.
 */
const typed = process.argv[2];
if (!typed) {
  console.error('Usage: npm run restore FILE (into a fresh DATA_DIR or an empty DATABASE_URL database)');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);
const log = pino({ level: 'warn' });
const config = loadConfig();
const database = await openDatabase(config, log);
let marked = false;
try {
  await refuseDatabaseInUse(database.pool);
  await markRestoreStarted(database.pool, file);
  marked = true;
  await runMigrations(database);
  // The backup's unfinished jobs go into pg-boss's own tables, which it creates.
  await installJobQueue(database.url, JOBS);
  const uploads = config.storage.kind === 'local' ? config.storage.root : undefined;
  const header = await restoreDatabase(database.pool, file, { uploads });
  const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored ${file} (taken ${header.createdAt}): ${header.tables.length} tables, ${rows} rows, ${header.files} uploaded files.`,
  );
} catch (error) {
  const why = error instanceof RestoreRefused ? error.message : String((error as Error).message ?? error);
  console.error(`Restore ${error instanceof RestoreRefused ? 'refused' : 'failed'}: ${why}.`);
  if (marked) {
    console.error(
      'Nothing of the backup was kept. This database is marked as an unfinished restore: the server will ' +
        'not start on it. Run the restore again into it (once the cause is fixed), or delete it.',
    );
  }
  if (!(error instanceof RestoreRefused)) console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
