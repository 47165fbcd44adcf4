import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createEmployee, createSignedInStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import type { Deps } from '../../../lib/context.ts';
import { inHoldout } from './automations.rules.ts';
import { runDueAutomations, runStoreAutomations } from './automations.runs.ts';

// Automations (issue 34 §5): «no vino en N días» → a message, with a 10 % holdout and its results.

const t = useTestApp();

describe('automations', () => {
  let store: Awaited<ReturnType<typeof createSignedInStore>>;
  let other: Awaited<ReturnType<typeof createSignedInStore>>;
  let deps: Deps;
  const q = (text: string, params: unknown[] = []) => t.pool.query(text, params);

  /** A customer of the store, last seen `daysAgo` days ago (a purchase), with or without consent. */
  async function customer(storeId: number, daysAgo: number | null, consent = true, createdDaysAgo = 400) {
    const { rows } = await q(
      `insert into customers (store_id, first_name, created_at) values ($1, 'Cliente', now() - make_interval(days => $2)) returning id`,
      [storeId, createdDaysAgo],
    );
    const id = Number(rows[0].id);
    for (const channel of ['inbox', 'push', 'mail'] as const)
      await q(
        'insert into customer_consents (store_id, customer_id, channel, granted) values ($1, $2, $3, $4)',
        [storeId, id, channel, consent && channel === 'inbox'],
      );
    if (daysAgo !== null) await visit(storeId, id, daysAgo);
    return id;
  }

  const visit = (storeId: number, customerId: number, daysAgo: number) =>
    q(
      `insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, created_at)
       values ($1, $2, 'purchase', 10, 1000, now() - make_interval(days => $3))`,
      [storeId, customerId, daysAgo],
    );

  const rule = {
    kind: 'inactive',
    days: 45,
    title: 'Le extrañamos',
    body: 'Hace tiempo que no viene.\nLe esperamos.',
    period: 'once',
    active: true,
  };

  beforeAll(async () => {
    store = await createSignedInStore(t);
    other = await createSignedInStore(t);
    await q(
      `insert into notification_settings (store_id, quiet_start, quiet_end, weekly_cap) values ($1, '00:00', '00:00', 10)`,
      [store.store.id],
    );
    deps = (await t.contextFor(store.token)).deps;
  });

  it('counts the reach of a rule before it is on: who has not visited for N days (never-visitors by sign-up) and accepts a message', async () => {
    const s = await createSignedInStore(t);
    await customer(s.store.id, 10);
    await customer(s.store.id, 50);
    await customer(s.store.id, 100, false);
    await customer(s.store.id, null, true, 60); // never visited, signed up 60 days ago
    await customer(s.store.id, null, true, 5); // never visited, signed up 5 days ago
    const deleted = await customer(s.store.id, 200);
    await q('update customers set deleted_at = now() where id = $1', [deleted]);
    const count = async (days: number) =>
      (await t.post('/client/automations/count', { kind: 'inactive', days }, s.token)).body.customers;
    // The customer away for 100 days accepts no message: not reached.
    expect(await count(45)).toBe(2);
    expect(await count(9)).toBe(3);
    expect(await count(1)).toBe(4);
    expect(await count(3650)).toBe(0);
    expect(
      (await t.post('/client/automations/count', { kind: 'inactive', days: 45 }, other.token)).body.customers,
    ).toBe(0);
  });

  it('adds, lists, edits and deletes an automation, audited; another store sees none of it', async () => {
    const added = await t.post('/client/automations/add', rule, store.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.m).toBe('Se guardó la automatización.');
    const id = added.body.automation.id as number;
    expect(added.body.automation).toMatchObject({
      kind: 'inactive',
      days: 45,
      title: 'Le extrañamos',
      active: true,
    });
    const edited = await t.post(
      '/client/automations/edit',
      { ...rule, automationId: id, days: 60, active: false },
      store.token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await t.post('/client/automations/list', {}, store.token)).body.automations).toEqual([
      expect.objectContaining({ id, days: 60, active: false, period: 'once' }),
    ]);
    expect((await t.post('/client/automations/list', {}, other.token)).body.automations).toEqual([]);
    for (const [path, body] of [
      ['/client/automations/edit', { ...rule, automationId: id }],
      ['/client/automations/delete', { automationId: id }],
      ['/client/automations/results', { automationId: id }],
    ] as const) {
      const res = await t.post(path, body, other.token);
      expect(res.status).toBe(404);
      expect(res.body.m).toBe('No se encontró la automatización.');
    }
    expect((await t.post('/client/automations/delete', { automationId: id }, store.token)).status).toBe(200);
    expect((await t.post('/client/automations/list', {}, store.token)).body.automations).toEqual([]);
    const audit = await q(
      `select action, detail from audit_log where store_id = $1 and action like 'automation.%' order by id`,
      [store.store.id],
    );
    expect(audit.rows).toEqual([
      { action: 'automation.created', detail: { automationId: id } },
      { action: 'automation.updated', detail: { automationId: id } },
      { action: 'automation.deleted', detail: { automationId: id } },
    ]);
  });

  it('answers bad input with a Spanish 400, never a 500', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ ...rule, days: 0 }, /mayor o igual que 1/],
      [{ ...rule, days: -5 }, /mayor o igual que 1/],
      [{ ...rule, days: 2.5 }, /número entero/],
      [{ ...rule, days: undefined }, /días.*obligatorio/],
      [{ ...rule, title: undefined }, /título.*obligatorio/],
      [{ ...rule, body: 'x'.repeat(10_000) }, /no puede tener más de 500/],
      [{ ...rule, title: 'Hola\u0007' }, /caracteres no permitidos/],
      [{ ...rule, title: '   ' }, /obligatorio/],
      [{ ...rule, period: 'week' }, /no tiene un valor permitido/],
      [{ ...rule, kind: 'sms' }, /no tiene un valor permitido/],
      [{ ...rule, extra: 1 }, /campos desconocidos/],
    ];
    for (const [body, message] of cases) {
      const res = await t.post('/client/automations/add', body, store.token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.m, JSON.stringify(body).slice(0, 80)).toMatch(message);
    }
    const count = await t.post('/client/automations/count', { kind: 'inactive', days: 0 }, store.token);
    expect(count.status).toBe(400);
  });

  it("is the owner's: an employee is refused", async () => {
    const employee = await createEmployee(t.db, store.store.id, store.location.id);
    const token = await t.login(employee.email, TEST_PASSWORD);
    expect((await t.post('/client/automations/list', {}, token)).status).toBe(403);
  });

  it('messages the customers it reaches once per period, keeps a 10 % holdout apart, even run twice at once', async () => {
    const s = store.store.id;
    const away: number[] = [];
    for (let i = 0; i < 60; i++) away.push(await customer(s, 50 + i));
    const recent = await customer(s, 3);
    const noConsent = await customer(s, 90, false);
    const added = await t.post('/client/automations/add', { ...rule, period: 'month' }, store.token);
    const automationId = added.body.automation.id as number;
    const inactive = await t.post('/client/automations/add', { ...rule, active: false }, store.token);
    const asOf = new Date();
    const [a, b] = await Promise.all([
      runStoreAutomations(deps, s, '2026-12-07', asOf),
      runStoreAutomations(deps, s, '2026-12-07', asOf),
    ]);
    expect(a + b).toBe(60);
    const sends = await q(
      'select customer_id, holdout, notification_id, period_key from automation_sends where automation_id = $1 order by customer_id',
      [automationId],
    );
    expect(sends.rows.map((r) => r.customer_id)).toEqual(away);
    expect(sends.rows.every((r) => r.period_key === '2026-12')).toBe(true);
    for (const r of sends.rows) {
      expect(r.holdout).toBe(inHoldout(automationId, r.customer_id));
      expect(r.notification_id === null).toBe(r.holdout);
    }
    const held = sends.rows.filter((r) => r.holdout).map((r) => r.customer_id);
    expect(held.length).toBeLessThan(20);
    // Each sent customer has exactly one message, the owner's words; the holdout, the recent visitor and
    // the customer without consent none.
    const messages = await q(
      `select d.customer_id, n.title, n.description from notification_deliveries d join notifications n on n.id = d.notification_id
       where d.store_id = $1 and d.customer_id is not null order by d.customer_id`,
      [s],
    );
    expect(messages.rows.map((r) => r.customer_id)).toEqual(away.filter((id) => !held.includes(id)));
    expect(messages.rows[0]).toMatchObject({
      title: 'Le extrañamos',
      description: 'Hace tiempo que no viene.\nLe esperamos.',
    });
    expect(messages.rows.map((r) => r.customer_id)).not.toContain(recent);
    expect(messages.rows.map((r) => r.customer_id)).not.toContain(noConsent);
    expect(
      (
        await q('select count(*)::int as n from automation_sends where automation_id = $1', [
          inactive.body.automation.id,
        ])
      ).rows[0].n,
    ).toBe(0);
    // The same month again: nobody twice. The next month: the period is new.
    expect(await runStoreAutomations(deps, s, '2026-12-20', asOf)).toBe(0);
    expect(await runStoreAutomations(deps, s, '2027-01-02', asOf)).toBeGreaterThan(0);
    await t.jobsSettled();
  });

  it('keeps to the weekly cap and dates its messages at the end of the quiet hours', async () => {
    const s = await createSignedInStore(t);
    const id = s.store.id;
    // Quiet all day but a minute (the run falls in them), and one message a week.
    await q(
      `insert into notification_settings (store_id, quiet_start, quiet_end, weekly_cap) values ($1, '00:00', '23:59', 1)`,
      [id],
    );
    const away: number[] = [];
    for (let i = 0; i < 20; i++) away.push(await customer(id, 100));
    const first = (await t.post('/client/automations/add', rule, s.token)).body.automation.id as number;
    const second = (await t.post('/client/automations/add', { ...rule, days: 60 }, s.token)).body.automation
      .id as number;
    await runStoreAutomations(deps, id, '2026-12-07', new Date());
    const messages = await q(
      `select d.customer_id, count(*)::int as n, min(d.delivered_at) > now() as later
       from notification_deliveries d where d.store_id = $1 and d.customer_id is not null group by d.customer_id`,
      [id],
    );
    // Nobody gets two in the week; every message waits for the end of the quiet hours.
    expect(messages.rows.every((r) => r.n === 1 && r.later)).toBe(true);
    const sends = await q(
      'select automation_id, customer_id, holdout, sent_at > now() as later from automation_sends where store_id = $1',
      [id],
    );
    expect(sends.rows.every((r) => r.later)).toBe(true);
    const firstSent = new Set(
      sends.rows.filter((r) => r.automation_id === first && !r.holdout).map((r) => r.customer_id),
    );
    expect(firstSent.size).toBe(away.filter((c) => !inHoldout(first, c)).length);
    // The second rule takes only those the first one's message left room for: its holdout.
    const secondTaken = sends.rows.filter((r) => r.automation_id === second).map((r) => r.customer_id);
    expect(secondTaken.sort()).toEqual(away.filter((c) => !firstSent.has(c)).sort());
    await t.jobsSettled();
  });

  it("runs each store's automations once a store day from the hourly job", async () => {
    const s = await createSignedInStore(t);
    await customer(s.store.id, 80);
    await t.post('/client/automations/add', rule, s.token);
    await q("delete from store_day_runs where job = 'automations'");
    const fail = (storeId: number, error: unknown) => {
      throw new Error(`store ${storeId}: ${String(error)}`);
    };
    const first = await runDueAutomations(deps, new Date(), fail);
    expect(first.stores).toBeGreaterThanOrEqual(1);
    const again = await runDueAutomations(deps, new Date(), fail);
    expect(again.stores).toBe(0);
    await t.jobsSettled();
  });

  it('shows the return rate of both groups 30 days after, and the lift once both are large enough', async () => {
    const s = await createSignedInStore(t);
    const automationId = (await t.post('/client/automations/add', rule, s.token)).body.automation
      .id as number;
    /** A send of `daysAgo` days ago; the customer came back `returnedAfter` days after it, or never. */
    async function send(holdout: boolean, daysAgo: number, returnedAfter: number | null) {
      const id = await customer(s.store.id, 200);
      await q(
        `insert into automation_sends (store_id, automation_id, customer_id, period_key, holdout, sent_at)
         values ($1, $2, $3, 'once', $4, now() - make_interval(days => $5))`,
        [s.store.id, automationId, id, holdout, daysAgo],
      );
      if (returnedAfter !== null) await visit(s.store.id, id, daysAgo - returnedAfter);
    }
    const results = async () => (await t.post('/client/automations/results', { automationId }, s.token)).body;
    // Few sends: counted, no lift.
    await send(false, 40, 10);
    await send(true, 40, null);
    await send(false, 10, 2); // too young to count
    expect(await results()).toMatchObject({
      treated: { customers: 1, returned: 1 },
      holdout: { customers: 1, returned: 0 },
      waiting: 1,
      lift: null,
    });
    // 40 treated (20 back within 30 days, 2 more after it) and 30 kept apart (6 back).
    for (let i = 1; i < 40; i++) await send(false, 40, i < 20 ? 5 : i < 22 ? 35 : null);
    for (let i = 1; i < 30; i++) await send(true, 40, i <= 6 ? 20 : null);
    const r = await results();
    expect(r.treated).toEqual({ customers: 40, returned: 20 });
    expect(r.holdout).toEqual({ customers: 30, returned: 6 });
    const d = 0.5 - 0.2;
    const margin = 1.959963984540054 * Math.sqrt((0.5 * 0.5) / 40 + (0.2 * 0.8) / 30);
    expect(r.lift.difference).toBeCloseTo(d, 10);
    expect(r.lift.low).toBeCloseTo(d - margin, 10);
    expect(r.lift.high).toBeCloseTo(d + margin, 10);
  });
});
