import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStoreWith } from '../../../../test/factories.ts';

let owner: string;
let storeId: number;

const t = useTestApp();
beforeAll(async () => {
  const made = await createStoreWith(t, { useConversion: false, redeemFree: 1000, welcomePoints: 0 });
  owner = made.token;
  storeId = made.store.id;
});

async function customerWith(points: number) {
  const c = await t.post(
    '/client/customer/add',
    { firstName: 'Cuenta', lastName: `${Math.random()}` },
    owner,
  );
  await t.post('/client/customer/add-points', { customerId: c.body.customer.id, points }, owner);
  return c.body.customer.id as number;
}

async function reward() {
  const res = await t.post('/client/reward/add', { name: `Premio ${Math.random()}`, pointsCost: 10 }, owner);
  return res.body.reward.id as number;
}

describe('«Canjes» on each reward', () => {
  it('counts the redemptions of that reward, as a plain SQL count does', async () => {
    const customerId = await customerWith(1000);
    const twice = await reward();
    const once = await reward();
    const never = await reward();
    for (const rewardId of [twice, twice, once])
      expect((await t.post('/client/customer/give-reward', { customerId, rewardId }, owner)).body.s).toBe(
        'ok',
      );

    const listed = (await t.post('/client/get-all-rewards', {}, owner)).body.rewards as {
      id: number;
      redeemedCount: number;
    }[];
    const counted = await t.pool.query(
      `select w.id, (select count(*) from redemptions r where r.reward_id = w.id)::int as n
         from rewards w where w.store_id = $1 and w.archived_at is null`,
      [storeId],
    );
    expect(counted.rows.length).toBe(listed.length);
    for (const row of counted.rows)
      expect(listed.find((r) => r.id === row.id)?.redeemedCount, `reward ${row.id}`).toBe(row.n);
    const byId = new Map(listed.map((r) => [r.id, r.redeemedCount]));
    expect([byId.get(twice), byId.get(once), byId.get(never)]).toEqual([2, 1, 0]);
  });
});
