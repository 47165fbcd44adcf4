import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';

describe('the admin home figures', () => {
  let admin: string;

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
  });

  const thisMonth = () => new Date().toISOString().slice(0, 7);

  it("adds up the platform from the roll-ups: stores, customers, this month's points and the last 12 months", async () => {
    const res = await t.post('/admin/home/figures', {}, admin);
    expect(res.status).toBe(200);
    const f = res.body;
    // The demo's: Café Aurora, Librería Quipu, the Colombian and the Mexican; Panadería El Trigal is off.
    expect(f.stores).toEqual({ active: 4, inactive: 1, newThisMonth: 5 });
    const { rows } = await t.db.execute<{ customers: number; given: number; redeemed: number }>(sql`
      select (select count(*)::int from customers where deleted_at is null) as customers,
        (select coalesce(sum(points_given), 0)::int from daily_stats where day >= date_trunc('month', now())::date) as given,
        (select coalesce(sum(points_redeemed), 0)::int from daily_stats where day >= date_trunc('month', now())::date) as redeemed`);
    expect(f.customers).toBe(rows[0]!.customers);
    expect(f.thisMonth).toMatchObject({
      month: thisMonth(),
      pointsGiven: rows[0]!.given,
      pointsRedeemed: rows[0]!.redeemed,
      newStores: 5,
    });
    expect(f.months).toHaveLength(12);
    expect(f.months.at(-1).month).toBe(thisMonth());
    expect(f.pendingPayments).toBe(1);
    expect(f.redemptions).toMatchObject({ bought: 100 });
    expect(f.rolledUpAt).toEqual(expect.any(String));
  });

  it('shows a confirmed payment in this month’s revenue at once', async () => {
    const before = (await t.post('/admin/home/figures', {}, admin)).body;
    const pending = (await t.post('/admin/store/payments', { storeId: 2 }, admin)).body.payments[0];
    await t.post('/admin/store/payment/confirm', { paymentId: pending.id }, admin);
    const after = (await t.post('/admin/home/figures', {}, admin)).body;
    const usd = (f: { thisMonth: { revenue: { currencyCode: string; amount: number }[] } }) =>
      f.thisMonth.revenue.find((r) => r.currencyCode === 'USD')?.amount ?? 0;
    expect(usd(after)).toBeCloseTo(usd(before) + 15, 2);
    expect(after.pendingPayments).toBe(before.pendingPayments - 1);
    expect(after.redemptions.bought).toBe(before.redemptions.bought + 100);
  });

  it('keeps its stores, allowance, new stores and revenue equal to a count of the rows, under concurrent writers', async () => {
    const store = (await t.db.execute<{ id: number }>(sql`select id from stores order by id`)).rows.map(
      (r) => r.id,
    );
    // Redemptions on every store at once (each its own transaction), a store switched off, a payment
    // confirmed by hand and a store made in another month.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.db.execute(
          sql`update stores set redeem_used = redeem_used + 3 where id = ${store[i % store.length]!}`,
        ),
      ),
    );
    await t.db.execute(
      sql`update stores set active = false, redeem_bought = redeem_bought + 7 where id = ${store[1]!}`,
    );
    const plan = (await t.post('/admin/plan/all', {}, admin)).body.plans[0];
    const paid = await t.post(
      '/admin/store/payment/add',
      { storeId: store[0]!, planId: plan.id, amount: 12.5, method: 'cash' },
      admin,
    );
    expect(paid.status).toBe(200);
    await t.db.execute(sql`
      insert into stores (name, country_id, currency_code, time_zone, slug, created_at)
      values ('Tienda de marzo', 1, 'PEN', 'America/Lima', 'tienda-de-marzo', now() - interval '8 months')`);

    const f = (await t.post('/admin/home/figures', {}, admin)).body;
    const { rows } = await t.db.execute<{
      active: number;
      inactive: number;
      bought: number;
      used: number;
      left: number;
    }>(sql`select count(*) filter (where active)::int as active, count(*) filter (where not active)::int as inactive,
        sum(redeem_bought)::int as bought, sum(redeem_used)::int as used,
        sum(greatest(0, redeem_free + redeem_bought - redeem_used))::int as left from stores`);
    const counted = rows[0]!;
    expect(f.stores).toMatchObject({ active: counted.active, inactive: counted.inactive });
    expect(f.redemptions).toEqual({ bought: counted.bought, used: counted.used, left: counted.left });
    const months = await t.db.execute<{ month: string; n: number }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n from stores group by 1`);
    for (const { month, n } of months.rows) {
      const shown = f.months.find((m: { month: string }) => m.month === month);
      if (shown) expect(shown.newStores, month).toBe(n);
    }
    const revenue = await t.db.execute<{ month: string; currency: string; cents: number }>(sql`
      select to_char(confirmed_at at time zone 'UTC', 'YYYY-MM') as month, currency_code as currency,
        sum(amount_cents)::int as cents
      from payments where status = 'confirmed' group by 1, 2`);
    for (const { month, currency, cents } of revenue.rows) {
      const shown = f.months.find((m: { month: string }) => m.month === month);
      if (shown)
        expect(
          shown.revenue.find((r: { currencyCode: string }) => r.currencyCode === currency)?.amount,
        ).toBeCloseTo(cents / 100, 2);
    }
    // Written again from scratch, the counters say the same.
    await t.db.execute(sql`select platform_counters_rebuild()`);
    expect((await t.post('/admin/home/figures', {}, admin)).body).toMatchObject({
      stores: f.stores,
      redemptions: f.redemptions,
      months: f.months,
    });
  });
});
