import { clientCode } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { rebuildDailyStats } from '../../loyalty/ledger/index.ts';

/**
 * The activity pages skip through the days with the roll-up (activity_daily); whatever the filter and
 * the page, they must give exactly what the plain query over the ledger gives.
 */

let owner: string;
let employee: string;
let storeId: number;
let locations: number[];
let employees: { id: number; location_id: number }[];
let customers: number[];

const TABS = {
  '/client/activity/purchases': ['welcome', 'purchase', 'manual', 'bulk'],
  '/client/activity/redeemeds': ['redemption'],
} as const;
type Path = keyof typeof TABS;

interface Filter {
  startDate?: string;
  endDate?: string;
  locationId?: number;
  employeeId?: number;
  customerId?: number;
  page: number;
  pageSize: number;
}

/** A small seeded generator, so that a failure can be replayed. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

async function storeDay(offsetDays: number): Promise<string> {
  const { rows } = await t.pool.query(
    `select to_char((now() at time zone time_zone)::date + $2::int, 'YYYY-MM-DD') as day from stores where id = $1`,
    [storeId, offsetDays],
  );
  return rows[0].day;
}

/** The plain query: every row of the filter, newest first; and its totals. */
async function plain(path: Path, f: Filter, scope: { locationId?: number } = {}) {
  const end = f.endDate ?? (await storeDay(0));
  const start =
    f.startDate ?? new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await t.pool.query(
    `select e.id, e.points, e.amount_cents from ledger_entries e join stores s on s.id = e.store_id
     where e.store_id = $1 and e.kind = any($2)
       and e.created_at >= $3::date::timestamp at time zone s.time_zone
       and e.created_at < ($4::date + 1)::timestamp at time zone s.time_zone
       and ($5::int is null or e.location_id = $5) and ($6::int is null or e.user_id = $6)
       and ($7::int is null or e.customer_id = $7)
     order by e.created_at desc, e.id desc`,
    [
      storeId,
      TABS[path],
      start,
      end,
      scope.locationId ?? f.locationId ?? null,
      f.employeeId ?? null,
      f.customerId ?? null,
    ],
  );
  return {
    ids: rows.map((r) => r.id as number),
    points: rows.reduce((s, r) => s + r.points, 0),
    cents: rows.reduce((s, r) => s + (r.amount_cents ?? 0), 0),
  };
}

async function expectSameAsPlain(path: Path, f: Filter, token = owner, scope: { locationId?: number } = {}) {
  const got = await t.post(path, f, token);
  const label = `${path} ${JSON.stringify(f)}`;
  expect(got.status, `${label}: ${got.body.m}`).toBe(200);
  const want = await plain(path, f, scope);
  const from = (f.page - 1) * f.pageSize;
  expect(
    got.body.entries.map((e: { id: number }) => e.id),
    label,
  ).toEqual(want.ids.slice(from, from + f.pageSize));
  expect(got.body.total, label).toBe(want.ids.length);
  expect(got.body.entries, label).toEqual(await shown(want.ids.slice(from, from + f.pageSize)));
  expect(got.body.totals, label).toEqual({
    count: want.ids.length,
    points: want.points,
    amount: want.cents / 100,
  });
  return want.ids.length;
}

/** The rows as the list shows them, read with plain joins. */
async function shown(ids: number[]) {
  const { rows } = await t.pool.query(
    `select e.*, c.first_name, c.last_name, rw.name as reward_name, u.first_name as user_first,
            u.last_name as user_last, l.name as location_name, tk.name as till_name, r.id as reversed_by
     from ledger_entries e join customers c on c.id = e.customer_id
       left join rewards rw on rw.id = e.reward_id left join users u on u.id = e.user_id
       left join locations l on l.id = e.location_id left join ledger_entries r on r.reverses_entry_id = e.id
       left join api_tokens tk on tk.id = e.till_id and tk.store_id = e.store_id
     where e.id = any($1) order by e.created_at desc, e.id desc`,
    [ids],
  );
  return rows.map((r) => ({
    id: r.id,
    customerId: r.customer_id,
    customerName: `${r.first_name} ${r.last_name}`.trim(),
    clientCode: clientCode(r.customer_id),
    kind: r.kind,
    points: r.points,
    amount: r.amount_cents === null ? null : r.amount_cents / 100,
    ticketNumber: r.ticket_number,
    duplicateTicket: r.duplicate_ticket,
    reason: r.reason,
    reasonCode: r.reason_code,
    reasonParams: r.reason_params,
    reward: r.reward_id ? { id: r.reward_id, name: r.reward_name } : null,
    employee: r.user_id ? { id: r.user_id, name: `${r.user_first} ${r.user_last ?? ''}`.trim() } : null,
    location: r.location_id ? { id: r.location_id, name: r.location_name } : null,
    till: r.till_id ? { id: r.till_id, name: r.till_name } : null,
    reversesEntryId: r.reverses_entry_id,
    reversedByEntryId: r.reversed_by,
    createdAt: r.created_at.toISOString(),
  }));
}

/** Roll-up rows as kept by each write, then as rebuilt from the ledger: they must be the same. */
async function activityRollUp() {
  const { rows } = await t.pool.query(
    `select day::text, location_id, user_id, tab, sum(entries)::int as entries, sum(points)::int as points,
            sum(amount_cents)::int as cents
     from activity_daily where store_id = $1 group by 1, 2, 3, 4
     having sum(entries) <> 0 order by 1, 2, 3, 4`,
    [storeId],
  );
  return rows;
}

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  employee = await t.login('employee@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
  locations = (
    await t.pool.query(`select id from locations where store_id = $1 order by id`, [storeId])
  ).rows.map((r) => r.id);
  employees = (
    await t.pool.query(
      `select id, location_id from users where store_id = $1 and store_user_type = 'employee' order by id`,
      [storeId],
    )
  ).rows;
  customers = (
    await t.pool.query(
      `select id from customers where store_id = $1 and deleted_at is null order by id limit 12`,
      [storeId],
    )
  ).rows.map((r) => r.id);
  expect(locations.length).toBeGreaterThanOrEqual(2);
  expect(new Set(employees.map((e) => e.location_id)).size).toBeGreaterThanOrEqual(2);

  // 3,000 rows over the 8 days before yesterday, many of them within minutes of the store's midnight
  // (some exactly on it, some a microsecond before), some sharing their instant, at every location
  // and by every employee (an employee also at the other location), of every kind; some reversed.
  const users = [null, ...employees.map((e) => e.id)];
  await t.pool.query(
    `with picked as (
       select i,
         (now() at time zone s.time_zone)::date - 2 - (hashint4(i) & 2147483647) % 8 as day,
         (hashint4(i * 7) & 2147483647) % 100 as spot,
         (hashint4(i * 13) & 2147483647) as r,
         s.time_zone
       from generate_series(1, 3000) i cross join stores s where s.id = $1),
     timed as (
       select i, r, case
         when spot < 5 then day::timestamp at time zone time_zone
         when spot < 10 then (day::timestamp at time zone time_zone) - interval '1 microsecond'
         when spot < 35 then (day::timestamp at time zone time_zone) + ((r % 360) - 180) * interval '1 second'
         when spot < 40 then (day::timestamp at time zone time_zone) + interval '13 hours'
         else (day::timestamp at time zone time_zone) + (r % 86400) * interval '1 second' end as at
       from picked)
     insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, user_id, location_id, created_at)
     select $1, ($2::int[])[1 + r % array_length($2::int[], 1)],
       (array['purchase','purchase','purchase','purchase','manual','welcome','bulk','redemption','redemption','discount'])[1 + r % 10],
       case when r % 10 in (7, 8, 9) then -(1 + r % 40) else 1 + r % 90 end,
       case when r % 10 < 4 then 100 * (1 + r % 500) end,
       nullif(($3::int[])[1 + (r / 10) % array_length($3::int[], 1)], 0),
       nullif(($4::int[])[1 + (r / 100) % array_length($4::int[], 1)], 0),
       at
     from timed order by i`,
    // 0 stands for none (no employee, no location): the arrays stay integer.
    [storeId, customers, users.map((u) => u ?? 0), [...locations, 0]],
  );
  await t.pool.query(
    `insert into ledger_entries (store_id, customer_id, kind, points, reverses_entry_id, location_id, created_at)
     select store_id, customer_id, 'reversal', -points, id, location_id, created_at + interval '2 hours'
     from ledger_entries where store_id = $1 and kind in ('purchase', 'redemption') and id % 9 = 0`,
    [storeId],
  );
  await t.pool.query(
    `update customers c set balance = s.points + 100000 from (
       select customer_id, sum(points)::int as points from ledger_entries where store_id = $1 group by 1) s
     where c.id = s.customer_id`,
    [storeId],
  );
  await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));

  // Today, through the API: each write keeps the roll-up itself.
  await t.pool.query(`update stores set redeem_free = redeem_free + 100 where id = $1`, [storeId]);
  const reward = (await t.post('/client/get-all-rewards', { onlyActive: true }, owner)).body.rewards[0];
  for (const [i, customerId] of customers.slice(0, 6).entries()) {
    const token = i % 2 ? owner : employee;
    const bought = await t.post('/client/customer/add-points', { customerId, amount: 12.5 + i }, token);
    expect(bought.body.s, bought.body.m).toBe('ok');
    const given = await t.post('/client/customer/give-reward', { customerId, rewardId: reward.id }, token);
    expect(given.body.s, given.body.m).toBe('ok');
    if (i % 3 === 0) {
      const undone = await t.post('/client/customer/delete-points', { entryId: bought.body.entry.id }, owner);
      expect(undone.body.s, undone.body.m).toBe('ok');
    }
  }
  // A reversal today of a purchase of days ago (it stays listed, on its own day).
  const old = (
    await t.pool.query(
      `select id from ledger_entries e where store_id = $1 and kind = 'purchase'
         and created_at < now() - interval '3 days'
         and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
       order by id limit 1`,
      [storeId],
    )
  ).rows[0].id;
  expect((await t.post('/client/customer/delete-points', { entryId: old }, owner)).body.s).toBe('ok');
  const file = customers
    .slice(0, 4)
    .map((id, i) => `${clientCode(id)};${5 + i};;Carga de prueba`)
    .join('\n');
  const preview = await t.postFile(
    '/client/process-massive-give-points',
    { action: 'preview' },
    { data: Buffer.from(`Cliente;Puntos;Monto;Motivo\n${file}`), filename: 'actividad.csv' },
    owner,
  );
  expect(preview.body.s, preview.body.m).toBe('ok');
  const applied = await t.post(
    '/client/process-massive-give-points',
    { action: 'apply', batchId: preview.body.batch.id },
    owner,
  );
  expect(applied.body.s, applied.body.m).toBe('ok');

  const incremental = await activityRollUp();
  await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));
  expect(await activityRollUp()).toEqual(incremental);
});

describe('activity pages', () => {
  // 400 random cases of three queries each: minutes on a loaded 2-core machine, not the default 30 s.
  it('give exactly the rows of the plain query, for random filters and pages', {
    timeout: 180_000,
  }, async () => {
    const rnd = generator(20261123);
    let nonEmpty = 0;
    for (let i = 0; i < 400; i += 1) {
      const path = rnd.pick(Object.keys(TABS) as Path[]);
      const first = rnd.int(-11, 0);
      const last = rnd.int(first, 0);
      const f: Filter = { page: 1, pageSize: rnd.pick([1, 3, 7, 20, 100]) };
      if (rnd.chance(0.85)) f.endDate = await storeDay(last);
      if (rnd.chance(0.9)) f.startDate = await storeDay(first);
      if (rnd.chance(0.4)) f.locationId = rnd.pick(locations);
      // An employee of the location, of the other one, or anyone's.
      if (rnd.chance(0.4)) f.employeeId = rnd.pick(employees).id;
      if (rnd.chance(0.15)) f.customerId = rnd.pick(customers);
      const total = (await plain(path, f)).ids.length;
      const pages = Math.ceil(total / f.pageSize);
      f.page = rnd.chance(0.1)
        ? pages + rnd.int(1, 3)
        : rnd.chance(0.3)
          ? Math.max(1, pages)
          : rnd.int(1, pages + 1);
      if ((await expectSameAsPlain(path, f)) > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(200);
  });

  it('walk every page of a busy range one by one, across midnights', async () => {
    const range = { startDate: await storeDay(-9), endDate: await storeDay(0) };
    for (const path of Object.keys(TABS) as Path[]) {
      const total = (await plain(path, { ...range, page: 1, pageSize: 1 })).ids.length;
      expect(total).toBeGreaterThan(100);
      for (let page = 1; page <= Math.ceil(total / 37) + 1; page += 1) {
        await expectSameAsPlain(path, { ...range, page, pageSize: 37 });
      }
    }
  });

  it('answer an empty page past the end, and nothing for an employee of another location', async () => {
    const range = { startDate: await storeDay(-9), endDate: await storeDay(0) };
    const stranger = employees.find((e) => e.location_id !== locations[0])!;
    for (const path of Object.keys(TABS) as Path[]) {
      expect(await expectSameAsPlain(path, { ...range, page: 100_000, pageSize: 100 })).toBeGreaterThan(0);
      // Rows of that employee at the first location exist only if written there; the plain query decides.
      await expectSameAsPlain(path, {
        ...range,
        locationId: locations[0]!,
        employeeId: stranger.id,
        page: 1,
        pageSize: 20,
      });
      await expectSameAsPlain(path, {
        ...range,
        locationId: locations[0]!,
        employeeId: stranger.id,
        page: 3,
        pageSize: 5,
      });
    }
  });

  it("show an employee only their location's rows", async () => {
    const me = (await t.pool.query(`select location_id from users where email = 'employee@premia.local'`))
      .rows[0].location_id as number;
    const range = { startDate: await storeDay(-9), endDate: await storeDay(0) };
    for (const path of Object.keys(TABS) as Path[]) {
      for (const page of [1, 2, 7, 40]) {
        // The location asked is ignored: an employee sees their own.
        const other = locations.find((l) => l !== me)!;
        await expectSameAsPlain(path, { ...range, locationId: other, page, pageSize: 10 }, employee, {
          locationId: me,
        });
      }
    }
  });

  it('stay exact where a day of the store does not begin at the first instant of its date (Havana)', async () => {
    // Havana leaves summer time on 2025-11-02 at 01:00, back to 00:00: the range of that day starts at
    // the second 00:00, while the hour before it already has that date (the roll-up counts it there).
    const unclean = await t.pool.query(
      `select ((('2025-11-02'::timestamp at time zone 'America/Havana') - interval '1 microsecond')
               at time zone 'America/Havana')::date::text as d`,
    );
    expect(unclean.rows[0].d).toBe('2025-11-02');
    // The demo store is in Havana for this test only: every test is compared with the same store's plain
    // reading, and the store is back in Lima whatever this one's outcome.
    await t.pool.query(`update stores set time_zone = 'America/Havana' where id = $1`, [storeId]);
    try {
      await t.pool.query(
        `insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, location_id, created_at)
         select $1, ($2::int[])[1 + i % 5], case when i % 4 = 0 then 'redemption' else 'purchase' end,
                case when i % 4 = 0 then -1 else 2 end, 500, $3, '2025-11-01T20:00:00Z'::timestamptz + i * interval '3 minutes'
         from generate_series(1, 400) i`,
        [storeId, customers, locations[0]],
      );
      await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));
      const rnd = generator(7);
      for (let i = 0; i < 120; i += 1) {
        const path = rnd.pick(Object.keys(TABS) as Path[]);
        const start = rnd.pick(['2025-10-31', '2025-11-01', '2025-11-02']);
        const end = rnd.pick(['2025-11-01', '2025-11-02', '2025-11-03']);
        if (start > end) continue;
        const f: Filter = {
          startDate: start,
          endDate: end,
          page: rnd.int(1, 12),
          pageSize: rnd.pick([5, 20, 50]),
        };
        if (rnd.chance(0.3)) f.locationId = locations[0]!;
        await expectSameAsPlain(path, f);
      }
    } finally {
      await t.pool.query(`update stores set time_zone = 'America/Lima' where id = $1`, [storeId]);
      await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));
    }
  });
});
