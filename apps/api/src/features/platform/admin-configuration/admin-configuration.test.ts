import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { startFakePaypal } from '../../../../test/fake-paypal.ts';
import { registerConfirmed } from '../../../../test/registration.ts';
import { updatePaypalConfiguration } from '../../account/payments/index.ts';

describe('the admin configuration', () => {
  const t = useTestAppWithMail();
  let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
  let admin: string;

  beforeAll(async () => {
    paypal = await startFakePaypal();
    admin = await t.login('admin@premia.local');
  });
  afterAll(() => paypal.close());

  it('saves the general tab: a new store starts with the free redemptions, and the redeemBought flag reaches the owners', async () => {
    expect((await t.post('/admin/get-configuration', {}, admin)).body).toMatchObject({
      redeemBought: false,
      freeRedemptions: 0,
    });
    const saved = await t.post(
      '/admin/configuration/save-subscription-freerewards',
      { redeemBought: true, freeRedemptions: 25 },
      admin,
    );
    expect(saved.body).toMatchObject({
      m: 'Configuración guardada.',
      redeemBought: true,
      freeRedemptions: 25,
    });
    const owner = await registerConfirmed(t, {
      storeName: 'Heladería Polar',
      storeTypeId: 8,
      countryId: 1,
      firstName: 'Iván',
      lastName: 'Rojas',
      email: 'ivan@example.com',
      password: 'Helado-de-lucuma-26',
    });
    const info = await t.post('/client/get-store-info', {}, owner);
    expect(info.body.store).toMatchObject({ redeemFree: 25, redeemBought: 0 });
    expect(info.body.generalConfiguration.redeemBought).toBe(1);
    const tooMany = await t.post(
      '/admin/configuration/save-subscription-freerewards',
      { redeemBought: true, freeRedemptions: -1 },
      admin,
    );
    expect(tooMany.status).toBe(400);
  });

  it('saves the manual payment instructions, which owners read beside their payments', async () => {
    const text = 'Transfiera a la cuenta BCP 191-0000000-0-00\ny envíe el comprobante a pagos@premia.local.';
    const saved = await t.post('/admin/configuration/payment/save', { instructions: text }, admin);
    expect(saved.body).toMatchObject({ m: 'Instrucciones de pago guardadas.', instructions: text });
    expect((await t.post('/admin/configuration/payment/get', {}, admin)).body.instructions).toBe(text);
    const owner = await t.login('owner@premia.local');
    expect((await t.post('/client/payment/get-all', {}, owner)).body.manualInstructions).toBe(text);
  });

  it('saves the subscription: new stores need one when it is on', async () => {
    const saved = await t.post(
      '/admin/configuration/save-subscription',
      { enabled: true, price: 24.9, period: 'year' },
      admin,
    );
    expect(saved.body).toMatchObject({ enabled: true, price: 24.9, currencyCode: 'USD', period: 'year' });
    const created = await t.post(
      '/admin/business/process',
      {
        type: 'new',
        name: 'Óptica Visión',
        storeTypeId: 8,
        first_name: 'Sara',
        last_name: 'León',
        email: 'sara@example.com',
        password: 'Lentes-claros-2026',
      },
      admin,
    );
    const owner = await t.login('sara@example.com', 'Lentes-claros-2026');
    expect((await t.post('/client/subscription/status', {}, owner)).body.status).toBe('disabled');
    expect((await t.post('/admin/store/get-all', { search: 'Óptica' }, admin)).body.withSubscription).toBe(
      true,
    );
    expect(created.body.store.name).toBe('Óptica Visión');
    await t.post(
      '/admin/configuration/save-subscription',
      { enabled: false, price: 24.9, period: 'year' },
      admin,
    );
  });

  it('saves PayPal without ever sending the secret back; a blank secret keeps it', async () => {
    const saved = await t.post(
      '/admin/configuration/save-paypal',
      { clientId: paypal.clientId, clientSecret: paypal.clientSecret, mode: 'sandbox', enabled: true },
      admin,
    );
    expect(saved.body).toEqual({
      s: 'ok',
      m: 'Configuración de PayPal guardada.',
      code: 'adminConfiguration.paypalSaved',
      params: {},
      clientId: paypal.clientId,
      secretSet: true,
      mode: 'sandbox',
      enabled: true,
    });
    await t.post(
      '/admin/configuration/save-paypal',
      { clientId: paypal.clientId, clientSecret: '', mode: 'live', enabled: true },
      admin,
    );
    const read = await t.post('/admin/configuration/get-paypal', {}, admin);
    expect(read.body).toMatchObject({ secretSet: true, mode: 'live' });
    expect(JSON.stringify(read.body)).not.toContain(paypal.clientSecret);
  });

  it('lists, creates and chooses PayPal subscription plans through the provider (local PayPal stub)', async () => {
    await updatePaypalConfiguration(t.db, { enabled: false });
    const off = await t.post('/admin/paypal/get-plans', {}, admin);
    expect(off.status).toBe(409);
    expect(off.body.m).toBe('Configure y active PayPal antes de elegir su plan de suscripción.');

    await updatePaypalConfiguration(t.db, {
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      baseUrl: paypal.url,
      enabled: true,
    });
    await t.post(
      '/admin/configuration/save-subscription',
      { enabled: true, price: 19.9, period: 'month' },
      admin,
    );
    const made = await t.post('/admin/configuration/update-paypal-plans', {}, admin);
    expect(made.body).toMatchObject({
      m: 'Plan de suscripción de PayPal elegido.',
      selected: expect.stringMatching(/^P-/),
    });
    const listed = await t.post('/admin/paypal/get-plans', {}, admin);
    expect(listed.body).toEqual({
      s: 'ok',
      plans: [
        {
          id: made.body.selected,
          name: 'Suscripción Premia (mensual)',
          status: 'ACTIVE',
          price: 19.9,
          currencyCode: 'USD',
          period: 'month',
        },
      ],
      selected: made.body.selected,
    });
    expect((await t.post('/admin/configuration/get-subscription', {}, admin)).body.paypalPlanId).toBe(
      made.body.selected,
    );
    const unknown = await t.post(
      '/admin/configuration/update-paypal-plans',
      { paypalPlanId: 'P-NOPE' },
      admin,
    );
    expect(unknown.status).toBe(404);
    const chosen = await t.post(
      '/admin/configuration/update-paypal-plans',
      { paypalPlanId: made.body.selected },
      admin,
    );
    expect(chosen.body.selected).toBe(made.body.selected);

    // A store now subscribes to the chosen plan at PayPal.
    const owner = await t.login('sara@example.com', 'Lentes-claros-2026');
    const subscribed = await t.post('/client/subscription/save', {}, owner);
    expect(subscribed.body.approveUrl).toContain(paypal.url);
    expect([...paypal.subscriptions.values()].at(-1)?.planId).toBe(made.body.selected);

    paypal.setDown(true);
    const down = await t.post('/admin/paypal/get-plans', {}, admin);
    expect(down.status).toBe(502);
    paypal.setDown(false);
  });
});
