import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createSignedInStore } from '../../../../test/factories.ts';
import { startFakePaypal } from '../../../../test/fake-paypal.ts';
import { updateStore } from '../stores/index.ts';
import { confirmPendingPayment, insertPayment, savePaypalConfiguration } from './payments.repository.ts';

describe('subscription and payments', () => {
  const t = useTestApp();
  let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
  let owner: string;
  let plans: { id: number; name: string; price: number; redemptions: number }[];

  const redeemBought = async (storeId: number) => {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select redeem_bought as n from stores where id = ${storeId}`,
    );
    return Number(rows[0]?.n);
  };
  const usePaypal = (enabled: boolean) =>
    savePaypalConfiguration(t.db, {
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      mode: 'sandbox',
      baseUrl: paypal.url,
      subscriptionPlanId: 'P-5ML4271244454362WXNWU5NQ',
      enabled,
    });
  const newOwner = async () => {
    return createSignedInStore(t);
  };

  /** The store's audit rows: one per order and one per confirmation, however many calls confirmed it. */
  const audited = async (storeId: number) =>
    (
      await t.pool.query(
        `select action, (detail->>'paymentId')::int as "paymentId" from audit_log where store_id = $1 order by id`,
        [storeId],
      )
    ).rows.map((r) => (r.paymentId === null ? { action: r.action } : r));

  beforeAll(async () => {
    paypal = await startFakePaypal();
    owner = await t.login('owner@premia.local');
    plans = (await t.post('/general/payment/redemptions-costs', {}, owner)).body.plans;
  });
  afterEach(async () => {
    paypal.setDown(false);
    await usePaypal(false);
  });
  afterAll(() => paypal.close());

  it('lists the active plans to any signed-in user', async () => {
    const pack = { id: expect.any(Number), currencyCode: 'USD', payBy: 'manual' };
    expect(plans).toEqual([
      { ...pack, name: 'Pack 100 canjes', price: 15, redemptions: 100 },
      { ...pack, name: 'Pack 500 canjes', price: 59, redemptions: 500 },
    ]);
    const employee = await t.login('employee@premia.local');
    expect((await t.post('/general/payment/redemptions-costs', {}, employee)).status).toBe(200);
    expect((await t.post('/general/payment/redemptions-costs', {})).status).toBe(401);
  });

  it('shows the demo payments and the redemption allowance; employees are refused', async () => {
    const res = await t.post('/client/payment/get-all', {}, owner);
    expect(res.status).toBe(200);
    expect(res.body.payments).toEqual([
      expect.objectContaining({
        plan: { id: plans[0]!.id, name: 'Pack 100 canjes' },
        redemptions: 100,
        amount: 15,
        status: 'confirmed',
        provider: 'manual',
      }),
    ]);
    const { used, ...allowance } = res.body.allowance;
    expect(allowance).toEqual({ redeemFree: 50, redeemBought: 100, total: 150, left: 150 - used });
    const employee = await t.login('employee@premia.local');
    for (const path of [
      '/client/payment/get-all',
      '/client/payment/save',
      '/client/subscription/status',
      '/client/subscription/save',
    ]) {
      expect((await t.post(path, { planId: plans[0]!.id }, employee)).status, path).toBe(403);
    }
  });

  it('records a pending payment when no provider is configured; redemptions wait for confirmation', async () => {
    const shop = await newOwner();
    const res = await t.post('/client/payment/save', { planId: plans[1]!.id }, shop.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      m: 'Se registró su pedido. Los canjes se sumarán a su negocio cuando se confirme el pago.',
      approveUrl: null,
      existing: false,
      payment: { status: 'pending', provider: 'manual', amount: 59, redemptions: 500, approveUrl: null },
    });
    expect(await redeemBought(shop.store.id)).toBe(0);
    const confirm = await t.post('/client/payment/confirm', { paymentId: res.body.payment.id }, shop.token);
    expect(confirm.body.payment.status).toBe('pending');
    expect(await redeemBought(shop.store.id)).toBe(0);
    const unknownPlan = await t.post('/client/payment/save', { planId: 999_999 }, shop.token);
    expect(unknownPlan.status).toBe(400);
  });

  it('makes one pending order per plan: a double click, two tabs or a retry of the same key', async () => {
    const shop = await newOwner();
    const planId = plans[0]!.id;
    const buy = (key?: string) =>
      t.post('/client/payment/save', { planId }, shop.token, key ? { 'Idempotency-Key': key } : {});
    const first = await buy('order-1');
    expect(first.status).toBe(200);
    expect(first.body.existing).toBe(false);
    // The same key again is the same call: the same answer, nothing new.
    const retry = await buy('order-1');
    expect(retry.body).toEqual(first.body);
    // Another click (a new key) or a second tab finds the pending order instead of making one.
    const again = await buy('order-2');
    expect(again.body).toMatchObject({
      existing: true,
      m: 'Ya tiene un pedido pendiente de este plan. Los canjes se sumarán cuando se confirme el pago.',
      payment: { id: first.body.payment.id, status: 'pending' },
    });
    const together = await Promise.all([buy('order-3'), buy('order-4'), buy(), buy()]);
    expect(together.map((r) => r.body.payment.id)).toEqual(Array(4).fill(first.body.payment.id));
    // Another plan is another order.
    const other = await t.post('/client/payment/save', { planId: plans[1]!.id }, shop.token);
    expect(other.body.existing).toBe(false);
    const list = await t.post('/client/payment/get-all', {}, shop.token);
    expect(list.body.payments.map((p: { status: string }) => p.status)).toEqual(['pending', 'pending']);
  });

  it('two stores at the same moment each get their own order', async () => {
    const [a, b] = await Promise.all([newOwner(), newOwner()]);
    const planId = plans[0]!.id;
    const [x, y] = await Promise.all([
      t.post('/client/payment/save', { planId }, a.token),
      t.post('/client/payment/save', { planId }, b.token),
    ]);
    expect([x.body.existing, y.body.existing]).toEqual([false, false]);
    expect(x.body.payment.id).not.toBe(y.body.payment.id);
  });

  it('the owner cancels a pending order, then may order the plan again; a confirmed payment stays', async () => {
    const shop = await newOwner();
    const planId = plans[0]!.id;
    const ordered = await t.post('/client/payment/save', { planId }, shop.token);
    const paymentId = ordered.body.payment.id;
    const cancelled = await t.post('/client/payment/cancel', { paymentId }, shop.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      m: 'Pedido cancelado.',
      payment: { id: paymentId, status: 'cancelled' },
    });
    // Cancelling again changes nothing; confirming a cancelled order is refused.
    expect((await t.post('/client/payment/cancel', { paymentId }, shop.token)).body.payment.status).toBe(
      'cancelled',
    );
    expect((await t.post('/client/payment/confirm', { paymentId }, shop.token)).status).toBe(409);
    const anew = await t.post('/client/payment/save', { planId }, shop.token);
    expect(anew.body).toMatchObject({ existing: false, payment: { status: 'pending' } });
    expect(anew.body.payment.id).not.toBe(paymentId);

    await confirmPendingPayment(t.db, shop.store.id, anew.body.payment.id);
    const refused = await t.post('/client/payment/cancel', { paymentId: anew.body.payment.id }, shop.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'payments.confirmedStays',
      m: 'Este pago ya está confirmado: no se puede cancelar.',
    });
    expect(await redeemBought(shop.store.id)).toBe(100);
    // Employees may not cancel; another store's order is not found.
    const employee = await t.login('employee@premia.local');
    expect((await t.post('/client/payment/cancel', { paymentId }, employee)).status).toBe(403);
    expect((await t.post('/client/payment/cancel', { paymentId }, owner)).status).toBe(404);
  });

  it('confirming the same payment twice adds its redemptions once, even at the same time', async () => {
    const shop = await newOwner();
    const paymentId = await insertPayment(t.db, {
      storeId: shop.store.id,
      redemptions: 40,
      amountCents: 900,
      currencyCode: 'USD',
      provider: 'manual',
    });
    const added = await Promise.all([
      confirmPendingPayment(t.db, shop.store.id, paymentId),
      confirmPendingPayment(t.db, shop.store.id, paymentId),
      confirmPendingPayment(t.db, shop.store.id, paymentId),
    ]);
    expect(added.sort()).toEqual([0, 0, 40]);
    expect(await confirmPendingPayment(t.db, shop.store.id, paymentId)).toBe(0);
    expect(await redeemBought(shop.store.id)).toBe(40);
  });

  it('pays a plan through PayPal: order, approval, capture; redemptions added once', async () => {
    await usePaypal(true);
    const shop = await newOwner();
    const saved = await t.post('/client/payment/save', { planId: plans[0]!.id }, shop.token);
    expect(saved.status).toBe(200);
    expect(saved.body.m).toBe('Se registró su pedido. Complete el pago en PayPal.');
    expect(saved.body.payment).toMatchObject({ status: 'pending', provider: 'paypal', amount: 15 });
    expect((await t.post('/general/payment/redemptions-costs', {}, shop.token)).body.plans[0].payBy).toBe(
      'paypal',
    );
    // Buying it again (another tab) answers the same PayPal order, still payable.
    const secondTab = await t.post('/client/payment/save', { planId: plans[0]!.id }, shop.token);
    expect(secondTab.body).toMatchObject({
      existing: true,
      approveUrl: saved.body.approveUrl,
      payment: { id: saved.body.payment.id, approveUrl: saved.body.approveUrl },
    });
    const orderId = new URL(saved.body.approveUrl).searchParams.get('token')!;
    expect(paypal.orders.get(orderId)).toMatchObject({
      amount: { currency_code: 'USD', value: '15.00' },
      referenceId: String(saved.body.payment.id),
    });
    const paymentId = saved.body.payment.id;

    const early = await t.post('/client/payment/confirm', { paymentId }, shop.token);
    expect(early.status).toBe(200);
    expect(early.body.m).toBe('PayPal todavía no confirma el pago. Vuelva a intentarlo en unos minutos.');
    expect(early.body.payment.status).toBe('pending');

    paypal.approveOrder(orderId);
    const [a, b] = await Promise.all([
      t.post('/client/payment/confirm', { paymentId }, shop.token),
      t.post('/client/payment/confirm', { paymentId }, shop.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.m, b.body.m]).toContain('Pago confirmado. Se sumaron 100 canjes a su negocio.');
    expect(a.body.payment.status).toBe('confirmed');
    const again = await t.post('/client/payment/confirm', { paymentId }, shop.token);
    expect(again.body.m).toBe('Este pago ya está confirmado.');
    expect(paypal.orders.get(orderId)!.captures).toBe(1);
    expect(await redeemBought(shop.store.id)).toBe(100);
    expect(await audited(shop.store.id)).toEqual([
      { action: 'payment.ordered', paymentId },
      { action: 'payment.confirmed', paymentId },
    ]);

    const list = await t.post('/client/payment/get-all', {}, shop.token);
    expect(list.body.allowance).toMatchObject({ redeemBought: 100, total: 100, left: 100 });
  });

  it('answers 502 in Spanish when PayPal cannot be reached, and leaves no pending payment behind', async () => {
    await usePaypal(true);
    paypal.setDown(true);
    const shop = await newOwner();
    const res = await t.post('/client/payment/save', { planId: plans[0]!.id }, shop.token);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      s: 'not-ok',
      errorType: 'provider-unavailable',
      m: 'No se pudo comunicar con PayPal. Inténtelo de nuevo en unos minutos.',
    });
    const list = await t.post('/client/payment/get-all', {}, shop.token);
    expect(list.body.payments.map((p: { status: string }) => p.status)).toEqual(['cancelled']);
  });

  it('tells the subscription state of spec §4: absent, disabled, enabled', async () => {
    expect((await t.post('/client/subscription/status', {}, owner)).body.status).toBe('enabled');
    const shop = await newOwner();
    expect((await t.post('/client/subscription/status', {}, shop.token)).body.status).toBe('absent');
    const absent = await t.post('/client/subscription/save', {}, shop.token);
    expect(absent.status).toBe(409);
    await updateStore(t.db, shop.store.id, { withSubscription: true });
    expect((await t.post('/client/subscription/status', {}, shop.token)).body.status).toBe('disabled');
    const active = await t.post('/client/subscription/save', {}, owner);
    expect(active.status).toBe(409);
    expect(active.body.m).toBe('Su suscripción ya está activa.');
  });

  it('subscribes through PayPal: approval, then the store is enabled', async () => {
    await usePaypal(true);
    const shop = await newOwner();
    await updateStore(t.db, shop.store.id, { withSubscription: true });
    const saved = await t.post('/client/subscription/save', {}, shop.token);
    expect(saved.status).toBe(200);
    expect(saved.body.subscription).toMatchObject({ status: 'pending', provider: 'paypal' });
    const providerId = new URL(saved.body.approveUrl).searchParams.get('ba_token')!;
    expect(paypal.subscriptions.get(providerId)).toMatchObject({
      planId: 'P-5ML4271244454362WXNWU5NQ',
      customId: String(saved.body.subscription.id),
    });
    const subscriptionId = saved.body.subscription.id;

    const early = await t.post('/client/subscription/confirm', { subscriptionId }, shop.token);
    expect(early.body).toMatchObject({ status: 'disabled', subscription: { status: 'pending' } });
    paypal.activateSubscription(providerId);
    const confirmed = await t.post('/client/subscription/confirm', { subscriptionId }, shop.token);
    expect(confirmed.body).toMatchObject({
      m: 'Su suscripción está activa.',
      status: 'enabled',
      subscription: { status: 'active' },
    });
    const all = await t.post('/client/subscription/get-all', {}, shop.token);
    expect(all.body.status).toBe('enabled');
    expect(all.body.subscriptions).toHaveLength(1);
    const info = await t.post('/client/get-store-info', {}, shop.token);
    expect(info.body.store.hasSubscripton).toBe(true);
    expect((await audited(shop.store.id)).map((r) => r.action)).toEqual([
      'subscription.ordered',
      'subscription.confirmed',
    ]);
  });

  it('answers 404 for payments and subscriptions of another store', async () => {
    const shop = await newOwner();
    const paymentId = await insertPayment(t.db, {
      storeId: shop.store.id,
      redemptions: 5,
      amountCents: 100,
      currencyCode: 'USD',
      provider: 'manual',
    });
    const res = await t.post('/client/payment/confirm', { paymentId }, owner);
    expect(res.status).toBe(404);
  });
});
