import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { runMigrations } from './migrate.ts';

/** npm run db:migrate — applies the committed migrations and stops. */
const log = pino({ level: 'info' });
const database = await openDatabase(loadConfig(), log);
try {
  await runMigrations(database);
  console.log('Migrations applied.');
} finally {
  await database.close();
}
