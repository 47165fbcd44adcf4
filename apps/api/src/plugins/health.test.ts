import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { registerHealth } from './health.ts';

describe('health and readiness with the database down', () => {
  const app = Fastify();
  const unreachable = { pool: { query: () => Promise.reject(new Error('connect ECONNREFUSED')) } };
  registerHealth(app, unreachable as unknown as Database);
  afterAll(() => app.close());

  it('stays alive (so the orchestrator does not restart it) but is not ready (so the proxy skips it)', async () => {
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ s: 'ok' });

    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().m).toBe('La base de datos no responde.');
  });
});
