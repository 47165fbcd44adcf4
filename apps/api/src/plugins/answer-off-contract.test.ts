import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { handlers } from '../features/index.ts';
import type { Handlers } from '../lib/context.ts';
import { registerApiRoutes } from './api-routes.ts';
import { registerErrorHandling } from './errors.ts';

describe('an answer the route table does not allow', () => {
  const t = useTestApp();
  const app = Fastify();
  afterAll(() => app.close());

  it("is the server's failure (500, logged), never the caller's mistake (400)", async () => {
    const { deps } = await t.contextFor(await t.login('owner@premia.local'));
    const broken = { ...handlers, '/general/get-currencies': async () => ({ currencies: 'ninguna' }) };
    registerErrorHandling(app);
    registerApiRoutes(app, deps, broken as unknown as Handlers);
    const res = await app.inject({ method: 'POST', url: '/general/get-currencies', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ s: 'not-ok', errorType: 'internal' });
  });
});
