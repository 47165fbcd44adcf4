import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let web: string;
let wallet: string;
// A script the size of a real chunk: what a browser downloads first.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `fila ${i}` })))};`;

/** A built app of our own, compressed as `npm run build` compresses it (scripts/compress-dist.mjs). */
function builtApp(prefix: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>app</title>${'<p>texto</p>'.repeat(200)}`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc.js'), 'console.log(1)');
  const compress = path.join(import.meta.dirname, '..', '..', '..', '..', 'scripts', 'compress-dist.mjs');
  execFileSync(process.execPath, [compress, dist]);
  return dist;
}

beforeAll(async () => {
  web = builtApp('web-dist-');
  wallet = builtApp('wallet-dist-');
  t = await buildTestApp({ env: { WEB_DIST: web, WALLET_DIST: wallet } });
});
afterAll(async () => {
  await t.close();
  for (const dist of [web, wallet]) fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

const decoded = (answer: Awaited<ReturnType<typeof get>>) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString('utf8');
  return answer.rawPayload.toString('utf8');
};

describe('answers are compressed when the browser asks', () => {
  it('the OpenAPI document (JSON): brotli or gzip as asked, with Vary, the same document once decoded', async () => {
    const plain = await get('/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const answer = await get('/openapi.json', 'gzip, deflate, br');
      const asked = await get('/openapi.json', encoding);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-encoding']).toBe(encoding);
      expect(String(asked.headers.vary)).toContain('accept-encoding');
      expect(asked.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decoded(asked))).toEqual(plain.json());
    }
  });

  it("small JSON answers (the counter's) go as they are: nothing to gain", async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/login/client',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { email: 'owner@premia.local', password: 'no-es-la-clave' },
    });
    expect(signIn.json().s).toBe('not-ok');
    expect(signIn.headers['content-encoding']).toBeUndefined();
    expect((await get('/health', 'br, gzip')).headers['content-encoding']).toBeUndefined();
  });

  it("the back office's and the wallet's built files: the build's own brotli and gzip copies", async () => {
    for (const url of ['/assets/index-abc.js', '/w/assets/index-abc.js']) {
      for (const encoding of ['br', 'gzip']) {
        const asked = await get(url, encoding);
        expect(asked.statusCode, url).toBe(200);
        expect(asked.headers['content-encoding'], url).toBe(encoding);
        expect(String(asked.headers['content-type']), url).toContain('javascript');
        expect(String(asked.headers.vary), url).toContain('accept-encoding');
        expect(decoded(asked), url).toBe(script);
      }
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(String(plain.headers.vary), url).toContain('accept-encoding');
      expect(plain.body, url).toBe(script);
    }
    expect((await get('/w/assets/index-abc.js', 'br')).headers['cache-control']).toContain('immutable');
  });

  it('the pages (index.html of both apps) are compressed too', async () => {
    for (const url of ['/signin', '/pe/cafe-aurora']) {
      const asked = await get(url, 'br');
      expect(asked.statusCode, url).toBe(200);
      expect(asked.headers['content-encoding'], url).toBe('br');
      expect(String(asked.headers.vary), url).toContain('accept-encoding');
      expect(decoded(asked), url).toContain('<title>app</title>');
    }
  });
});
