import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createSignedInStore } from '../../test/factories.ts';
import { gatheredCounts, runGathered, tellUndoneRoundsTo } from './gathered-statements.ts';
import { executeGathered } from './named-query.ts';

const counts = () => ({ ...gatheredCounts });
const since = (before: typeof gatheredCounts) => ({
  rounds: gatheredCounts.rounds - before.rounds,
  statements: gatheredCounts.statements - before.statements,
  retried: gatheredCounts.roundsRetriedOneByOne - before.roundsRetriedOneByOne,
});

describe('statements gathered into rounds', () => {
  const t = useTestApp({ seed: false });
  const insert = 'insert into gathered_probe (v, label) values ($1, $2) returning id, v, label';

  beforeAll(async () => {
    await t.pool.query(`create table gathered_probe (id serial primary key, v int not null check (v >= 0), label text)
      ; create table gathered_counter (n int not null); insert into gathered_counter values (0)`);
  });

  const burst = (store: number, values: unknown[][]) =>
    Promise.allSettled(
      values.map((v, i) =>
        runGathered(t.pool, store, { name: 'gathered_probe_insert', text: insert, values: v, lockOrder: i }),
      ),
    );

  it('gives each caller of a burst its own answer, in fewer round trips than statements', async () => {
    const before = counts();
    const answers = await burst(
      1,
      Array.from({ length: 30 }, (_, i) => [i, `fila ${i}`]),
    );
    expect(answers.map((a) => a.status === 'fulfilled' && a.value.rows[0].v)).toEqual(
      Array.from({ length: 30 }, (_, i) => i),
    );
    expect(answers.map((a) => a.status === 'fulfilled' && a.value.rows[0].label)).toEqual(
      Array.from({ length: 30 }, (_, i) => `fila ${i}`),
    );
    const { rows } = await t.pool.query('select count(*)::int as n from gathered_probe where v < 30');
    expect(rows[0].n).toBe(30);
    const sent = since(before);
    expect(sent.statements).toBeGreaterThan(sent.rounds);
    expect(sent.retried).toBe(0);
  });

  it('undoes a round with a failing statement and sends it again one by one: only that caller fails, nothing is written twice', async () => {
    await t.pool.query('delete from gathered_probe');
    const told: { code: string; statements: number }[] = [];
    tellUndoneRoundsTo((error, statements) =>
      told.push({ code: (error as { code: string }).code, statements }),
    );
    const before = counts();
    const values = Array.from({ length: 30 }, (_, i) => [i === 17 ? -1 : 100 + i, null]);
    const answers = await burst(1, values);
    const failed = answers.flatMap((a, i) => (a.status === 'rejected' ? [i] : []));
    expect(failed).toEqual([17]);
    expect((answers[17] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    const { rows } = await t.pool.query('select v from gathered_probe order by v');
    expect(rows.map((r) => r.v)).toEqual(values.filter((_, i) => i !== 17).map(([v]) => v));
    expect(since(before).retried).toBeGreaterThan(0);
    // Told to the app's log, with the reason and how many statements went again one by one.
    expect(told.length).toBe(since(before).retried);
    expect(told[0]).toMatchObject({ code: '23514', statements: expect.any(Number) });
  });

  it('lets each statement see the ones before it in its round (one hot row)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        runGathered(t.pool, 2, {
          name: 'gathered_counter_add',
          text: 'update gathered_counter set n = n + $1 returning n',
          values: [1],
          lockOrder: 1,
        }),
      ),
    );
    expect(answers.map((a) => a.rows[0].n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('never sends two rounds that write the store’s row at once: none waits for a customer the other holds', async () => {
    // As a redemption: its customer's row, then the store's one row.
    await t.pool.query(`create table gathered_customers (id int primary key, n int not null default 0);
      insert into gathered_customers (id) select generate_series(1, 6)`);
    const redeem = (customer: number) =>
      runGathered(t.pool, 4, {
        name: 'gathered_customer_then_store',
        text: `with held as (select id, pg_sleep(0.001) from gathered_customers where id = $1 for no key update),
            spent as (update gathered_customers set n = n + 1 where id = (select id from held) returning id)
          update gathered_counter set n = n + 1 where exists (select 1 from spent) returning n`,
        values: [customer],
        lockOrder: customer,
        writesStoreRow: true,
      });
    const before = counts();
    const { rows: start } = await t.pool.query('select n from gathered_counter');
    for (let burst = 0; burst < 6; burst++) {
      const customers = Array.from({ length: 40 }, (_, i) => 1 + ((i * 7 + burst * 5 + (i >> 2)) % 6));
      const answers = await Promise.all(customers.map(redeem));
      expect(answers.every((a) => a.rowCount === 1)).toBe(true);
    }
    const { rows } = await t.pool.query('select n from gathered_counter');
    expect(rows[0].n - start[0].n).toBe(240);
    const spent = await t.pool.query('select sum(n)::int as n from gathered_customers');
    expect(spent.rows[0].n).toBe(240);
    const sent = since(before);
    expect(sent.statements).toBeGreaterThan(sent.rounds);
    expect(sent.retried, 'rounds undone (a deadlock between rounds)').toBe(0);
  });

  it('sends every plain value as its own text: quotes, backslashes, accents, emoji, nulls, booleans, bytes', async () => {
    const text = `select $1::text as s, $2::bytea as b, $3::boolean as yes, $4::int as n, $5::text as missing`;
    const strings = [
      "O'Higgins",
      'C:\\caja\\1',
      "it\\'s",
      'Ñandú 🎉',
      "'); drop table gathered_probe; --",
      '$1',
      '',
    ];
    const answers = await Promise.all(
      strings.map((s, i) =>
        runGathered(t.pool, 3, {
          name: 'gathered_values',
          text,
          lockOrder: i,
          values: [s, Buffer.from([0, 92, 39, i]), i % 2 === 0, i, null],
        }),
      ),
    );
    answers.forEach((a, i) => {
      expect(a.rows[0]).toEqual({
        s: strings[i],
        b: Buffer.from([0, 92, 39, i]),
        yes: i % 2 === 0,
        n: i,
        missing: null,
      });
    });
    const { rows } = await t.pool.query('select count(*)::int as n from gathered_probe');
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('runs in the caller’s transaction when there is one, undone with it', async () => {
    await t.pool.query('delete from gathered_probe');
    await t.db
      .transaction(async (tx) => {
        await executeGathered(
          tx,
          { storeId: 1, customerId: 1 },
          sql`insert into gathered_probe (v) values (${7})`,
        );
        throw new Error('undo');
      })
      .catch(() => {});
    const { rows } = await t.pool.query('select count(*)::int as n from gathered_probe');
    expect(rows[0].n).toBe(0);
  });
});

describe('add-points in a burst at the counter', () => {
  const t = useTestApp();
  let token: string;
  let customers: number[];

  beforeAll(async () => {
    const store = await createSignedInStore(t);
    token = store.token;
    await t.pool.query('update stores set use_conversion = false where id = $1', [store.store.id]);
    customers = [];
    for (const name of ['Ana', 'Luis', 'Rosa']) {
      const created = await t.post('/client/customer/add', { firstName: name, lastName: 'Quispe' }, token);
      customers.push(created.body.customer.id);
    }
  });

  it('gives every purchase once, retries included, and each balance is the sum of its ledger', async () => {
    const before = counts();
    const give = (customerId: number, points: number, idempotencyKey = randomUUID()) =>
      t.post('/client/customer/add-points', { customerId, points }, token, {
        'idempotency-key': idempotencyKey,
      });
    // Three bursts, each with the customers in another order: rounds on the wire at once never wait for
    // each other (a round takes its customers in id order).
    for (const order of [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
    ]) {
      const key = randomUUID();
      const calls = [
        ...Array.from({ length: 36 }, (_, i) => give(customers[order[i % 3]!]!, 10 + i)),
        ...Array.from({ length: 5 }, () => give(customers[order[0]!]!, 99, key)),
      ];
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const retried = answers.slice(36).map((a) => a.body.entry.id);
      expect(new Set(retried).size).toBe(1);
    }
    const sums = await t.pool.query(
      `select c.id, c.balance, coalesce(sum(l.points), 0)::int as ledger, count(l.id)::int as rows
       from customers c left join ledger_entries l on l.customer_id = c.id
       where c.id = any($1) group by c.id, c.balance order by c.id`,
      [customers],
    );
    for (const row of sums.rows) expect(row.balance).toBe(row.ledger);
    expect(sums.rows.reduce((n, r) => n + r.rows, 0)).toBe(3 * 37);
    const sent = since(before);
    expect(sent.statements).toBeGreaterThan(sent.rounds);
  });

  it('a round that writes the store’s row takes its customers first: a transaction holding one of them goes on', async () => {
    const storeId = (await t.pool.query('select store_id from customers where id = $1', [customers[0]]))
      .rows[0].store_id as number;
    await t.pool.query(
      'create table gathered_store_row (n int not null); insert into gathered_store_row values (0)',
    );
    // As a redemption: its customer's row, then the store's row.
    const redeem = (customerId: number) =>
      runGathered(t.pool, storeId, {
        name: 'gathered_customer_then_store_row',
        text: `with held as (select id from customers where id = $1 for no key update)
          update gathered_store_row set n = n + 1 where exists (select 1 from held) returning n`,
        values: [customerId],
        lockOrder: customerId,
        writesStoreRow: true,
      });
    const [low, mid, high] = [...customers].sort((a, b) => a - b) as [number, number, number];
    // A transaction elsewhere (a wallet request confirmed) holds the last customer of the round...
    const other = await t.pool.connect();
    try {
      await other.query('begin');
      await other.query('select from customers where id = $1 for no key update', [high]);
      // ...while a call is on the wire, so that the next three go as one round.
      const before = counts();
      const first = runGathered(t.pool, storeId, {
        name: 'gathered_pause',
        text: 'select pg_sleep($1::float)',
        values: [0.2],
        lockOrder: 0,
      });
      const round = Promise.all([high, low, mid].map(redeem));
      await first;
      await new Promise((resolve) => setTimeout(resolve, 100));
      // ...and then writes the store's row: it waits for no round that holds it.
      await other.query('update gathered_store_row set n = n + 100');
      await other.query('commit');
      const answers = await round;
      expect(answers.map((a) => a.rows[0].n)).toEqual([103, 101, 102]);
      expect(since(before)).toMatchObject({ rounds: 1, statements: 3, retried: 0 });
    } finally {
      other.release();
    }
  });
});
