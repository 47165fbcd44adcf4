import { Writable } from 'node:stream';
import { type RouteDef, type RoutePath, routes } from '@premia/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { brandWalks } from './brand-walks.ts';
import { useTestApp } from './build-test-app.ts';

/** The paths of an input schema's text fields (through optional, nullable, default and pipes). */
function textFieldsOf(schema: z.ZodType, path: string[] = []): string[][] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'string':
      return [path];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        textFieldsOf(field, [...path, key]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return textFieldsOf(def.innerType as z.ZodType, path);
    case 'pipe':
      return textFieldsOf(def.in as z.ZodType, path);
    case 'array':
      return textFieldsOf(def.element as z.ZodType, [...path, '0']);
    default:
      return [];
  }
}

/** The example with the text at `path` replaced, making the containers on the way. */
function withText(example: unknown, path: string[], value: string): Record<string, unknown> {
  const body = structuredClone(example ?? {}) as Record<string, unknown>;
  let node = body;
  for (const [i, key] of path.slice(0, -1).entries()) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return body;
}

const table = (Object.entries(routes) as [RoutePath, RouteDef][]).filter(([, def]) => !def.multipart);
const CONTROL = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];

describe.each(brandWalks)('control characters in text fields ($name)', ({ env, walks }) => {
  let owner: string;
  let admin: string;
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = useTestApp({ env, logger: pino({ level: 'info' }, sink) });
  beforeAll(async () => {
    owner = await t.login('owner@premia.local');
    admin = await t.login('admin@premia.local');
  });

  it.each(table.filter(([path]) => walks(path)))(
    '%s refuses NUL and other control characters in every text field with a 4xx',
    async (path, def) => {
      // Logout's calls would end the session the others use.
      const token =
        def.access === 'anonymous'
          ? undefined
          : def.access === 'admin'
            ? admin
            : path === '/login/client/logout'
              ? await t.login('owner@premia.local')
              : owner;
      for (const field of textFieldsOf(def.input)) {
        for (const control of CONTROL) {
          const body = withText(def.example, field, `Ana${control}María`);
          const res = await t.post(path, body, token);
          expect(res.status, `${path} ${field.join('.')} ${JSON.stringify(control)}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(
            res.status,
            `${path} ${field.join('.')} ${JSON.stringify(control)}: ${res.body.m}`,
          ).toBeLessThan(500);
          expect(res.body.s).toBe('not-ok');
        }
      }
    },
  );

  it('names the field in Spanish, for the anonymous registration too', async () => {
    const res = await t.post('/login/client/register', {
      ...(routes['/login/client/register'].example as object),
      firstName: 'Ana\u0000',
    });
    expect(res.status).toBe(400);
    expect(res.body.m).toBe('El campo «nombre» contiene caracteres no permitidos.');
    const search = await t.post('/client/customer/search', { q: 'a\u0000' }, owner);
    expect(search.status).toBe(400);
  });

  it('keeps line breaks and tabs in a long text (notes) and refuses them in a name', async () => {
    const notes = 'Prefiere café.\nAlérgico a las nueces.\tMesa 4';
    const added = await t.post('/client/customer/add', { firstName: 'Lucía', notes }, owner);
    expect(added.status).toBe(200);
    expect(added.body.customer.notes).toBe(notes);
    const named = await t.post('/client/customer/add', { firstName: 'Lucía\nPérez' }, owner);
    expect(named.status).toBe(400);
    expect(named.body.m).toBe('El campo «nombre» contiene caracteres no permitidos.');
  });

  it("never writes a failed query's parameters to the log", async () => {
    // A rule the database enforces and the contract does not know: its failure is a 500, logged.
    await t.db.execute(
      sql`alter table customers add constraint no_boom check (first_name <> 'Boom') not valid`,
    );
    lines.length = 0;
    const res = await t.post(
      '/client/customer/add',
      { firstName: 'Boom', email: 'secreto.personal@correo.pe', mobile: '987654321' },
      owner,
    );
    expect(res.status).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('23514');
    expect(log).not.toContain('secreto.personal@correo.pe');
    expect(log).not.toContain('987654321');
    expect(log).not.toContain('Boom');
    await t.db.execute(sql`alter table customers drop constraint no_boom`);
  });
});
