import { defineConfig } from '@playwright/test';
import { e2eEnv } from './support/env';
import { PAIR_METRICS_TOKEN } from './support/two-processes';

const env = e2eEnv();
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
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
const base = `http://localhost:${env.port}`;
const brandBase = `http://localhost:${env.brandPort}`;
const pairBase = `http://localhost:${env.pairPort}`;

/**
 * Real servers on fresh databases: the default brand and the other brand flags (spec §2), each one API
 * process (serve.mjs); and two API processes on one database behind a round-robin proxy (serve-two.mjs).
 */
function server(port: number, dir: string, settings: Record<string, string>, script = 'serve.mjs') {
  return {
    command: `node e2e/support/${script} ${dir}`,
    cwd: '..',
    url: `http://localhost:${port}/signin`,
    env: { PORT: String(port), ...settings },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
  };
}

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  // The specs share one database per server (sessions, profile languages): one worker, in order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  // A shared 2-core machine can take seconds to load a lazy screen under load.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // Reduced motion (the app then turns antd's animations off): a click never lands on a popup mid-animation.
  use: { ...chromium, locale: 'es-ES', trace: 'retain-on-failure', reducedMotion: 'reduce' },
  webServer: [
    server(env.port, env.mainDir, {
      BRAND_ADMIN_ENABLED: 'true',
      BRAND_MULTI_STORE: 'false',
      BRAND_BANNERS: 'false',
      // A tile server nobody answers: the city map must still work (a plain grid under the marker).
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap',
    }),
    server(env.brandPort, env.brandDir, {
      BRAND_ADMIN_ENABLED: 'false',
      BRAND_MULTI_STORE: 'true',
      BRAND_BANNERS: 'true',
    }),
    server(env.pairPort, env.pairDir, { METRICS_TOKEN: PAIR_METRICS_TOKEN }, 'serve-two.mjs'),
  ],
  projects: [
    {
      name: 'desktop',
      testIgnore: ['brand.spec.ts', 'mobile.spec.ts', 'two-processes.spec.ts'],
      use: { ...desktop, baseURL: base },
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
      ],
      use: { ...mobile, baseURL: base },
    },
    {
      name: 'brand',
      testMatch: ['brand.spec.ts'],
      use: { ...desktop, baseURL: brandBase },
    },
    {
      name: 'two-processes',
      testMatch: ['two-processes.spec.ts'],
      use: { ...desktop, baseURL: pairBase },
    },
  ],
});
