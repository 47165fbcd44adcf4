/**
 * The API in a process of its own (bench/api-server.ts), as `npm start` runs it, so that the load
 * generator does not share the server's thread, and its CPU and memory are its own to read.
 */
import { fork } from 'node:child_process';
import path from 'node:path';

export async function startApiProcess(opts: {
  databaseUrl: string;
  dataDir: string;
  execArgv?: string[];
  /** Where its mail goes (an SMTP sink of the bench); none: mail stays in the outbox. */
  smtpUrl?: string;
  /** Another checkout whose API to run (bench/api-cpu.ts compares two); this one by default. */
  checkout?: string;
  /** The brand with store notifications (spec §2: none in the admin-enabled brand, the default). */
  storeNotifications?: boolean;
}) {
  const bench = opts.checkout ? path.join(opts.checkout, 'bench') : import.meta.dirname;
  const api = fork(path.join(bench, 'api-server.ts'), {
    execArgv: ['--import', 'tsx', ...(opts.execArgv ?? [])],
    env: {
      ...process.env,
      BENCH_DATABASE_URL: opts.databaseUrl,
      BENCH_APP_DATA_DIR: opts.dataDir,
      ...(opts.smtpUrl ? { BENCH_SMTP_URL: opts.smtpUrl } : {}),
      ...(opts.storeNotifications ? { BENCH_BRAND_ADMIN_ENABLED: 'false' } : {}),
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    api.once('message', (m) => resolve((m as { port: number }).port));
    api.once('exit', (code) => reject(new Error(`the API process ended (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: api.pid!,
    /** Closes the app (it drains) and waits for the process to end. */
    async stop() {
      const ended = new Promise((resolve) => api.once('exit', resolve));
      api.disconnect();
      await ended;
    },
  };
}

/** Signs a store user in; the session token. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${base}/login/client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { user: { token: string } }).user.token;
}
