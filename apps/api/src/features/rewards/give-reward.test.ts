import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.login('owner@premia.local');
  await t.pool.query(
    `update stores set use_conversion = false, redeem_free = 1000, welcome_points = 0 where slug = 'cafe-aurora'`,
  );
});
afterAll(() => t.close());

async function customerWith(points: number) {
  const c = await t.post('/client/customer/add', { firstName: 'Canje', lastName: `${Math.random()}` }, owner);
  if (points > 0)
    await t.post('/client/customer/add-points', { customerId: c.body.customer.id, points }, owner);
  return c.body.customer.id as number;
}

async function reward(fields: Record<string, unknown>) {
  const res = await t.post(
    '/client/reward/add',
    { name: `Premio ${Math.random()}`, pointsCost: 100, ...fields },
    owner,
  );
  expect(res.body.s).toBe('ok');
  return res.body.reward.id as number;
}

describe('redeeming a reward', () => {
  it('debits the cost, writes the ledger row and the redemption, and uses the free allowance first', async () => {
    const customerId = await customerWith(150);
    const rewardId = await reward({ stock: 5 });
    const res = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(res.body).toMatchObject({ s: 'ok', balance: 50 });
    expect(res.body.entry).toMatchObject({ kind: 'redemption', points: -100, reward: { id: rewardId } });
    expect(res.body.redemption).toMatchObject({ rewardId, points: 100, allowance: 'free' });
    const rewards = await t.post('/client/get-all-rewards', {}, owner);
    expect(rewards.body.rewards.find((r: { id: number }) => r.id === rewardId)).toMatchObject({
      stock: 4,
      redeemedCount: 1,
    });
  });

  it('lets exactly one of 200 concurrent redemptions through a balance of exactly the cost', async () => {
    const customerId = await customerWith(100);
    const rewardId = await reward({});
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.post('/client/customer/give-reward', { customerId, rewardId }, owner),
      ),
    );
    expect(results.filter((r) => r.body.s === 'ok')).toHaveLength(1);
    for (const r of results.filter((x) => x.body.s !== 'ok')) {
      expect(r.status).toBe(409);
      expect(r.body.m).toBe('El cliente no tiene puntos suficientes: la recompensa cuesta 100 puntos.');
    }
    const info = await t.post('/client/customer/info', { customerId }, owner);
    expect(info.body.customer.balance).toBe(0);
    const sum = await t.pool.query(
      'select coalesce(sum(points), 0)::int as s from ledger_entries where customer_id = $1',
      [customerId],
    );
    expect(sum.rows[0].s).toBe(0);
  });

  it('gives the last unit of stock to one of two customers redeeming at once', async () => {
    const a = await customerWith(500);
    const b = await customerWith(500);
    const rewardId = await reward({ stock: 1 });
    const [ra, rb] = await Promise.all([
      t.post('/client/customer/give-reward', { customerId: a, rewardId }, owner),
      t.post('/client/customer/give-reward', { customerId: b, rewardId }, owner),
    ]);
    const outcomes = [ra!, rb!].map((r) => r.body.s).sort();
    expect(outcomes).toEqual(['not-ok', 'ok']);
    const loser = [ra!, rb!].find((r) => r.body.s !== 'ok')!;
    expect(loser.body.m).toBe('Esta recompensa está agotada.');
    const balances = await t.pool.query('select id, balance from customers where id = any($1) order by id', [
      [a, b],
    ]);
    expect(balances.rows.map((r) => r.balance).sort()).toEqual([400, 500]);
  });

  it('applies the limit per customer, inactive rewards and validity dates', async () => {
    const customerId = await customerWith(1000);
    const limited = await reward({ limitPerCustomer: 1, pointsCost: 10 });
    expect(
      (await t.post('/client/customer/give-reward', { customerId, rewardId: limited }, owner)).body.s,
    ).toBe('ok');
    const second = await t.post('/client/customer/give-reward', { customerId, rewardId: limited }, owner);
    expect(second.status).toBe(409);
    expect(second.body.m).toBe('El cliente ya canjeó esta recompensa 1 vez, el máximo permitido.');

    const inactive = await reward({ active: false });
    expect(
      (await t.post('/client/customer/give-reward', { customerId, rewardId: inactive }, owner)).body.m,
    ).toBe('Esta recompensa no está activa.');
    const expired = await reward({ validFrom: '2020-01-01', validUntil: '2020-12-31' });
    expect(
      (await t.post('/client/customer/give-reward', { customerId, rewardId: expired }, owner)).body.m,
    ).toBe('Esta recompensa ya no está vigente.');
    const balance = await t.post('/client/customer/info', { customerId }, owner);
    expect(balance.body.customer.balance).toBe(990);
  });

  it('a reversed redemption gives back the stock, the allowance and the per-customer limit', async () => {
    const customerId = await customerWith(300);
    const rewardId = await reward({ limitPerCustomer: 1, pointsCost: 100, stock: 3 });
    const usedBefore = (await t.pool.query(`select redeem_used from stores where slug = 'cafe-aurora'`))
      .rows[0].redeem_used;
    const first = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(first.body.s).toBe('ok');
    const reversed = await t.post('/client/customer/delete-points', { entryId: first.body.entry.id }, owner);
    expect(reversed.body).toMatchObject({ s: 'ok', balance: 300 });
    const after = await t.pool.query(
      `select s.redeem_used, r.stock from stores s join rewards r on r.store_id = s.id
       where s.slug = 'cafe-aurora' and r.id = $1`,
      [rewardId],
    );
    expect(after.rows[0]).toEqual({ redeem_used: usedBefore, stock: 3 });
    // The limit of one per customer counts only the redemption that stands.
    const again = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(again.body).toMatchObject({ s: 'ok', balance: 200 });
    const third = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(third.status).toBe(409);
  });

  it("answers no-subscription when the store's allowance is used up, or its subscription is off", async () => {
    const customerId = await customerWith(1000);
    const rewardId = await reward({ pointsCost: 10 });
    await t.pool.query(
      `update stores set redeem_free = redeem_used, redeem_bought = 0 where slug = 'cafe-aurora'`,
    );
    const none = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(none.status).toBe(402);
    expect(none.body).toMatchObject({ s: 'not-ok', errorType: 'no-subscription' });
    expect((await t.post('/client/customer/info', { customerId }, owner)).body.customer.balance).toBe(1000);

    await t.pool.query(`update stores set redeem_bought = 1 where slug = 'cafe-aurora'`);
    const bought = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(bought.body.redemption.allowance).toBe('bought');

    await t.pool.query(
      `update stores set redeem_free = 1000, with_subscription = true, has_subscription = false where slug = 'cafe-aurora'`,
    );
    const off = await t.post('/client/customer/give-reward', { customerId, rewardId }, owner);
    expect(off.body).toMatchObject({ errorType: 'no-subscription', m: 'Tiene que activar la suscripción' });
    await t.pool.query(`update stores set with_subscription = false where slug = 'cafe-aurora'`);
  });

  it('archives a redeemed reward instead of erasing it, and erases one never used', async () => {
    const customerId = await customerWith(100);
    const used = await reward({ pointsCost: 10 });
    await t.post('/client/customer/give-reward', { customerId, rewardId: used }, owner);
    const unused = await reward({});
    expect((await t.post('/client/reward/delete', { rewardId: used }, owner)).body.s).toBe('ok');
    expect((await t.post('/client/reward/delete', { rewardId: unused }, owner)).body.s).toBe('ok');
    const rows = await t.pool.query(
      'select id, archived_at is not null as archived from rewards where id = any($1)',
      [[used, unused]],
    );
    expect(rows.rows).toEqual([{ id: used, archived: true }]);
    const statement = await t.post('/client/customer/points', { customerId }, owner);
    expect(statement.body.entries[0].reward.id).toBe(used);
  });
});
