import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sessionUnchanged } from '../features/account/auth/auth.repository.ts';
import { activityUpsert, dailyStatsUpsert, deltaOf } from '../features/loyalty/ledger/rollups.repository.ts';
import { executeNamed, frozen, render, renderPlain } from './named-query.ts';
import { customers } from './schema.ts';

const drizzle = (query: ReturnType<typeof sql>) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { text, params };
};

describe('render (the hot statements’ text and values)', () => {
  it('gives what drizzle gives for text, nested parts and every plain value', () => {
    const entry = sql`entry`;
    const query = sql`with changed as (update customers c set balance = c.balance + ${35}
      where c.store_id = ${7} and c.id = ${123} and ${sessionUnchanged(41, 2)} and t.token_hash = ${Buffer.from('abc')}
      returning c.id), after0 as (${dailyStatsUpsert(7, null, deltaOf('purchase', 35, 3590), sql`entry.id`, undefined, entry)}),
      after1 as (${activityUpsert(7, { tab: 'earned', locationId: 2, userId: null, points: 35, amountCents: 3590 }, sql`entry.id`, entry)})
      ${sql.join([sql`select ${true}`, sql`${null}::int`, sql`${10n}`, sql`${new Date(0)}`], sql.raw(', '))}
      ${undefined} ${frozen(sql`select 1`)}`;
    expect(renderPlain(query)).toEqual(drizzle(query));
    expect(render(query).params).toContain(123);
  });

  it('leaves to drizzle what is not plain text and values (columns, lists)', () => {
    const query = sql`select ${customers.id} from ${customers} where ${customers.id} in ${[1, 2, 3]} and x = ${'a'}`;
    expect(renderPlain(query)).toBeNull();
    expect(render(query)).toEqual(drizzle(query));
    expect(render(query).text).toContain('"customers"."id"');
  });
});

describe('executeNamed', () => {
  /** What executeNamed hands to pg: the statement's name, text and values. */
  const sent = (query: ReturnType<typeof sql>) => {
    const client = { query: (q: { name: string; text: string; values: unknown[] }) => q };
    return executeNamed({ session: { client } } as never, query) as unknown as Promise<{
      name: string;
      text: string;
      values: unknown[];
    }>;
  };
  const points = (customerId: number, points: number, check?: ReturnType<typeof sql>) =>
    sql`update customers set balance = balance + ${points} where id = ${customerId}${check ? sql` and ${check}` : sql``}`;

  it('sends each shape of a statement under one name, with each call’s values', async () => {
    const first = await sent(points(1, 10));
    const second = await sent(points(2, 20));
    expect(first).toEqual({ name: first.name, text: drizzle(points(1, 10)).text, values: [10, 1] });
    expect(second).toEqual({ name: first.name, text: first.text, values: [20, 2] });
  });

  it('tells shapes apart however their text is split into parts', async () => {
    const plain = await sent(points(1, 10));
    const checked = await sent(points(1, 10, sql`${'x'} = ${'y'}`));
    const raw = await sent(
      sql`${sql.raw('update customers set balance = balance + ')}${10}${sql.raw(' where id = ')}${1}`,
    );
    expect(checked.text).toBe(drizzle(points(1, 10, sql`${'x'} = ${'y'}`)).text);
    expect(checked.name).not.toBe(plain.name);
    expect(checked.values).toEqual([10, 1, 'x', 'y']);
    expect(raw).toEqual(plain);
  });

  it('leaves to drizzle what is not plain, under a name of its text', async () => {
    const query = sql`select ${customers.id} from ${customers} where ${customers.id} in ${[1, 2, 3]}`;
    const again = sql`select ${customers.id} from ${customers} where ${customers.id} in ${[4, 5, 6]}`;
    const [first, second] = [await sent(query), await sent(again)];
    expect(first).toEqual({ name: second.name, text: drizzle(query).text, values: [1, 2, 3] });
    expect(second.values).toEqual([4, 5, 6]);
  });
});
