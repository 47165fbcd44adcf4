import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql as drizzleSql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { DRIZZLE_VERSION_CHECKED, sql } from './sql.ts';

const dialect = new PgDialect();
const customers = pgTable('customers', { id: integer('id'), name: text('name') });

/** The same statement through drizzle's tag and ours, as PostgreSQL gets it. */
function both(build: (tag: typeof drizzleSql) => ReturnType<typeof drizzleSql>) {
  return { ours: dialect.sqlToQuery(build(sql)), drizzle: dialect.sqlToQuery(build(drizzleSql)) };
}

describe('the counter’s sql tag (db/sql.ts), which writes drizzle’s SQL parts itself', () => {
  it('is used with the drizzle-orm version it was checked against (pinned in package.json)', () => {
    const entry = createRequire(import.meta.url).resolve('drizzle-orm');
    const { version: installed } = JSON.parse(readFileSync(join(dirname(entry), 'package.json'), 'utf8'));
    // A new drizzle-orm may store a statement's parts differently: check the cases below still pass on
    // it and that the counter's bench holds, then raise DRIZZLE_VERSION_CHECKED.
    expect(installed).toBe(DRIZZLE_VERSION_CHECKED);
  });

  it.each([
    ['text only', (tag: typeof drizzleSql) => tag`select 1`],
    ['values', (tag: typeof drizzleSql) => tag`select ${1}::int, ${'a'}::text, ${null}`],
    ['a value first', (tag: typeof drizzleSql) => tag`${5} + 1`],
    [
      'a nested statement',
      (tag: typeof drizzleSql) => tag`select * from (${tag`select ${2} as n`}) q where n > ${1}`,
    ],
    [
      'raw and join',
      (tag: typeof drizzleSql) =>
        tag`select ${tag.raw('now()')}, ${tag.join([tag`${1}`, tag`${2}`], tag`, `)}`,
    ],
    [
      'a table in the values',
      (tag: typeof drizzleSql) => tag`select * from ${customers} where ${customers.id} = ${3}`,
    ],
    ['a column in the values', (tag: typeof drizzleSql) => tag`select ${customers.name} from customers`],
    ['empty', (tag: typeof drizzleSql) => tag``],
  ])('gives the same SQL and parameters as drizzle’s: %s', (_case, build) => {
    const { ours, drizzle } = both(build);
    expect(ours).toEqual(drizzle);
  });

  it('gives the same SQL the second time a template is used (its text parts are kept)', () => {
    const statement = (n: number) => sql`select ${n}::int as n where ${n} > 0`;
    expect(dialect.sqlToQuery(statement(1)).sql).toBe(dialect.sqlToQuery(statement(2)).sql);
    expect(dialect.sqlToQuery(statement(2)).params).toEqual([2, 2]);
  });
});
