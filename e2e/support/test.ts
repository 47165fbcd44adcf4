import { test as base } from '@playwright/test';
import { type RunningServer, type ServerKind, startServer } from './servers';

export * from '@playwright/test';

export interface ServerOptions {
  /** Which server the project's tests run against (servers.ts); set per project in the config. */
  serverKind: ServerKind;
}

/**
 * Playwright's test with a server of its own per worker: each worker starts the project's kind of
 * server on a free port and a fresh database, so workers run in parallel and a spec that changes data
 * never meets another worker's changes. A worker that restarts (after a failure) gets a new one.
 * `baseURL` (the page's, `request`'s and every new context's) is that server; `server.url` too, for
 * hooks that run before the test fixtures exist (beforeAll).
 */
export const test = base.extend<object, ServerOptions & { server: RunningServer }>({
  serverKind: ['main', { scope: 'worker', option: true }],
  server: [
    async ({ serverKind }, use, workerInfo) => {
      const server = await startServer(serverKind, String(workerInfo.workerIndex), 170_000);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
