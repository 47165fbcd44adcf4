import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { backupDatabase } from './backup.ts';
import { type Database, openDatabase, openPool } from './database.ts';
import { runningServerUrl } from './embedded-server.ts';

/**
 * npm run backup [FILE] — the database (DATABASE_URL's, or the embedded one of DATA_DIR, running or
 * not) into FILE, by default backups/premia-<date and time>.backup.gz in the folder it is typed in.
 */
const log = pino({ level: 'warn' });
const config = loadConfig();
const stamp = new Date()
  .toISOString()
  .replace(/:/g, '-')
  .replace(/\.\d+Z$/, 'Z');
const typedIn = process.env.INIT_CWD ?? process.cwd();
const file = path.resolve(typedIn, process.argv[2] ?? path.join('backups', `premia-${stamp}.backup.gz`));
const running = config.databaseUrl ? undefined : runningServerUrl(config.dataDir, 'premia');
const database: Database = running ? openPool(running, log, 1) : await openDatabase(config, log);
try {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const header = await backupDatabase(database.pool, file);
  const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backup written: ${file} (${header.tables.length} tables, ${rows} rows).`);
} finally {
  await database.close();
}
