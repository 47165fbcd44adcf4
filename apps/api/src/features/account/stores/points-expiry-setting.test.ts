import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';

// The owner chooses when the store's points expire on the configuration screen (/client/store/save):
// never (every store's default), N months after each earning, or all after N months without a visit.

let owner: string;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
});

describe("the store's points expiry rule", () => {
  it('is never by default, with 12 months kept for when it is turned on', async () => {
    const info = await t.post('/client/get-store-info', {}, owner);
    expect(info.body.store).toMatchObject({ pointsExpiryRule: 'never', pointsExpiryMonths: 12 });
  });

  it('saves a rule and its months, and other saves leave them alone', async () => {
    const res = await t.post(
      '/client/store/save',
      { pointsExpiryRule: 'earned', pointsExpiryMonths: 18 },
      owner,
    );
    expect(res.body).toMatchObject({
      s: 'ok',
      store: { pointsExpiryRule: 'earned', pointsExpiryMonths: 18 },
    });
    await t.post('/client/store/save', { welcomePoints: 5 }, owner);
    const info = await t.post('/client/get-store-info', {}, owner);
    expect(info.body.store).toMatchObject({ pointsExpiryRule: 'earned', pointsExpiryMonths: 18 });
    const inactive = await t.post('/client/store/save', { pointsExpiryRule: 'inactive' }, owner);
    expect(inactive.body.store).toMatchObject({ pointsExpiryRule: 'inactive', pointsExpiryMonths: 18 });
  });

  it.each([0, 61, 1.5])(
    'refuses %s months in Spanish, naming the field, and keeps the rule',
    async (months) => {
      const res = await t.post('/client/store/save', { pointsExpiryMonths: months }, owner);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ s: 'not-ok', errorType: 'validation' });
      expect(res.body.m).toContain('meses para el vencimiento de los puntos');
      const info = await t.post('/client/get-store-info', {}, owner);
      expect(info.body.store.pointsExpiryMonths).not.toBe(months);
    },
  );

  it('refuses a rule it does not know', async () => {
    const res = await t.post('/client/store/save', { pointsExpiryRule: 'sometimes' }, owner);
    expect(res.status).toBe(400);
    expect(res.body.m).toContain('vencimiento de los puntos');
  });
});
