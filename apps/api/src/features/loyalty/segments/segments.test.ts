import type { SegmentFilter } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createEmployee, createSignedInStore, TEST_PASSWORD } from '../../../../test/factories.ts';

const t = useTestApp();

/** A customer as the test writes them, and what a plain reading of each filter expects of them. */
interface Person {
  name: string;
  balance: number;
  level: boolean;
  birthday: string | null;
  atSecondLocation: boolean;
  consents: Array<'inbox' | 'push' | 'mail'>;
  /** Ledger rows: kind, days ago, amount in cents, reversed. */
  rows: Array<{ kind: string; daysAgo: number; cents?: number; reversed?: boolean }>;
  deleted?: boolean;
}

const VISITS = new Set(['welcome', 'purchase', 'manual', 'coupon', 'redemption']);

const people: Person[] = [
  {
    name: 'Ana',
    balance: 500,
    level: true,
    birthday: '1990-03-15',
    atSecondLocation: true,
    consents: ['inbox', 'push'],
    rows: [
      { kind: 'purchase', daysAgo: 10, cents: 5000 },
      { kind: 'purchase', daysAgo: 100, cents: 2550 },
      { kind: 'redemption', daysAgo: 40 },
    ],
  },
  {
    name: 'Beto',
    balance: 50,
    level: false,
    birthday: '1985-07-01',
    atSecondLocation: false,
    consents: ['mail'],
    rows: [
      { kind: 'welcome', daysAgo: 200 },
      { kind: 'purchase', daysAgo: 200, cents: 1000, reversed: true },
      { kind: 'purchase', daysAgo: 90, cents: 1250 },
    ],
  },
  {
    name: 'Carla',
    balance: 0,
    level: false,
    birthday: null,
    atSecondLocation: false,
    consents: [],
    rows: [],
  },
  {
    name: 'Dora',
    balance: 120,
    level: true,
    birthday: '2000-03-02',
    atSecondLocation: false,
    consents: ['inbox'],
    rows: [
      { kind: 'bulk', daysAgo: 5, cents: 99_999 },
      { kind: 'manual', daysAgo: 70 },
    ],
  },
  {
    name: 'Eva (eliminada)',
    balance: 500,
    level: true,
    birthday: '1990-03-15',
    atSecondLocation: true,
    consents: ['inbox', 'push', 'mail'],
    rows: [{ kind: 'purchase', daysAgo: 1, cents: 5000 }],
    deleted: true,
  },
];

/** The plain reading of a filter: what each field says, of one person, combined with AND. */
function takes(p: Person, f: SegmentFilter): boolean {
  if (p.deleted) return false;
  const visits = p.rows.filter((r) => VISITS.has(r.kind));
  const last = visits.length ? Math.min(...visits.map((r) => r.daysAgo)) : null;
  const spend = p.rows.filter((r) => r.cents !== undefined && !r.reversed).reduce((s, r) => s + r.cents!, 0);
  const month = p.birthday ? Number(p.birthday.slice(5, 7)) : null;
  return (
    (f.visitedWithinDays === undefined || (last !== null && last <= f.visitedWithinDays)) &&
    (f.notVisitedForDays === undefined || last === null || last > f.notVisitedForDays) &&
    (f.pointsMin === undefined || p.balance >= f.pointsMin) &&
    (f.pointsMax === undefined || p.balance <= f.pointsMax) &&
    (f.levelId === undefined || p.level) &&
    (f.spendMin === undefined || spend >= Math.round(f.spendMin * 100)) &&
    (f.spendMax === undefined || spend <= Math.round(f.spendMax * 100)) &&
    (f.visitsMin === undefined || visits.length >= f.visitsMin) &&
    (f.visitsMax === undefined || visits.length <= f.visitsMax) &&
    (f.birthdayMonth === undefined || month === f.birthdayMonth) &&
    (f.consent === undefined || p.consents.includes(f.consent)) &&
    (f.locationId === undefined || p.atSecondLocation)
  );
}

describe('customer segments', () => {
  let store: Awaited<ReturnType<typeof createSignedInStore>>;
  let other: Awaited<ReturnType<typeof createSignedInStore>>;
  let levelId: number;
  let secondLocationId: number;
  let otherLevelId: number;
  const q = (text: string, params: unknown[] = []) => t.pool.query(text, params);

  beforeAll(async () => {
    store = await createSignedInStore(t);
    other = await createSignedInStore(t);
    const id = async (text: string, params: unknown[]) => Number((await q(text, params)).rows[0].id);
    levelId = await id(
      `insert into customer_levels (store_id, name, min_points, color) values ($1, 'Oro', 100000, '#d4a017') returning id`,
      [store.store.id],
    );
    otherLevelId = await id(
      `insert into customer_levels (store_id, name, min_points, color) values ($1, 'Oro', 100000, '#d4a017') returning id`,
      [other.store.id],
    );
    secondLocationId = await id(
      `insert into locations (store_id, name) values ($1, 'Local dos') returning id`,
      [store.store.id],
    );
    for (const p of people) {
      const customerId = await id(
        `insert into customers (store_id, first_name, balance, level_id, birthday, registration_location_id, deleted_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          store.store.id,
          p.name,
          p.balance,
          p.level ? levelId : null,
          p.birthday,
          p.atSecondLocation ? secondLocationId : store.location.id,
          p.deleted ? new Date() : null,
        ],
      );
      for (const channel of ['inbox', 'push', 'mail'] as const)
        await q(
          'insert into customer_consents (store_id, customer_id, channel, granted) values ($1, $2, $3, $4)',
          [store.store.id, customerId, channel, p.consents.includes(channel)],
        );
      for (const r of p.rows) {
        const points = r.kind === 'redemption' ? -10 : 10;
        const entryId = await id(
          `insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, created_at)
           values ($1, $2, $3, $4, $5, now() - make_interval(days => $6)) returning id`,
          [store.store.id, customerId, r.kind, points, r.cents ?? null, r.daysAgo],
        );
        if (r.reversed)
          await q(
            `insert into ledger_entries (store_id, customer_id, kind, points, reverses_entry_id, created_at)
             values ($1, $2, 'reversal', $3, $4, now() - make_interval(days => $5))`,
            [store.store.id, customerId, -points, entryId, r.daysAgo - 1],
          );
      }
    }
  });

  const count = (filter: object, token = store.token) => t.post('/client/segments/count', { filter }, token);

  it('counts each filter as a plain reading of it expects, and the deleted customer never', async () => {
    const filters: SegmentFilter[] = [
      {},
      { visitedWithinDays: 30 },
      { visitedWithinDays: 95 },
      { notVisitedForDays: 30 },
      { notVisitedForDays: 95 },
      { notVisitedForDays: 3000 },
      { pointsMin: 100 },
      { pointsMax: 50 },
      { pointsMin: 50, pointsMax: 120 },
      { levelId: 0 },
      { spendMin: 12.5 },
      { spendMin: 12.51 },
      { spendMax: 25 },
      { spendMin: 75.5, spendMax: 75.5 },
      { visitsMin: 2 },
      { visitsMax: 0 },
      { visitsMin: 1, visitsMax: 1 },
      { birthdayMonth: 3 },
      { birthdayMonth: 7 },
      { birthdayMonth: 12 },
      { consent: 'inbox' },
      { consent: 'push' },
      { consent: 'mail' },
      { locationId: 0 },
      { consent: 'inbox', birthdayMonth: 3, pointsMin: 200 },
      { notVisitedForDays: 60, spendMax: 100 },
    ];
    for (const filter of filters) {
      const asked = {
        ...filter,
        ...(filter.levelId === undefined ? {} : { levelId }),
        ...(filter.locationId === undefined ? {} : { locationId: secondLocationId }),
      };
      const res = await count(asked);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.customers, JSON.stringify(filter)).toBe(people.filter((p) => takes(p, filter)).length);
    }
  });

  it("answers 404 to another store's level or location, and counts nothing of another store", async () => {
    for (const filter of [{ levelId: otherLevelId }, { locationId: other.location.id }]) {
      const res = await count(filter);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'not-found' });
      const add = await t.post('/client/segments/add', { name: 'Ajeno', filter }, store.token);
      expect(add.status).toBe(404);
    }
    expect((await count({}, other.token)).body.customers).toBe(0);
  });

  it('saves, lists, edits and deletes a segment, audited; a name taken in any case is a 409', async () => {
    const added = await t.post(
      '/client/segments/add',
      { name: 'Por recuperar', filter: { notVisitedForDays: 60, spendMin: 10 } },
      store.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.m).toBe('Se guardó el segmento.');
    const segmentId = added.body.segment.id as number;
    expect(added.body.segment.filter).toEqual({ notVisitedForDays: 60, spendMin: 10 });

    const taken = await t.post('/client/segments/add', { name: 'POR RECUPERAR', filter: {} }, store.token);
    expect(taken.status).toBe(409);
    expect(taken.body.m).toBe('Ya existe un segmento con ese nombre. Elija otro.');

    const edited = await t.post(
      '/client/segments/edit',
      { segmentId, name: 'Cumpleañeros de marzo', filter: { birthdayMonth: 3 } },
      store.token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const listed = await t.post('/client/segments/list', {}, store.token);
    expect(listed.body.segments).toEqual([
      expect.objectContaining({ id: segmentId, name: 'Cumpleañeros de marzo', filter: { birthdayMonth: 3 } }),
    ]);
    expect((await t.post('/client/segments/list', {}, other.token)).body.segments).toEqual([]);

    // Another store's segment is not found, for its edit and its deletion.
    for (const [path, body] of [
      ['/client/segments/edit', { segmentId, name: 'X', filter: {} }],
      ['/client/segments/delete', { segmentId }],
    ] as const) {
      const res = await t.post(path, body, other.token);
      expect(res.status).toBe(404);
      expect(res.body.m).toBe('No se encontró el segmento.');
    }

    const deleted = await t.post('/client/segments/delete', { segmentId }, store.token);
    expect(deleted.status).toBe(200);
    expect((await t.post('/client/segments/list', {}, store.token)).body.segments).toEqual([]);

    const audit = await q('select action, detail from audit_log where store_id = $1 order by id', [
      store.store.id,
    ]);
    expect(audit.rows).toEqual([
      { action: 'segment.created', detail: { segmentId, fields: ['notVisitedForDays', 'spendMin'] } },
      { action: 'segment.updated', detail: { segmentId, fields: ['birthdayMonth'] } },
      { action: 'segment.deleted', detail: { segmentId } },
    ]);
  });

  it('answers bad input with a Spanish 400, never a 500', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ filter: { pointsMin: -1 } }, /mayor o igual que 0/],
      [{ filter: { spendMin: '12,50' } }, /debe ser un número/],
      [{ filter: { visitsMin: 1.5 } }, /número entero/],
      [{ filter: { birthdayMonth: 13 } }, /menor o igual que 12/],
      [{ filter: { consent: 'sms' } }, /no tiene un valor permitido/],
      [{ filter: { pointsMin: 10, pointsMax: 5 } }, /no puede ser menor que el mínimo/],
      [{ filter: { spendMin: 20, spendMax: 10.5 } }, /no puede ser menor que el mínimo/],
      [{ filter: { notVisitedForDays: 0 } }, /mayor o igual que 1/],
      [{ filter: { pointsMax: 1e12 } }, /menor o igual que/],
      [{ filter: { colour: 'red' } }, /campos desconocidos/],
      [{ filter: 'todos' }, /objeto/],
    ];
    for (const [body, message] of cases) {
      const res = await t.post('/client/segments/count', body, store.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.m, JSON.stringify(body)).toMatch(message);
    }
    for (const name of ['x'.repeat(10_000), 'Clientes\u0000', 'Clientes\u0007 VIP', '   ']) {
      const res = await t.post('/client/segments/add', { name, filter: {} }, store.token);
      expect(res.status, JSON.stringify(name.slice(0, 20))).toBe(400);
      expect(res.body.m).toMatch(/nombre/);
    }
  });

  it("is the owner's: an employee is refused", async () => {
    const employee = await createEmployee(t.db, store.store.id, store.location.id);
    const token = await t.login(employee.email, TEST_PASSWORD);
    expect((await count({}, token)).status).toBe(403);
  });
});
