import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStore, createStoreWith } from '../../../../test/factories.ts';
import { foldShards } from '../../../jobs/cleanup.ts';
import { rebuildDailyStats, STATS_SHARDS } from '../../loyalty/ledger/index.ts';

let owner: string;
let storeId: number;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
});

async function snapshot() {
  const rows = await t.pool.query(
    `select day::text, location_id, sum(points_given)::int as given, sum(points_redeemed)::int as redeemed,
            sum(purchases_cents)::int as cents, sum(purchases)::int as purchases, sum(redemptions)::int as redemptions,
            sum(new_customers)::int as customers
     from daily_stats where store_id = $1 group by 1, 2
     having sum(points_given) <> 0 or sum(points_redeemed) <> 0 or sum(purchases) <> 0 or sum(redemptions) <> 0 or sum(new_customers) <> 0
     order by 1, 2`,
    [storeId],
  );
  return rows.rows;
}

describe('statistics', () => {
  it('keeps the daily roll-up equal to what the ledger says, through purchases, redemptions and reversals', async () => {
    await t.pool.query(`update stores set redeem_free = 1000 where id = $1`, [storeId]);
    const c = (await t.post('/client/customer/add', { firstName: 'Estadística' }, owner)).body.customer;
    const bought = await t.post('/client/customer/add-points', { customerId: c.id, amount: 250.5 }, owner);
    const reward = (await t.post('/client/get-all-rewards', { onlyActive: true }, owner)).body.rewards[0];
    await t.post('/client/customer/give-reward', { customerId: c.id, rewardId: reward.id }, owner);
    const redeemedEntry = (await t.post('/client/customer/points', { customerId: c.id }, owner)).body
      .entries[0];
    await t.post('/client/customer/delete-points', { entryId: redeemedEntry.id }, owner);
    await t.post('/client/customer/delete-points', { entryId: bought.body.entry.id }, owner);
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 99.99 }, owner);
    const employee = await t.login('employee@premia.local');
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 40 }, employee);

    const incremental = await snapshot();
    await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));
    expect(await snapshot()).toEqual(incremental);
  });

  it('a reversal takes the purchase back from the day it counted in, not from today', async () => {
    const c = (await t.post('/client/customer/add', { firstName: 'Ayer' }, owner)).body.customer;
    const location = (await t.pool.query(`select id from locations where store_id = $1 limit 1`, [storeId]))
      .rows[0].id;
    // A purchase made at a location on 2026-02-01 (the ledger is append-only: it is written as it was then).
    const entryId = (
      await t.pool.query(
        `insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, location_id, created_at)
         values ($1, $2, 'purchase', 8, 8000, $3, '2026-02-01T15:00:00Z') returning id`,
        [storeId, c.id, location],
      )
    ).rows[0].id;
    await t.pool.query(`update customers set balance = balance + 8 where id = $1`, [c.id]);
    await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));
    const range = { startDate: '2026-02-01', endDate: '2026-02-01' };
    const before = (await t.post('/stats/points', range, owner)).body.data[0];
    const todayBefore = (await t.post('/stats/points', {}, owner)).body.data.at(-1);

    const reversed = await t.post('/client/customer/delete-points', { entryId }, owner);
    expect(reversed.body.s).toBe('ok');
    const after = (await t.post('/stats/points', range, owner)).body.data[0];
    expect(after.purchases).toBe(before.purchases - 1);
    expect(after.pointsGiven).toBe(before.pointsGiven - 8);
    expect(after.purchasesAmount).toBeCloseTo(before.purchasesAmount - 80, 2);
    const todayAfter = (await t.post('/stats/points', {}, owner)).body.data.at(-1);
    expect(todayAfter).toEqual(todayBefore);
    // The location of the purchase, not the owner's who reversed it, loses it too.
    const byLocation = await t.pool.query(
      `select coalesce(sum(purchases), 0)::int as n from daily_stats where store_id = $1 and day = '2026-02-01' and location_id = $2`,
      [storeId, location],
    );
    const incremental = await snapshot();
    await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));
    expect(await snapshot()).toEqual(incremental);
    expect(byLocation.rows[0].n).toBe(
      (
        await t.pool.query(
          `select count(*)::int as n from ledger_entries e where store_id = $1 and kind = 'purchase' and location_id = $2
           and (created_at at time zone 'America/Lima')::date = '2026-02-01'
           and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)`,
          [storeId, location],
        )
      ).rows[0].n,
    );
  });

  it("sums per day of the store's time zone, zeros included, across midnight UTC", async () => {
    const c = (await t.post('/client/customer/add', { firstName: 'Medianoche' }, owner)).body.customer;
    // 22:30 in Lima on March 9 is 03:30 UTC on March 10; 00:30 in Lima on March 11 is 05:30 UTC.
    await t.db.execute(sql`insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, created_at) values
      (${storeId}, ${c.id}, 'purchase', 7, 7000, '2026-03-10T03:30:00Z'),
      (${storeId}, ${c.id}, 'purchase', 3, 3050, '2026-03-11T05:30:00Z')`);
    await t.db.transaction((tx) => rebuildDailyStats(tx, storeId));
    const res = await t.post('/stats/points', { startDate: '2026-03-08', endDate: '2026-03-12' }, owner);
    expect(
      res.body.data.map((d: { date: string; pointsGiven: number; purchasesAmount: number }) => [
        d.date,
        d.pointsGiven,
        d.purchasesAmount,
      ]),
    ).toEqual([
      ['2026-03-08', 0, 0],
      ['2026-03-09', 7, 70],
      ['2026-03-10', 0, 0],
      ['2026-03-11', 3, 30.5],
      ['2026-03-12', 0, 0],
    ]);
    const ledger = await t.pool.query(
      `select (created_at at time zone 'America/Lima')::date::text as day, sum(points)::int as points
       from ledger_entries where store_id = $1 and kind in ('welcome','purchase','manual','bulk')
         and (created_at at time zone 'America/Lima')::date between '2026-03-08' and '2026-03-12' group by 1`,
      [storeId],
    );
    for (const row of ledger.rows) {
      expect(res.body.data.find((d: { date: string }) => d.date === row.day).pointsGiven).toBe(row.points);
    }
  });

  it('defaults to the 30 days up to today, refuses a backwards or too long range, and shows the demo history', async () => {
    const res = await t.post('/stats/points', {}, owner);
    expect(res.body.data).toHaveLength(30);
    const given = res.body.data.reduce((s: number, d: { pointsGiven: number }) => s + d.pointsGiven, 0);
    expect(given).toBeGreaterThan(0);
    expect(
      (await t.post('/stats/points', { startDate: '2026-02-01', endDate: '2026-01-01' }, owner)).status,
    ).toBe(400);
    expect(
      (await t.post('/stats/points', { startDate: '2024-01-01', endDate: '2026-01-01' }, owner)).status,
    ).toBe(400);
  });

  it("shows an employee the chart and the month's redemptions of their own location", async () => {
    const employeeToken = await t.login('employee@premia.local');
    const { location_id: locationId } = (
      await t.pool.query(`select location_id from users where email = 'employee@premia.local'`)
    ).rows[0];
    const redeemedByLocation = async (scope: number | null) =>
      (
        await t.pool.query(
          `select coalesce(sum(redemptions), 0)::int as n from daily_stats
           where store_id = $1 and day >= date_trunc('month', now() at time zone 'America/Lima')::date
             and ($2::int is null or location_id = $2)`,
          [storeId, scope],
        )
      ).rows[0].n as number;
    // A redemption at the owner's counter (no location of the employee's) and one by the employee.
    await t.pool.query(`update stores set redeem_free = redeem_free + 10 where id = $1`, [storeId]);
    const c = (await t.post('/client/customer/add', { firstName: 'Local' }, owner)).body.customer;
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 10000 }, owner);
    const reward = (await t.post('/client/get-all-rewards', { onlyActive: true }, owner)).body.rewards[0];
    for (const token of [owner, employeeToken]) {
      const res = await t.post(
        '/client/customer/give-reward',
        { customerId: c.id, rewardId: reward.id },
        token,
      );
      expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
    }

    const mine = (await t.post('/client/store/more-info', {}, employeeToken)).body.storeMoreInfo;
    const all = (await t.post('/client/store/more-info', {}, owner)).body.storeMoreInfo;
    expect(mine.redemptionsThisMonth).toBe(await redeemedByLocation(locationId));
    expect(all.redemptionsThisMonth).toBe(await redeemedByLocation(null));
    expect(all.redemptionsThisMonth).toBeGreaterThan(mine.redemptionsThisMonth);
    // Customers and their points are the store's, whoever looks; the allowance is billing, the owner's.
    expect(mine).toMatchObject({
      clientsAmount: all.clientsAmount,
      pointsOutstanding: all.pointsOutstanding,
      redeemFree: null,
      redeemBought: null,
      redeemUsed: null,
      redeemLeft: null,
    });
    const billed = (
      await t.pool.query('select redeem_free, redeem_bought, redeem_used from stores where id = $1', [
        storeId,
      ])
    ).rows[0];
    expect(all).toMatchObject({
      redeemFree: billed.redeem_free,
      redeemBought: billed.redeem_bought,
      redeemUsed: billed.redeem_used,
      redeemLeft: Math.max(0, billed.redeem_free + billed.redeem_bought - billed.redeem_used),
    });

    const given = (days: { pointsGiven: number }[]) => days.reduce((sum, d) => sum + d.pointsGiven, 0);
    const chart = (await t.post('/stats/points', {}, employeeToken)).body;
    const employeeChart = chart.data;
    const ownerChart = (await t.post('/stats/points', {}, owner)).body.data;
    const locationGiven = (
      await t.pool.query(
        `select coalesce(sum(points_given), 0)::int as n from daily_stats
         where store_id = $1 and location_id = $2 and day between $3::date and $4::date`,
        [storeId, locationId, chart.startDate, chart.endDate],
      )
    ).rows[0].n;
    expect(given(employeeChart)).toBe(locationGiven);
    expect(given(ownerChart)).toBeGreaterThan(given(employeeChart));
  });

  it('gives the dashboard figures and the activity lists with their totals', async () => {
    const info = await t.post('/client/store/more-info', {}, owner);
    const sums = (
      await t.pool.query(
        `select count(*)::int as n, sum(balance)::int as b from customers where store_id = $1 and deleted_at is null`,
        [storeId],
      )
    ).rows[0];
    // The demo's survey answers, all of the last 30 days: the NPS is promoters − detractors, in %.
    const answers = (
      await t.pool.query(
        `select count(*)::int as n, count(*) filter (where score >= 9)::int as p,
                count(*) filter (where score <= 6)::int as d
         from surveys where store_id = $1 and answered_at is not null`,
        [storeId],
      )
    ).rows[0];
    expect(answers.n).toBeGreaterThan(0);
    expect(info.body.storeMoreInfo).toMatchObject({
      clientsAmount: sums.n,
      pointsOutstanding: sums.b,
      nps: Math.round(((answers.p - answers.d) * 100) / answers.n),
      npsAnswers: answers.n,
      currencyCode: 'PEN',
    });
    expect(info.body.storeMoreInfo.pointsOutstandingValue).toBe(sums.b * 10);

    const purchases = await t.post(
      '/client/activity/purchases',
      { startDate: '2026-01-01', endDate: '2026-12-31', pageSize: 5 },
      owner,
    );
    expect(purchases.body.entries).toHaveLength(5);
    expect(purchases.body.total).toBeGreaterThan(100);
    const filters = await t.post('/client/activity/locations', {}, owner);
    const barranco = filters.body.locations.find((l: { name: string }) => l.name === 'Aurora Barranco');
    const there = await t.post(
      '/client/activity/purchases',
      { startDate: '2026-01-01', endDate: '2026-12-31', locationId: barranco.id, pageSize: 100 },
      owner,
    );
    for (const e of there.body.entries) expect(e.location.id).toBe(barranco.id);
    const redeemeds = await t.post(
      '/client/activity/redeemeds',
      { startDate: '2026-01-01', endDate: '2026-12-31' },
      owner,
    );
    expect(redeemeds.body.total).toBeGreaterThan(0);
    for (const e of redeemeds.body.entries) expect(e.kind).toBe('redemption');
  });

  it('gives activity totals equal to the ledger rows of the filter, through writes of every kind', async () => {
    const employee = (
      await t.pool.query(
        `select id, location_id from users where store_id = $1 and store_user_type = 'employee'`,
        [storeId],
      )
    ).rows[0];
    const c = (await t.post('/client/customer/add', { firstName: 'Totales' }, owner)).body.customer;
    const bought = await t.post('/client/customer/add-points', { customerId: c.id, amount: 80.25 }, owner);
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 10 }, owner);
    const reward = (await t.post('/client/get-all-rewards', { onlyActive: true }, owner)).body.rewards[0];
    await t.post('/client/customer/give-reward', { customerId: c.id, rewardId: reward.id }, owner);
    await t.post('/client/customer/delete-points', { entryId: bought.body.entry.id }, owner);
    const range = { startDate: '2026-01-01', endDate: '2026-12-31' };
    const filters = [
      {},
      { locationId: employee.location_id },
      { employeeId: employee.id },
      { locationId: employee.location_id, employeeId: employee.id },
      { customerId: c.id },
    ];
    for (const [path, kinds] of [
      ['/client/activity/purchases', ['welcome', 'purchase', 'manual', 'bulk']],
      ['/client/activity/redeemeds', ['redemption']],
    ] as const) {
      for (const f of filters) {
        const got = await t.post(path, { ...range, ...f }, owner);
        const want = (
          await t.pool.query(
            `select count(*)::int as count, coalesce(sum(points), 0)::int as points, coalesce(sum(amount_cents), 0)::int as cents
             from ledger_entries e join stores s on s.id = e.store_id
             where e.store_id = $1 and e.kind = any($2) and (e.created_at at time zone s.time_zone)::date between $3 and $4
               and ($5::int is null or e.location_id = $5) and ($6::int is null or e.user_id = $6)
               and ($7::int is null or e.customer_id = $7)`,
            [
              storeId,
              kinds,
              range.startDate,
              range.endDate,
              'locationId' in f ? f.locationId : null,
              'employeeId' in f ? f.employeeId : null,
              'customerId' in f ? f.customerId : null,
            ],
          )
        ).rows[0];
        expect(got.body.totals, `${path} ${JSON.stringify(f)}`).toEqual({
          count: want.count,
          points: want.points,
          amount: want.cents / 100,
        });
        expect(got.body.total).toBe(want.count);
      }
    }
  });

  it("folds the shards of past days into one row per day and keeps every sum; today's shards stay", async () => {
    const c1 = (await t.post('/client/customer/add', { firstName: 'Pliegue' }, owner)).body.customer;
    const c2 = (await t.post('/client/customer/add', { firstName: 'Pliegue' }, owner)).body.customer;
    for (const c of [c1, c2])
      await t.post('/client/customer/add-points', { customerId: c.id, amount: 12 }, owner);
    const shardsOfToday = async () =>
      (
        await t.pool.query(
          `select shard from daily_stats where store_id = $1 and day = (now() at time zone 'America/Lima')::date and shard <> 0 order by shard`,
          [storeId],
        )
      ).rows;
    const today = await shardsOfToday();
    expect(today.length).toBeGreaterThan(0);
    // A past day written by purchases of several customers (several shards, shard 0 among them).
    await t.pool.query(
      `insert into daily_stats (store_id, day, location_id, shard, points_given, points_redeemed, purchases_cents, purchases, redemptions, new_customers)
       values ($1, '2026-01-10', 0, 0, 5, 1, 500, 1, 1, 0), ($1, '2026-01-10', 0, 7, 3, 0, 300, 1, 0, 1),
              ($1, '2026-01-10', 0, $2, 4, 2, 410, 2, 1, 0)`,
      [storeId, STATS_SHARDS - 1],
    );
    await t.pool.query(
      `insert into activity_daily (store_id, day, location_id, user_id, tab, shard, entries, points, amount_cents)
       values ($1, '2026-01-10', 0, 0, 'earned', 3, 2, 7, 700), ($1, '2026-01-10', 0, 0, 'earned', 9, 1, 4, 410),
              ($1, '2026-01-10', 0, 0, 'redeemed', 9, 1, -3, 0)`,
      [storeId],
    );
    const activity = () =>
      t.pool.query(
        `select day::text, location_id, user_id, tab, sum(entries)::int as entries, sum(points)::int as points,
                sum(amount_cents)::int as cents, count(*)::int as rows
         from activity_daily where store_id = $1 group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
        [storeId],
      );
    const stats = await snapshot();
    const chart = (await t.post('/stats/points', { startDate: '2026-01-09', endDate: '2026-01-11' }, owner))
      .body.data;
    const activityBefore = (await activity()).rows;

    expect((await foldShards(t.db)).ran).toBe(true);
    expect(await snapshot()).toEqual(stats);
    expect(
      (await t.post('/stats/points', { startDate: '2026-01-09', endDate: '2026-01-11' }, owner)).body.data,
    ).toEqual(chart);
    expect(chart[1]).toMatchObject({ date: '2026-01-10', pointsGiven: 12, pointsRedeemed: 3, purchases: 4 });
    const activityAfter = (await activity()).rows;
    const withoutRows = (rows: { rows: number }[]) => rows.map(({ rows: _, ...r }) => r);
    expect(withoutRows(activityAfter)).toEqual(withoutRows(activityBefore));
    const pastRows = await t.pool.query(
      `select count(*)::int as n from daily_stats where store_id = $1 and day = '2026-01-10'`,
      [storeId],
    );
    expect(pastRows.rows[0].n).toBe(1);
    expect(
      activityAfter
        .filter((r: { day: string }) => r.day === '2026-01-10')
        .map((r: { rows: number }) => r.rows),
    ).toEqual([1, 1]);
    expect(await shardsOfToday()).toEqual(today);
    expect(await foldShards(t.db)).toEqual({ ran: true, folded: 0 });
  });
});

describe("one store's big day", () => {
  it('keeps giving points past 2^31 points in a day at one location (the day sums are bigint)', async () => {
    // A store of its own: the demo store's day and settings stay as the other tests read them.
    const { store, location, token: owner } = await createStoreWith(t, { useConversion: false });
    const storeId = store.id;
    const locationId = location.id;
    // A day already holding 2,147,483,000 points in every shard of the owner's location.
    await t.pool.query(
      `insert into daily_stats (store_id, day, location_id, shard, points_given)
       select $1, (now() at time zone s.time_zone)::date, $2, g, 2147483000
       from stores s, generate_series(0, ${STATS_SHARDS - 1}) g where s.id = $1
       on conflict (store_id, day, location_id, shard) do update set points_given = excluded.points_given`,
      [storeId, locationId],
    );
    const c = (await t.post('/client/customer/add', { firstName: 'Gran Día' }, owner)).body.customer;
    const res = await t.post('/client/customer/add-points', { customerId: c.id, points: 1_000_000 }, owner);
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(c.balance + 1_000_000);
    const today = (
      await t.pool.query(
        `select sum(points_given)::bigint as given from daily_stats
         where store_id = $1 and location_id = $2 and day = (now() at time zone 'America/Lima')::date`,
        [storeId, locationId],
      )
    ).rows[0].given;
    expect(Number(today)).toBeGreaterThanOrEqual(STATS_SHARDS * 2_147_483_000 + 1_000_000);
  });

  it("folds every other store's shards when one store's fold fails, and loses nothing of the failed one", async () => {
    const other = await createStore(t.db);
    // The failing store: shards whose sum is past what even a bigint holds.
    await t.pool.query(
      `insert into daily_stats (store_id, day, location_id, shard, points_given)
       values ($1, '2026-02-01', 0, 1, 9000000000000000000), ($1, '2026-02-01', 0, 2, 9000000000000000000)`,
      [other.store.id],
    );
    await t.pool.query(
      `insert into daily_stats (store_id, day, location_id, shard, points_given)
       values ($1, '2026-02-01', 0, 1, 10), ($1, '2026-02-01', 0, 2, 20)`,
      [storeId],
    );
    const rowsOf = async (id: number) =>
      (
        await t.pool.query(
          `select shard, points_given::text as given from daily_stats where store_id = $1 and day = '2026-02-01' and location_id = 0 order by shard`,
          [id],
        )
      ).rows;
    const failedBefore = await rowsOf(other.store.id);
    const result = await foldShards(t.db);
    expect(result.ran).toBe(true);
    expect(result.folded).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(storeId)).toEqual([{ shard: 0, given: '30' }]);
    expect(await rowsOf(other.store.id)).toEqual(failedBefore);
  });
});

describe("the home's «Compras» and Actividad's «Movimientos» for the same days", () => {
  it('each equals its plain SQL count: purchases net of reversals, and every entry that gave points', async () => {
    const points = (await t.post('/stats/points', {}, owner)).body;
    const range = { startDate: points.startDate, endDate: points.endDate };
    const chart = points.data as { purchases: number }[];
    const homePurchases = chart.reduce((sum, d) => sum + d.purchases, 0);
    const activity = (await t.post('/client/activity/purchases', { ...range, page: 1, pageSize: 5 }, owner))
      .body;
    const counted = (
      await t.pool.query(
        `select (count(*) filter (where e.kind = 'purchase')
                 - count(*) filter (where e.kind = 'reversal' and o.kind = 'purchase'))::int as purchases,
                count(*) filter (where e.kind in ('welcome', 'purchase', 'manual', 'bulk', 'coupon'))::int as given
           from ledger_entries e left join ledger_entries o on o.id = e.reverses_entry_id
          where e.store_id = $1
            and (coalesce(o.created_at, e.created_at) at time zone (select time_zone from stores where id = $1))::date
                between $2::date and $3::date`,
        [storeId, range.startDate, range.endDate],
      )
    ).rows[0];
    expect(homePurchases).toBe(counted.purchases);
    expect(activity.totals.count).toBe(counted.given);
    expect(activity.total).toBe(counted.given);
  });
});
