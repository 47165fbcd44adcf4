import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { e2eEnv, setServerDir } from './env';
import { PAIR_METRICS_TOKEN } from './two-processes';

/**
 * The servers a test may run against, each on a fresh database: the default brand, the other brand
 * flags (spec §2), the default brand without SMTP_URL (its mail read in the admin's «Correo saliente»),
 * each one API process (serve.mjs); and two API processes on one database behind a round-robin proxy
 * (serve-two.mjs).
 */
export type ServerKind = 'main' | 'brand' | 'nomail' | 'pair';

const mainSettings = {
  BRAND_ADMIN_ENABLED: 'true',
  BRAND_MULTI_STORE: 'false',
  BRAND_BANNERS: 'false',
  // A tile server nobody answers: the city map must still work (a plain grid under the marker).
  MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  MAP_TILE_ATTRIBUTION: '© OpenStreetMap',
};

const kinds: Record<ServerKind, { script: string; settings: Record<string, string> }> = {
  main: { script: 'serve.mjs', settings: mainSettings },
  // `npm start` as it comes: no SMTP server, so the mails are read in the admin's «Correo saliente».
  nomail: { script: 'serve.mjs', settings: { ...mainSettings, E2E_SMTP: 'off' } },
  brand: {
    script: 'serve.mjs',
    settings: { BRAND_ADMIN_ENABLED: 'false', BRAND_MULTI_STORE: 'true', BRAND_BANNERS: 'true' },
  },
  // The brand with store notifications (spec §2): the pair sends them.
  pair: {
    script: 'serve-two.mjs',
    settings: { METRICS_TOKEN: PAIR_METRICS_TOKEN, BRAND_ADMIN_ENABLED: 'false' },
  },
};

export interface RunningServer {
  kind: ServerKind;
  /** Where the browser and the API calls go, e.g. http://localhost:41234. */
  url: string;
  stop(): Promise<void>;
}

const repoRoot = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Answers once the server serves the sign-in page, or throws if it ends first or takes too long. */
async function ready(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let ended: string | null = null;
  child.once('exit', (code, signal) => {
    ended = `the server ended (${signal ?? code}) before it answered`;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(ended);
    const ok = await fetch(`${url}/signin`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops the server's script with SIGTERM (it stops the API, drops the database, deletes its folder). */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killed);
}

/**
 * Starts a server of `kind` on a free port with a folder of its own under the run's root (its data and
 * its SMTP sink's mail, which mailsTo reads), and waits until it answers. `name` tells servers apart.
 */
export async function startServer(kind: ServerKind, name: string, timeoutMs: number): Promise<RunningServer> {
  const { script, settings } = kinds[kind];
  const port = await freePort();
  const dir = join(e2eEnv().root, `${kind}-${name}`);
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [join('e2e', 'support', script), dir], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => process.stdout.write(chunk));
  child.stderr?.on('data', (chunk) => process.stderr.write(chunk));
  try {
    await ready(url, child, timeoutMs);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  setServerDir(kind, dir);
  return { kind, url, stop: () => stopChild(child) };
}
