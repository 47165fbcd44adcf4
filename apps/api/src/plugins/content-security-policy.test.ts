import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/build-test-app.ts';

const t = useTestApp({ seed: false });

describe('Content-Security-Policy', () => {
  it('lets scripts come only from our origin, on the API and on the web app', async () => {
    for (const url of ['/health', '/no-such-page']) {
      const answer = await t.app.inject({ method: 'GET', url });
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('unsafe-eval');
    }
  });

  it('gives the API docs page a policy of its own that still allows no foreign script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const scripts = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    expect(scripts).toContain("'self'");
    expect(scripts).not.toMatch(/https?:|\*/);
  });

  it("lets the map's tiles come from the tile server when one is set, and from nowhere else", async () => {
    const images = (policy: unknown) => /img-src ([^;]*)/.exec(String(policy))?.[1] ?? '';
    const none = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(images(none.headers['content-security-policy'])).not.toMatch(/https?:/);
    const withTiles = await buildTestApp({
      seed: false,
      env: { MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png?key={key}' },
    });
    try {
      const page = await withTiles.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(images(page.headers['content-security-policy'])).toBe(
        "'self' data: blob: https://*.tile.example.org",
      );
      const config = await withTiles.post('/general/client-config', {});
      expect(config.body.mapTiles).toEqual({
        url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png?key={key}',
        attribution: null,
      });
    } finally {
      await withTiles.close();
    }
  });
});
