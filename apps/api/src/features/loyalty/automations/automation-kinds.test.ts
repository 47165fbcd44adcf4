import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createSignedInStore } from '../../../../test/factories.ts';
import type { Deps } from '../../../lib/context.ts';
import { inHoldout } from './automations.rules.ts';
import { runStoreAutomations } from './automations.runs.ts';

// «N-ésima visita» → bonus points through the ledger, and «subió de nivel» → a message (issue 34 §5).

const t = useTestApp();

describe('visit bonus and level-up automations', () => {
  let deps: Deps;
  const q = (text: string, params: unknown[] = []) => t.pool.query(text, params);

  async function signedInStore() {
    const s = await createSignedInStore(t);
    await q(
      `insert into notification_settings (store_id, quiet_start, quiet_end, weekly_cap) values ($1, '00:00', '00:00', 10)`,
      [s.store.id],
    );
    return s;
  }

  async function customer(storeId: number, levelId: number | null = null) {
    const { rows } = await q(
      `insert into customers (store_id, first_name, level_id, created_at) values ($1, 'Cliente', $2, now() - interval '1 year') returning id`,
      [storeId, levelId],
    );
    const id = Number(rows[0].id);
    await q(
      `insert into customer_consents (store_id, customer_id, channel, granted) values ($1, $2, 'inbox', true)`,
      [storeId, id],
    );
    return id;
  }

  /** Visits (purchases) `daysAgo` days ago each. */
  async function visits(storeId: number, customerId: number, ...daysAgo: number[]) {
    for (const d of daysAgo)
      await q(
        `insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, created_at)
         values ($1, $2, 'purchase', 10, 1000, now() - make_interval(days => $3))`,
        [storeId, customerId, d],
      );
  }

  beforeAll(async () => {
    const s = await createSignedInStore(t);
    deps = (await t.contextFor(s.token)).deps;
  });

  it('gives the bonus once, through the ledger, to each customer whose Nth visit came after the rule', async () => {
    const s = await signedInStore();
    const id = s.store.id;
    const due: number[] = [];
    for (let i = 0; i < 25; i++) {
      const c = await customer(id);
      await visits(id, c, 20, 10);
      due.push(c);
    }
    const before = await customer(id); // its 3rd visit came before the rule
    await visits(id, before, 30, 20, 10);
    const twoVisits = await customer(id);
    await visits(id, twoVisits, 5, 4);
    const count = await t.post('/client/automations/count', { kind: 'nthVisit', visits: 3 }, s.token);
    expect(count.body.customers).toBe(26); // the 25 and twoVisits: one visit from their 3rd
    const added = await t.post(
      '/client/automations/add',
      { kind: 'nthVisit', visits: 3, points: 50, period: 'once', active: true },
      s.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const automationId = added.body.automation.id as number;
    expect(added.body.automation).toMatchObject({ visits: 3, points: 50, title: null, body: null });
    for (const c of due) await visits(id, c, 0); // the 3rd visit, now
    await visits(id, before, 0); // its 4th
    const [a, b] = await Promise.all([
      runStoreAutomations(deps, id, '2026-12-07', new Date()),
      runStoreAutomations(deps, id, '2026-12-07', new Date()),
    ]);
    expect(a + b).toBe(25);
    const given = due.filter((c) => !inHoldout(automationId, c));
    const bonus = await q(
      `select customer_id, points, reason, reason_code, reason_params from ledger_entries where store_id = $1 and kind = 'bonus' order by customer_id`,
      [id],
    );
    expect(bonus.rows.map((r) => r.customer_id)).toEqual(given);
    expect(bonus.rows[0]).toMatchObject({
      points: 50,
      reason: 'Regalo por su visita número 3',
      reason_code: 'ledger.visitBonus',
      reason_params: { visits: 3 },
    });
    const balances = await q('select id, balance from customers where id = any($1::int[]) order by id', [
      due,
    ]);
    for (const r of balances.rows) expect(r.balance).toBe(given.includes(r.id) ? 50 : 0);
    const sends = await q(
      'select customer_id, holdout, entry_id from automation_sends where automation_id = $1',
      [automationId],
    );
    expect(sends.rows).toHaveLength(25);
    for (const r of sends.rows) expect(r.entry_id === null).toBe(r.holdout);
    // Another day, another visit: nothing more.
    for (const c of due) await visits(id, c, 0);
    expect(await runStoreAutomations(deps, id, '2027-05-01', new Date())).toBe(0);
  });

  it('refuses a visit bonus with a period other than once, and missing numbers, in Spanish', async () => {
    const s = await signedInStore();
    const base = { kind: 'nthVisit', visits: 3, points: 50, period: 'once', active: true };
    const cases: Array<[object, RegExp]> = [
      [{ ...base, period: 'month' }, /una sola vez/],
      [{ ...base, visits: 0 }, /mayor o igual que 1/],
      [{ ...base, points: -10 }, /mayor o igual que 1/],
      [{ ...base, points: 2_000_000 }, /menor o igual que/],
      [{ ...base, points: undefined }, /puntos.*obligatorio/],
      [{ ...base, visits: undefined }, /visitas.*obligatorio/],
    ];
    for (const [body, message] of cases) {
      const res = await t.post('/client/automations/add', body, s.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.m).toMatch(message);
    }
    const count = await t.post('/client/automations/count', { kind: 'nthVisit' }, s.token);
    expect(count.status).toBe(400);
  });

  it('messages the customers who went up a level since the rule was saved, once per period', async () => {
    const s = await signedInStore();
    const id = s.store.id;
    const level = async (name: string, min: number) =>
      Number(
        (
          await q(
            `insert into customer_levels (store_id, name, min_points, color) values ($1, $2, $3, '#123456') returning id`,
            [id, name, min],
          )
        ).rows[0].id,
      );
    const silver = await level('Plata', 100);
    const gold = await level('Oro', 500);
    const atSilver: number[] = [];
    const atNone: number[] = [];
    for (let i = 0; i < 15; i++) atSilver.push(await customer(id, silver));
    for (let i = 0; i < 15; i++) atNone.push(await customer(id, null));
    const atGold = await customer(id, gold);
    expect((await t.post('/client/automations/count', { kind: 'levelUp' }, s.token)).body.customers).toBe(30);
    const added = await t.post(
      '/client/automations/add',
      {
        kind: 'levelUp',
        title: '¡Subió de nivel!',
        body: 'Ahora disfruta de más beneficios.',
        period: 'once',
        active: true,
      },
      s.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const automationId = added.body.automation.id as number;
    // Nothing changed: nothing sent.
    expect(await runStoreAutomations(deps, id, '2026-12-07', new Date())).toBe(0);
    // Silver → gold, none → silver, a new customer at silver; gold stays; one silver goes down to none.
    const down = atSilver.pop()!;
    await q('update customers set level_id = $2 where id = any($1::int[])', [atSilver, gold]);
    await q('update customers set level_id = $2 where id = any($1::int[])', [atNone, silver]);
    await q('update customers set level_id = null where id = $1', [down]);
    const newcomer = (
      await q(
        `insert into customers (store_id, first_name, level_id) values ($1, 'Nueva', $2) returning id`,
        [id, silver],
      )
    ).rows[0].id as number;
    await q(
      `insert into customer_consents (store_id, customer_id, channel, granted) values ($1, $2, 'inbox', true)`,
      [id, newcomer],
    );
    const ups = [...atSilver, ...atNone, newcomer].sort((a, b) => a - b);
    expect(await runStoreAutomations(deps, id, '2026-12-08', new Date())).toBe(ups.length);
    const messaged = await q(
      `select d.customer_id, n.title from notification_deliveries d join notifications n on n.id = d.notification_id
       where d.store_id = $1 and d.customer_id is not null order by d.customer_id`,
      [id],
    );
    expect(messaged.rows.map((r) => r.customer_id)).toEqual(ups.filter((c) => !inHoldout(automationId, c)));
    expect(messaged.rows[0].title).toBe('¡Subió de nivel!');
    expect(messaged.rows.map((r) => r.customer_id)).not.toContain(atGold);
    // Nothing new: nothing sent. The one who went down, never taken, is told when they go up again.
    expect(await runStoreAutomations(deps, id, '2026-12-09', new Date())).toBe(0);
    await q('update customers set level_id = $2 where id = $1', [down, silver]);
    expect(await runStoreAutomations(deps, id, '2026-12-10', new Date())).toBe(1);
    // Silver customers who went to gold and back and up again are not told twice in the period.
    await q('update customers set level_id = $2 where id = any($1::int[])', [atSilver, silver]);
    expect(await runStoreAutomations(deps, id, '2026-12-11', new Date())).toBe(0);
    await q('update customers set level_id = $2 where id = any($1::int[])', [atSilver, gold]);
    expect(await runStoreAutomations(deps, id, '2026-12-12', new Date())).toBe(0);
    await t.jobsSettled();
  });
});
