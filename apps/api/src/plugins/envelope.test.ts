import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, useTestApp } from '../../test/build-test-app.ts';

describe('the envelope and honest status codes', () => {
  const t = useTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });

  it('answers a broken JSON body with 400 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/client',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      s: 'not-ok',
      m: 'La petición no es un JSON válido.',
      code: 'request.invalidJson',
      params: {},
      errorType: 'validation',
    });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.post('/login/client', { email: 'a@b.pe', password: 'x'.repeat(10_000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ s: 'not-ok', m: 'La petición es demasiado grande.' });
  });

  it('answers a body that is not a JSON object with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/client',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      s: 'not-ok',
      m: 'La petición debe ser un objeto.',
      code: 'validation.mustBeObject',
      params: {},
      errorType: 'validation',
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/login/client',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ s: 'not-ok', m: 'El contenido debe enviarse como JSON.' });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.post('/client/no-existe', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      s: 'not-ok',
      m: 'La ruta /client/no-existe no existe.',
      code: 'common.routeNotFound',
      params: { url: '/client/no-existe' },
      errorType: 'not-found',
    });
  });

  it("carries a refusal's code and params beside its Spanish text", async () => {
    const token = await t.login('owner@premia.local');
    const res = await t.post('/client/store/save', { slug: 'Con Espacios' }, token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      s: 'not-ok',
      m: 'La dirección del negocio solo puede tener letras minúsculas, números y guiones.',
      code: 'validation.slugChars',
      params: { field: 'slug' },
      errorType: 'validation',
    });
    const long = await t.post(
      '/client/update',
      { first_name: 'A'.repeat(500), last_name: 'Torres', email: 'owner@premia.local' },
      token,
    );
    expect(long.body).toMatchObject({ code: 'validation.tooLong', params: { field: 'first_name' } });
    expect(long.body.m).toMatch(/^El campo «nombre» no puede tener más de \d+ caracteres\.$/);
  });

  it('names the field in Spanish for a wrong type, and drops unknown fields', async () => {
    const res = await t.post('/login/client', { email: 12, password: 'x' });
    expect(res.body).toEqual({
      s: 'not-ok',
      m: 'El campo «email» debe ser un texto.',
      code: 'validation.mustBeText',
      params: { field: 'email' },
      errorType: 'validation',
    });
    const token = await t.login('owner@premia.local');
    const extra = await t.post(
      '/client/update',
      {
        first_name: 'Ana',
        last_name: 'Torres',
        email: 'owner@premia.local',
        storeId: 999,
        userType: 'admin',
      },
      token,
    );
    expect(extra.body.s).toBe('ok');
    const info = await t.post('/client/info', {}, token);
    expect(info.body.user).toMatchObject({ userType: 'client', storeName: 'Café Aurora' });
  });

  it('serves /health, and the OpenAPI document from the route table', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ s: 'ok' });
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toContain('/login/client');
    expect(doc.paths['/client/info'].post.security).toEqual([{ staffSession: [] }, { adminSession: [] }]);
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBeLessThan(400);
    // The docs page's own copy (built on the first request of either) is the same document.
    const pageDoc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(pageDoc.paths['/client/info']).toEqual(doc.paths['/client/info']);
  });
});

describe('an unexpected failure', () => {
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'error' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
    t = await buildTestApp({ logger });
  });
  afterAll(() => t.close());

  it('answers 500 with a generic Spanish message carrying the request id, and logs that id', async () => {
    // A real route on a broken database: the kind of failure no user causes.
    await t.db.execute(sql`alter table countries rename to countries_gone`);
    try {
      const res = await t.post('/general/get-countries', {});
      expect(res.status).toBe(500);
      const id = res.body.requestId as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).toEqual({
        s: 'not-ok',
        m: `Ocurrió un error interno. Inténtelo de nuevo en unos minutos. (ref. ${id})`,
        code: 'common.internal',
        params: { requestId: id },
        errorType: 'internal',
        requestId: id,
      });
      expect(res.body.m).not.toMatch(/countries|relation|select/i);
      expect(logLines.some((line) => line.requestId === id && line.level === 50)).toBe(true);
    } finally {
      await t.db.execute(sql`alter table countries_gone rename to countries`);
    }
    expect((await t.post('/general/get-countries', {})).status).toBe(200);
  });
});
