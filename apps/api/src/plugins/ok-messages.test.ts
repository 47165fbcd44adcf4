import { type MessageCode, type MessageParams, spanishMessage } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

/** An ok answer says its m by a code, which the apps show in the reader's language: m is its Spanish text. */
function expectSaid(body: Record<string, unknown>, code: MessageCode, params: MessageParams) {
  expect(body).toMatchObject({ s: 'ok', code, params });
  expect(body.m).toBe(spanishMessage(code, params));
}

describe('what an ok answer says', () => {
  const t = useTestApp();
  let owner: string;
  let customerId: number;

  beforeAll(async () => {
    owner = await t.login('owner@premia.local');
    await t.pool.query(
      `update stores set use_conversion = false, redeem_free = 1000, welcome_points = 0,
         email_on_give_points = false
       where slug = 'cafe-aurora'`,
    );
    const customer = await t.post('/client/customer/add', { firstName: 'Dice', lastName: 'Código' }, owner);
    expectSaid(customer.body, 'customers.created', {});
    customerId = customer.body.customer.id;
  });

  it('carries the code and the params its Spanish m was made from', async () => {
    const res = await t.post(
      '/client/levels/add',
      { name: 'Bronce dicho', minPoints: 12_345, color: '#cd7f32' },
      owner,
    );
    expectSaid(res.body, 'levels.created', {});
    expect(res.body.m).toBe('Se creó el nivel.');
  });

  it("keeps them through the counter's one statement, and in the answer its Idempotency-Key repeats", async () => {
    const give = () =>
      t.post('/client/customer/add-points', { customerId, points: 40 }, owner, {
        'idempotency-key': 'dice-40',
      });
    const first = await give();
    expectSaid(first.body, 'points.added', { points: 40 });
    expect(first.body.m).toBe('Se sumaron 40 puntos.');
    expect((await give()).body).toEqual(first.body);
  });

  it("keeps them through the redemption's statement, which writes the answer itself", async () => {
    const name = `Café dicho ${Math.random()}`;
    const reward = await t.post('/client/reward/add', { name, pointsCost: 10 }, owner);
    expectSaid(reward.body, 'rewards.created', {});
    const redeem = () =>
      t.post('/client/customer/give-reward', { customerId, rewardId: reward.body.reward.id }, owner, {
        'idempotency-key': 'dice-canje',
      });
    const first = await redeem();
    expectSaid(first.body, 'rewards.redeemed', { reward: name });
    expect(first.body.m).toBe(`Se canjeó «${name}».`);
    expect((await redeem()).body).toEqual(first.body);
  });
});
