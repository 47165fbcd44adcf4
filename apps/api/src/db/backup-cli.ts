import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { backupDatabase } from './backup.ts';
import { type Database, openDatabase, openPool } from './database.ts';
import { runningServerUrl } from './embedded-server.ts';

/**
 * npm run backup [FILE] — the database (DATABASE_URL's, or the embedded one of DATA_DIR, running or
 * not) and, with local storage, the uploads (DATA_DIR/uploads) into FILE, by default
 * backups/premia-<date and time>.backup.gz in the folder it is typed in.
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
  const uploads = config.storage.kind === 'local' ? config.storage.root : undefined;
  const header = await backupDatabase(database.pool, file, { uploads });
  const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
  const files = header.files
    ? `, ${header.files.files} uploaded files of ${header.files.bytes} bytes`
    : ' (uploads are in the S3 bucket: back it up by its own means)';
  console.log(`Backup written: ${file} (${header.tables.length} tables, ${rows} rows${files}).`);
} finally {
  await database.close();
}
