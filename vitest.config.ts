import { defineConfig } from 'vitest/config';
import LongWalksFirst from './vitest.sequencer';

export default defineConfig({
  test: {
    // The contract's, client package's, web's and wallet's files: two at a time on 2 cores instead of Vitest's one.
    maxWorkers: 2,
    sequence: { sequencer: LongWalksFirst },
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          root: './packages/client',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // A worker imports the app's modules once for all its files, not once per file (a minute and a
          // half of the suite's 9 minutes on 2 cores). Each file still builds its own app on its own
          // database (build-test-app.ts), and no test replaces a module (vi.mock).
          isolate: false,
          // Vitest's default is one worker per core less one: a single worker on CI's 2 cores, while an API
          // test spends most of its time waiting on PostgreSQL. Three keep both cores busy; a project with
          // its own worker count runs as a group of its own, after the others. CI's second leg runs the suite
          // beside the first leg's browser tests with two (API_TEST_WORKERS, .ci/run).
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 3),
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          // As the API's: a worker imports React, antd and the app's modules once for all its files (the
          // imports took 340 s of the project's time, 135 s so); each file still gets its own DOM and
          // renders its own app (renderWithApp: a new query cache, the language set by the test).
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'wallet',
          root: './apps/wallet',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['./src/test/setup.ts'],
          // As the web's: a loaded machine can take seconds to render a lazy page.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
