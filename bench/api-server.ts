/**
 * The API in a process of its own, as `npm start` runs it, so that the load generator (autocannon, in
 * the bench process) does not share the server's thread. Started by bench/run.ts with fork().
 */
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPool } from '../apps/api/src/db/database.ts';

const logger = pino({ level: 'warn' });
const database = openPool(process.env.BENCH_DATABASE_URL!, logger);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: process.env.BENCH_APP_DATA_DIR!,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  // bench/api-cpu.ts turns the job workers off: their work (mails of earlier runs' purchases) is not a call's.
  JOB_WORKERS: process.env.BENCH_JOB_WORKERS ?? 'true',
  WEB_DIST: '/nonexistent',
  ...(process.env.BENCH_SMTP_URL ? { SMTP_URL: process.env.BENCH_SMTP_URL } : {}),
  ...(process.env.BENCH_BRAND_ADMIN_ENABLED
    ? { BRAND_ADMIN_ENABLED: process.env.BENCH_BRAND_ADMIN_ENABLED }
    : {}),
});
const app = await buildApp(config, { database, logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
