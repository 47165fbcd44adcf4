import { fieldLimits, type RouteDef, type RoutePath, routes, spanishMessage } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { brandWalks } from './brand-walks.ts';
import { useTestApp } from './build-test-app.ts';
import { createCustomerSession } from './factories.ts';

/** The paths of an input schema's number fields (through optional, nullable, default and pipes). */
function numberFieldsOf(schema: z.ZodType, path: string[] = []): [string[], z.ZodType][] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'number':
      return [[path, schema]];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        numberFieldsOf(field, [...path, key]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return numberFieldsOf(def.innerType as z.ZodType, path);
    case 'pipe':
      return numberFieldsOf(def.in as z.ZodType, path);
    case 'array':
      return numberFieldsOf(def.element as z.ZodType, [...path, '0']);
    default:
      return [];
  }
}

/** Values just outside a number field's range as its schema says it: below its minimum, above its maximum. */
function outOfRange(field: z.ZodType): number[] {
  const { min, max, precision } = fieldLimits(field).number;
  const step = precision === 0 ? 1 : 0.01;
  const checks =
    (field._zod.def as { checks?: { _zod: { def: { check: string; value: number; inclusive: boolean } } }[] })
      .checks ?? [];
  const exclusiveMin = checks.map((c) => c._zod.def).find((c) => c.check === 'greater_than' && !c.inclusive);
  return [
    ...(min !== undefined ? [min - step] : []),
    ...(min === 0 || exclusiveMin?.value === 0 ? [-5] : []),
    ...(exclusiveMin ? [exclusiveMin.value] : []),
    ...(max !== undefined ? [max + step] : []),
  ];
}

function withValue(example: unknown, path: string[], value: number): Record<string, unknown> {
  const body = structuredClone(example ?? {}) as Record<string, unknown>;
  let node = body;
  for (const [i, key] of path.slice(0, -1).entries()) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return body;
}

const RANGE_CODES = [
  'validation.atLeast',
  'validation.greaterThan',
  'validation.atMost',
  'validation.lessThan',
];
const table = (Object.entries(routes) as [RoutePath, RouteDef][]).filter(
  ([path, def]) => !def.multipart && path !== '/login/client/logout' && numberFieldsOf(def.input).length > 0,
);

describe.each(brandWalks)(
  'a number out of its range is refused by the server, never clamped ($name)',
  ({ env, walks }) => {
    let owner: string;
    let admin: string;
    let customer: string;
    const t = useTestApp({ env });
    beforeAll(async () => {
      owner = await t.login('owner@premia.local');
      admin = await t.login('admin@premia.local');
      const { rows } = await t.pool.query(`select id from stores where slug = 'cafe-aurora'`);
      customer = (await createCustomerSession(t.db, rows[0].id)).token;
    });

    it.each(table.filter(([path]) => walks(path)))(
      '%s: every number field below or above its range answers 400 with the range message',
      async (path, def) => {
        const token =
          def.access === 'anonymous'
            ? undefined
            : def.access === 'admin'
              ? admin
              : def.access === 'customer'
                ? customer
                : owner;
        for (const [field, schema] of numberFieldsOf(def.input)) {
          for (const value of outOfRange(schema)) {
            const res = await t.post(path, withValue(def.example, field, value), token);
            const said = `${path} ${field.join('.')}=${value}: ${JSON.stringify(res.body)}`;
            expect(res.status, said).toBe(400);
            expect(RANGE_CODES, said).toContain(res.body.code);
            // The message the back office's form shows next to the field is made from the same code and params.
            expect(res.body.m, said).toBe(spanishMessage(res.body.code, res.body.params));
          }
        }
      },
    );
  },
);
