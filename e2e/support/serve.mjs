#!/usr/bin/env node
// One e2e server (a Playwright worker's, support/servers.ts): starts an SMTP server that saves every
// mail as JSON under <dir>/mail, then the built API (apps/api/dist/main.js) on PORT with a fresh
// DATA_DIR under <dir>/data and SMTP_URL pointing at that SMTP server. On SIGTERM/SIGINT it stops the API, then deletes <dir>.
// Usage: node e2e/support/serve.mjs <dir>   (PORT and BRAND_* come from the environment)
// With E2E_SMTP=off there is no SMTP server and the API runs without SMTP_URL, as `npm start` does.
// With DATABASE_URL (CI's PostgreSQL 15 pass) the API gets a fresh database of its own on that server,
// created here and dropped on exit, so the servers and the unit tests never share one; its address is
// written to <dir>/database-url for support/jobs.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { passKeys } from './pass-keys.mjs';
import {
  freshDatabase,
  onStop,
  removeServerFolder,
  spawnApi,
  startMailSink,
  stopChild,
} from './server-parts.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: serve.mjs <dir>');
const smtp = process.env.E2E_SMTP === 'off' ? null : await startMailSink(join(dir, 'mail'));
if (!smtp) delete process.env.SMTP_URL;
const database = await freshDatabase();
// Where support/jobs.ts finds this server's database (without it, the embedded one of DATA_DIR).
if (database) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'database-url'), database.url);
}

const port = process.env.PORT ?? '3000';
const api = spawnApi({
  DATA_DIR: join(dir, 'data'),
  PUBLIC_URL: `http://localhost:${port}`,
  // webhooks.spec.ts's receiver listens on this machine's loopback address.
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  // The card's «Agregar a Apple Wallet» / «Guardar en Google Wallet» (wallet.spec.ts opens the pass).
  ...passKeys(join(dir, 'passes')),
  ...(smtp ? { SMTP_URL: smtp.url } : {}),
  ...(database ? { DATABASE_URL: database.url } : {}),
});

const stop = onStop(async () => {
  await stopChild(api);
  smtp?.close();
  await database?.drop().catch((error) => console.error(`could not drop the e2e database: ${error}`));
  removeServerFolder(dir);
});
api.on('exit', (code) => void stop(code ?? 1));
