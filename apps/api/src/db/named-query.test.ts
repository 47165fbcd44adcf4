import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sessionUnchanged } from '../features/auth/auth.repository.ts';
import { activityUpsert, dailyStatsUpsert, deltaOf } from '../features/stats/index.ts';
import { frozen, render, renderPlain } from './named-query.ts';
import { customers } from './schema.ts';

const drizzle = (query: ReturnType<typeof sql>) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { text, params };
};

describe('render (the hot statements’ text and values)', () => {
  it('gives what drizzle gives for text, nested parts and every plain value', () => {
    const entry = sql`entry`;
    const query = sql`with changed as (update customers c set balance = c.balance + ${35}
      where c.store_id = ${7} and c.id = ${123} and ${sessionUnchanged(Buffer.from('abc'), 'digest')}
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
