import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { e2eEnv } from './support/env';
import type { ServerOptions } from './support/test';

// The run's folder, made here once and inherited by the workers (their servers' folders go in it).
e2eEnv();
// Debian's headless shell, the browser Playwright itself runs headless tests in: the same engine as
// Debian's Chromium without the desktop browser around it, and an eighth less CPU for the suite.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};
const desktop = { viewport: { width: 1440, height: 900 } };
const mobile = { viewport: { width: 375, height: 812 }, hasTouch: true };

/**
 * Each worker runs its project's kind of server on a fresh database of its own (support/test.ts: the
 * default brand; the other brand flags; the default brand without SMTP_URL; two API processes behind a
 * proxy), so the spec files run in parallel; the tests of one file run in order, in one worker.
 */
export default defineConfig<object, ServerOptions>({
  testDir: '.',
  outputDir: '../test-results',
  // Each worker is a browser, an API process and its PostgreSQL. The suite waits more than it computes
  // (2026-12-07: 786 s of CPU, user and system, for the whole run, against 1,086 s of wall time with two
  // workers on CI's 2 cores): three on a 2-core machine, one more per two cores above that (`--workers`
  // overrides).
  workers: Math.max(3, Math.floor(availableParallelism() / 2) + 2),
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  // A shared 2-core machine can take seconds to load a lazy screen under load.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // Reduced motion (the app then turns antd's animations off): a click never lands on a popup mid-animation.
  // A failed test's trace keeps the pages' DOM at each step, not the screencast: its frames cost the
  // browser more CPU than the tests themselves.
  use: {
    ...chromium,
    locale: 'es-ES',
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['brand.spec.ts', 'mobile.spec.ts', 'two-processes.spec.ts', 'outbox.spec.ts'],
      use: desktop,
    },
    {
      name: 'mobile',
      testMatch: [
        'mobile.spec.ts',
        'screens.spec.ts',
        'admin-business.spec.ts',
        'admin-catalogue.spec.ts',
        'narrow-screens.spec.ts',
        'audit.spec.ts',
        'failed-reads.spec.ts',
        'phone-tables.spec.ts',
        'liability.spec.ts',
        'segments.spec.ts',
        'automations.spec.ts',
        'tills.spec.ts',
        'webhooks.spec.ts',
      ],
      use: mobile,
    },
    {
      name: 'brand',
      testMatch: ['brand.spec.ts'],
      use: { ...desktop, serverKind: 'brand' },
    },
    // `npm start` alone: no SMTP server, the mails read in the admin's «Correo saliente».
    {
      name: 'nomail',
      testMatch: ['outbox.spec.ts'],
      use: { ...desktop, serverKind: 'nomail' },
    },
    {
      name: 'two-processes',
      testMatch: ['two-processes.spec.ts'],
      use: { ...desktop, serverKind: 'pair' },
    },
  ],
});
