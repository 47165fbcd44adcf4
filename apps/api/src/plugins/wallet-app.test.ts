import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createStore, setStoreSettings } from '../../test/factories.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A wallet build of our own: index.html, the service worker, an asset.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>wallet</title>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  t = await buildTestApp({ env: { WALLET_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe("the wallet's web address", () => {
  it("answers every page under a store's address /{cc}/{slug} with the wallet, whatever the store", async () => {
    for (const url of [
      '/pe/cafe-aurora',
      '/PE/cafe-aurora/card',
      '/pe/cafe-aurora/points?x=1',
      '/ar/no-existe',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>wallet</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('serves its files under /w/: the service worker may take a store address as its scope', async () => {
    const sw = await get('/w/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await get('/w/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/w/assets/missing.js')).statusCode).toBe(404);
  });

  it('gives each open store a manifest of its own, and none to an unknown or closed one', async () => {
    const manifest = await get('/PE/cafe-aurora/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Café Aurora',
      start_url: '/pe/cafe-aurora/card',
      scope: '/pe/cafe-aurora',
      display: 'standalone',
      icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512', type: 'image/png' })]),
    });
    expect((await get('/pe/no-existe/manifest.webmanifest')).statusCode).toBe(404);
    // A store of its own closes: the demo store the other tests read stays open.
    const { store } = await createStore(t.db);
    expect((await get(`/pe/${store.slug}/manifest.webmanifest`)).statusCode).toBe(200);
    await setStoreSettings(t.db, store.id, { active: false });
    expect((await get(`/pe/${store.slug}/manifest.webmanifest`)).statusCode).toBe(404);
  });

  it("leaves the API's paths and the back office's pages alone", async () => {
    const api = await t.app.inject({ method: 'POST', url: '/general/client-config', payload: {} });
    expect(api.statusCode).toBe(200);
    expect((await get('/wallet/me')).statusCode).toBe(404);
    // The back office's pages never have a two-letter first segment: not the wallet's.
    for (const url of ['/dashboard/loyalty', '/signin/x', '/abc/def']) {
      expect((await get(url)).body, url).not.toContain('<title>wallet</title>');
    }
  });
});
