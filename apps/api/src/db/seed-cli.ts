import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { runMigrations } from './migrate.ts';
import { seedDemoIfEmpty } from './seed.ts';

/** npm run db:seed — migrates, then seeds the demo platform if the database has no users. */
const log = pino({ level: 'info' });
const database = await openDatabase(loadConfig(), log);
try {
  await runMigrations(database);
  const seeded = await seedDemoIfEmpty(database.db, log);
  console.log(seeded ? 'Demo platform seeded.' : 'The database already has users; nothing seeded.');
} finally {
  await database.close();
}
