import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123';

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [t, plain] = await Promise.all([
    buildTestApp({ env: { METRICS_TOKEN, JOB_WORKERS: 'false' } }),
    buildTestApp({ seed: false }),
  ]);
});
afterAll(() => Promise.all([t.close(), plain.close()]));

describe('readiness', () => {
  it('is ready with the database and the job queue, and says which is missing otherwise', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ s: 'ok', database: 'up', jobs: 'up' });

    await t.pool.query('alter schema pgboss rename to pgboss_away');
    try {
      const notReady = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().m).toBe('La cola de trabajos no está lista.');
      // Alive all the same: /health says only that the process answers.
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.pool.query('alter schema pgboss_away rename to pgboss');
    }
  });
});

describe('metrics', () => {
  it('are not served without METRICS_TOKEN, and not to a caller without it', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-for-the-test-9999' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('count requests and their latency per route, the pool and the queued jobs', async () => {
    const owner = await t.login('owner@premia.local');
    expect((await t.post('/login/client', { email: 'owner@premia.local', password: 'mal' })).status).toBe(
      401,
    );
    // A customer with an email: the welcome mail waits in the queue (no workers in this app).
    const created = await t.post(
      '/client/customer/add',
      {
        firstName: 'Rita',
        lastName: 'Cola',
        email: 'rita.cola@example.com',
        mobile: '987654321',
        phoneCode: '+51',
      },
      owner,
    );
    expect(created.body.s).toBe('ok');

    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toContain('premia_http_requests_total{route="/login/client",status="2xx"} 1');
    expect(text).toContain('premia_http_requests_total{route="/login/client",status="4xx"} 1');
    expect(text).toContain('premia_http_request_duration_seconds_count{route="/login/client"} 2');
    expect(text).toContain('premia_http_request_duration_seconds_bucket{route="/login/client",le="+Inf"} 2');
    expect(text).toMatch(/premia_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/premia_jobs\{queue="mail",state="waiting"\} [1-9]/);
    expect(text).toContain('premia_jobs{queue="mail-dead",state="waiting"} 0');
  });
});
