import { type RouteDef, type RoutePath, routes } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWalks } from './brand-walks.ts';
import { useTestApp } from './build-test-app.ts';
import { createCustomerSession } from './factories.ts';

/**
 * Every answer is in the envelope with a Spanish message, whatever the body (issue 31.12): for every route
 * of the tables, as a caller it lets in, bodies that are not what the contract says — a byte-order mark,
 * duplicate keys, a text or an object where a name or an id goes, not an object at all, deep nesting,
 * prototype keys, another media type — answer a 4xx envelope, never a 5xx nor Fastify's own shape.
 */
const table = Object.entries(routes) as [RoutePath, RouteDef][];

function hostileBodies(example: Record<string, unknown>): { body: string; type?: string }[] {
  const json = JSON.stringify(example);
  const keys = Object.keys(example);
  const first = keys[0] ?? 'name';
  const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(keys.map((k) => [k, value])));
  return [
    { body: `\uFEFF${json}` },
    { body: `{"${first}":1,${json.slice(1)}` },
    { body: `${json.slice(0, -1)}${keys.length ? ',' : ''}"${first}":{"$ne":null}}` },
    { body: everyField('x') },
    { body: everyField({ nombre: 'x' }) },
    { body: everyField([1, 2]) },
    { body: everyField(-1e308) },
    { body: `[${json}]` },
    { body: 'null' },
    { body: '"texto"' },
  ];
}

/** Bodies whose parsing does not depend on the route: sent to one route of each audience. */
const parserBodies: { body: string; type?: string }[] = [
  { body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  { body: '{"__proto__":{"userType":"admin"},"constructor":{"prototype":{"x":1}}}' },
  { body: '{"email":"a@b.pe"}', type: 'application/json; charset=iso-8859-1' },
  { body: '<email>a@b.pe</email>', type: 'text/xml' },
  { body: '{"email":"a@b.pe"}garbage' },
  { body: '{"email":"\ud800"}' },
];

describe.each(brandWalks)('hostile bodies on every route ($name)', ({ env, walks }) => {
  const t = useTestApp({ env });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    tokens.owner = await t.login('owner@premia.local');
    tokens.admin = await t.login('admin@premia.local');
    const store = await t.db.execute<{ id: number }>(
      sql`select store_id as id from users where email = 'owner@premia.local'`,
    );
    tokens.customer = (await createCustomerSession(t.db, store.rows[0]!.id)).token;
  });

  /** A caller the route lets in; none for the routes whose every call ends the caller's session. */
  function tokenFor(path: RoutePath, def: RouteDef): string | undefined {
    if (/logout|delete-account|\/client\/delete/.test(path)) return undefined;
    if (def.access === 'anonymous') return undefined;
    if (path.startsWith('/admin/')) return tokens.admin;
    if (path.startsWith('/wallet/')) return tokens.customer;
    return def.access === 'admin' ? tokens.admin : tokens.owner;
  }

  it('answers each with a 4xx in the envelope, in Spanish', async () => {
    const problems: string[] = [];
    for (const [path, def] of table.filter(([p]) => walks(p))) {
      const token = tokenFor(path, def);
      const bodies = hostileBodies((def.example ?? {}) as Record<string, unknown>);
      if (/^\/(login\/client|client\/customer\/add|admin\/cities\/get|wallet\/profile\/update)$/.test(path))
        bodies.push(...parserBodies);
      for (const { body, type } of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: path,
          headers: {
            'content-type': type ?? 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          payload: body,
        });
        const shown = `${path} ${type ?? ''} ${body.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) problems.push(shown);
        else if (res.statusCode >= 400) {
          let parsed: { s?: string; m?: string; code?: string } = {};
          try {
            parsed = res.json();
          } catch {}
          if (parsed.s !== 'not-ok' || !parsed.m || !parsed.code) problems.push(shown);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it("answers a path segment over the router's limit with 414 in the envelope", async () => {
    const res = await t.app.inject({ method: 'POST', url: `/general/upload-file/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      s: 'not-ok',
      m: 'La dirección es demasiado larga.',
      code: 'request.urlTooLong',
      params: {},
      errorType: 'validation',
    });
  });

  it('says back an unknown path of 200,000 characters cut short', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/client/${'a'.repeat(200_000)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().m.length).toBeLessThan(300);
  });
});
