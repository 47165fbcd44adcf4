import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import {
  createCustomerSession,
  createSignedInStore,
  earnedAgo,
  setStoreSettings,
} from '../../../../test/factories.ts';
import { nextExpiriesOf, nextExpiryOf } from './next-expiry.repository.ts';

// The hourly 'points-expiry' job, run by the app's own queue: each store whose day began since its last
// run loses what its rule says, as 'expiry' rows the owner sees in the customer's statement.

const t = useTestApp();

async function runJob() {
  await t.db.transaction((tx) => t.jobs.enqueue(tx, 'points-expiry', {}));
  await t.jobsSettled();
}

async function statement(token: string, customerId: number) {
  const res = await t.post('/client/customer/points', { customerId, page: 1, pageSize: 50 }, token);
  expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
  return res.body as { balance: number; entries: { kind: string; points: number; reason: string | null }[] };
}

async function ledgerSum(storeId: number, customerId: number) {
  const { rows } = await t.pool.query<{ sum: number }>(
    'select coalesce(sum(points), 0)::int as sum from ledger_entries where store_id = $1 and customer_id = $2',
    [storeId, customerId],
  );
  return rows[0]!.sum;
}

describe('the points expiry job', () => {
  let earned: { storeId: number; token: string; customerId: number; wallet: string };
  let inactive: { storeId: number; token: string; gone: number; back: number; backWallet: string };
  let never: { storeId: number; token: string; customerId: number; wallet: string };

  beforeAll(async () => {
    const a = await createSignedInStore(t);
    await setStoreSettings(t.db, a.store.id, { pointsExpiryRule: 'earned', pointsExpiryMonths: 12 });
    const { customerId, token: wallet } = await createCustomerSession(t.db, a.store.id);
    await earnedAgo(t, a.store.id, customerId, 120, '13 months');
    await earnedAgo(t, a.store.id, customerId, 45, '11 months');
    await earnedAgo(t, a.store.id, customerId, 30, '1 day');
    earned = { storeId: a.store.id, token: a.token, customerId, wallet };

    const b = await createSignedInStore(t);
    await setStoreSettings(t.db, b.store.id, { pointsExpiryRule: 'inactive', pointsExpiryMonths: 6 });
    const gone = (await createCustomerSession(t.db, b.store.id)).customerId;
    await earnedAgo(t, b.store.id, gone, 80, '7 months');
    const { customerId: back, token: backWallet } = await createCustomerSession(t.db, b.store.id);
    await earnedAgo(t, b.store.id, back, 80, '7 months');
    await earnedAgo(t, b.store.id, back, 5, '2 months');
    inactive = { storeId: b.store.id, token: b.token, gone, back, backWallet };

    const c = await createSignedInStore(t);
    const { customerId: kept, token: neverWallet } = await createCustomerSession(t.db, c.store.id);
    await earnedAgo(t, c.store.id, kept, 70, '5 years');
    never = { storeId: c.store.id, token: c.token, customerId: kept, wallet: neverWallet };

    await runJob();
  });

  it('takes, under a 12-month rule, exactly the points earned 13 months ago', async () => {
    const s = await statement(earned.token, earned.customerId);
    expect(s.balance).toBe(75);
    expect(s.entries.filter((e) => e.kind === 'expiry')).toEqual([
      expect.objectContaining({ kind: 'expiry', points: -120, reason: 'Puntos vencidos' }),
    ]);
    expect(await ledgerSum(earned.storeId, earned.customerId)).toBe(75);
  });

  it('takes the whole balance after 6 months without a visit, and nothing from a customer who came back', async () => {
    expect((await statement(inactive.token, inactive.gone)).balance).toBe(0);
    expect(await ledgerSum(inactive.storeId, inactive.gone)).toBe(0);
    const back = await statement(inactive.token, inactive.back);
    expect(back.balance).toBe(85);
    expect(back.entries.some((e) => e.kind === 'expiry')).toBe(false);
  });

  it('leaves a store whose points never expire (the default) as it was', async () => {
    const s = await statement(never.token, never.customerId);
    expect(s.balance).toBe(70);
    expect(s.entries.some((e) => e.kind === 'expiry')).toBe(false);
  });

  it('changes nothing when run again, even on a day it believes not yet done', async () => {
    await runJob();
    await t.pool.query("delete from store_day_runs where job = 'points-expiry' and store_id = any($1)", [
      [earned.storeId, inactive.storeId],
    ]);
    await runJob();
    const s = await statement(earned.token, earned.customerId);
    expect(s.balance).toBe(75);
    expect(s.entries.filter((e) => e.kind === 'expiry')).toHaveLength(1);
    expect(await ledgerSum(earned.storeId, earned.customerId)).toBe(75);
    expect(
      (await statement(inactive.token, inactive.gone)).entries.filter((e) => e.kind === 'expiry'),
    ).toHaveLength(1);
  });

  it('refuses to undo an expiry from the statement, so expired points cannot be brought back', async () => {
    const { rows } = await t.pool.query<{ id: number }>(
      `select id from ledger_entries where store_id = $1 and customer_id = $2 and kind = 'expiry'`,
      [earned.storeId, earned.customerId],
    );
    const res = await t.post('/client/customer/delete-points', { entryId: rows[0]!.id }, earned.token);
    expect(res.status).toBe(409);
    expect(res.body.m).toBe('Un vencimiento de puntos no se puede anular.');
    expect((await statement(earned.token, earned.customerId)).balance).toBe(75);
  });

  it("shows on the customer's card the points that expire next and their last day", async () => {
    const me = await t.post('/wallet/me', {}, earned.wallet);
    expect(me.body.card).toMatchObject({
      balance: 75,
      nextExpiry: { points: 45, date: await storeDayAgoPlus('11 months', '12 months') },
    });
    const back = await t.post('/wallet/me', {}, inactive.backWallet);
    expect(back.body.card.nextExpiry).toEqual({
      points: 85,
      date: await storeDayAgoPlus('2 months', '6 months'),
    });
    expect((await t.post('/wallet/me', {}, never.wallet)).body.card.nextExpiry).toBeNull();
  });

  it("reads a store's customers' next expiries, a chunk at a time, as the card reads each one", async () => {
    for (const storeId of [earned.storeId, inactive.storeId, never.storeId]) {
      const { rows } = await t.pool.query<{ id: number }>(
        'select id from customers where store_id = $1 and balance > 0 and deleted_at is null order by id',
        [storeId],
      );
      const one = [];
      for (const { id } of rows) {
        const next = await nextExpiryOf(t.db, storeId, id);
        if (next) one.push({ customerId: id, ...next });
      }
      const first = await nextExpiriesOf(t.db, storeId, 0, 1);
      const rest =
        first.last === null ? [] : (await nextExpiriesOf(t.db, storeId, first.last, 1000)).expiries;
      expect([...first.expiries, ...rest]).toEqual(one);
    }
  });
});

/** The Lima day of an instant some time ago, moved on by the rule's months (YYYY-MM-DD). */
async function storeDayAgoPlus(ago: string, months: string) {
  const { rows } = await t.pool.query<{ day: string }>(
    `select to_char(((now() - $1::interval) at time zone 'America/Lima')::date + $2::interval, 'YYYY-MM-DD') as day`,
    [ago, months],
  );
  return rows[0]!.day;
}
