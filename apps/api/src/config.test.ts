import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config.ts';

/** The repository root, found independently of lib/paths.ts: the folder whose package.json has workspaces. */
const repoRoot = (() => {
  let dir = import.meta.dirname;
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    !readJson(path.join(dir, 'package.json')).workspaces
  )
    dir = path.dirname(dir);
  return dir;
})();
function readJson(file: string) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.brand).toEqual({ adminEnabled: true, multiStore: false, banners: false });
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(config.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
    expect(config.httpTimeouts).toEqual({
      idle: 120_000,
      headers: 20_000,
      request: 120_000,
      keepAlive: 72_000,
    });
  });

  it('refuses a headers timeout longer than the whole request timeout, naming both', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  it("keeps the data in the repository's ./data whichever folder npm runs the script in", () => {
    // `npm run db:seed` at the root runs inside apps/api with INIT_CWD the root; from apps/api, INIT_CWD is apps/api
    for (const INIT_CWD of [repoRoot, path.join(repoRoot, 'apps/api'), '/tmp']) {
      expect(loadConfig({ INIT_CWD }).dataDir).toBe(path.join(repoRoot, 'data'));
    }
  });

  it('trusts no proxy unless TRUST_PROXY names one, and never "everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/);
  });

  it('reads a relative DATA_DIR or WEB_DIST from the folder the command was typed in', () => {
    const config = loadConfig({ DATA_DIR: 'other-data', WEB_DIST: '../web-build', INIT_CWD: repoRoot });
    expect(config.dataDir).toBe(path.join(repoRoot, 'other-data'));
    expect(config.webDist).toBe(path.resolve(repoRoot, '../web-build'));
    expect(loadConfig({ DATA_DIR: '/srv/premia', INIT_CWD: repoRoot }).dataDir).toBe('/srv/premia');
    expect(loadConfig({ DATA_DIR: 'd' }).dataDir).toBe(path.resolve(process.cwd(), 'd'));
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['BRAND_MULTI_STORE', 'maybe'],
  ])('stops on a bad %s with a message that names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads brand flags and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      BRAND_MULTI_STORE: 'true',
      BRAND_ADMIN_ENABLED: '0',
      PUBLIC_URL: 'https://premia.pe/',
    });
    expect(config.brand).toMatchObject({ multiStore: true, adminEnabled: false });
    expect(config.publicUrl).toBe('https://premia.pe');
  });

  it("lists every setting in the README's table", () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const rows = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]));
    expect(SETTING_NAMES.length).toBeGreaterThan(10);
    for (const name of SETTING_NAMES) expect(rows.has(name), `${name} missing from README`).toBe(true);
  });
});
