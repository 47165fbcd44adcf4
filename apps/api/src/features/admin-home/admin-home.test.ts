import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

describe('the admin home figures', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login('admin@premia.local');
  });
  afterAll(() => t.close());

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
});
