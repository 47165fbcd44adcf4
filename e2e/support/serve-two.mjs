#!/usr/bin/env node
// Playwright's webServer for the two-processes project: Premia laid out as docs/DEPLOY.md says, on one
// machine. Two built API processes ("a" and "b", each on a free port) share one database — the
// embedded PostgreSQL the first one starts under <dir>/data, or with DATABASE_URL (CI's PostgreSQL 15
// pass) a fresh database on that server — one uploads folder (<dir>/data/uploads, as a shared volume
// would be) and one SMTP sink (<dir>/mail). In front, on PORT, a round-robin proxy sends each request to
// the other process in turn (round-robin-proxy.mjs). The first process starts alone (it migrates and
// seeds), the second once it answers, as a rolling deploy would. On SIGTERM/SIGINT it stops the proxy,
// then the second process, then the first (whose embedded PostgreSQL the second uses), then deletes <dir>.
// Usage: node e2e/support/serve-two.mjs <dir>   (PORT comes from the environment)
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';
import {
  freePort,
  freshDatabase,
  onStop,
  removeServerFolder,
  spawnApi,
  startMailSink,
  stopChild,
} from './server-parts.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: serve-two.mjs <dir>');
const port = Number(process.env.PORT ?? '3000');
const dataDir = join(dir, 'data');
const smtp = await startMailSink(join(dir, 'mail'));
const database = await freshDatabase();
const processes = [];
let proxy = null;

const stop = onStop(async () => {
  await proxy?.close();
  for (const { child } of [...processes].reverse()) await stopChild(child);
  smtp.close();
  await database?.drop().catch((error) => console.error(`could not drop the e2e database: ${error}`));
  removeServerFolder(dir);
});

/** Starts process `name` on a free port and resolves once it is ready (/ready: database and job queue). */
async function startProcess(name, databaseUrl) {
  const backendPort = await freePort();
  const child = spawnApi({
    PORT: String(backendPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: smtp.url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  processes.push({ name, child });
  // Either one ending by itself ends the pair (a stop of ours has already begun and goes on).
  child.on('exit', (code) => void stop(code || 1));
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${backendPort}/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { name, port: backendPort };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const a = await startProcess('a', database?.url);
// Without DATABASE_URL the second uses the first one's embedded server, found as `npm run backup` finds it.
const { runningServerUrl } = await tsImport('../../apps/api/src/db/embedded-server.ts', import.meta.url);
const shared = database?.url ?? runningServerUrl(dataDir, 'premia');
if (!shared) throw new Error(`no embedded PostgreSQL runs under ${dataDir}`);
const b = await startProcess('b', shared);
proxy = await startRoundRobinProxy(port, [a, b]);
console.log(`two API processes behind http://localhost:${port} (a on ${a.port}, b on ${b.port})`);
