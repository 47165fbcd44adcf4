import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';

describe('the admin store payments and plans', () => {
  let admin: string;

  const mailsTo = async (email: string) =>
    (
      await t.db.execute<{ subject: string; text: string }>(
        sql`select subject, text_body as text from mail_outbox where to_address = ${email} order by id`,
      )
    ).rows;

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
  });

  it("confirms the demo's pending payment once under 20 concurrent confirmations; the owner sees it and gets one mail", async () => {
    const before = await t.post('/admin/store/payments', { storeId: 2 }, admin);
    // The store's zone comes along: the admin reads the payments' times as the owner does.
    const zone = (await t.pool.query('select time_zone from stores where id = 2')).rows[0].time_zone;
    expect(before.body.store).toEqual({ id: 2, name: 'Librería Quipu', active: true, timeZone: zone });
    const pending = before.body.payments.find((p: { status: string }) => p.status === 'pending');
    expect(pending).toMatchObject({ plan: { name: 'Pack 100 canjes' }, redemptions: 100, amount: 15 });
    expect(before.body.allowance).toMatchObject({ redeemBought: 0, left: 20 });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/admin/store/payment/confirm', { paymentId: pending.id }, admin),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const added = answers.filter((a) => a.body.m === 'Pago confirmado. Se sumaron 100 canjes al negocio.');
    expect(added).toHaveLength(1);
    expect(
      answers.filter((a) => a.body.m === 'Este pago ya estaba confirmado: no se sumó nada.'),
    ).toHaveLength(19);
    for (const a of answers) expect(a.body.allowance.redeemBought).toBe(100);

    const owner = await t.login('libreria@premia.local');
    const seen = await t.post('/client/payment/get-all', {}, owner);
    expect(seen.body.payments[0]).toMatchObject({
      id: pending.id,
      status: 'confirmed',
      confirmedAt: expect.any(String),
    });
    expect(seen.body.allowance).toEqual({
      redeemFree: 20,
      redeemBought: 100,
      total: 120,
      used: 0,
      left: 120,
    });
    const mails = await mailsTo('libreria@premia.local');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirmamos su pago en Premia');
    expect(mails[0]!.text).toContain('se sumaron 100 canjes a su negocio');
    expect(mails[0]!.text).toContain('Ahora tiene 120 canjes disponibles.');
  });

  it('adds a payment by hand, confirmed at once; a retry with the same Idempotency-Key adds nothing', async () => {
    const plans = (await t.post('/admin/plan/all', {}, admin)).body.plans;
    const pack500 = plans.find((p: { name: string }) => p.name === 'Pack 500 canjes');
    const body = { storeId: 3, planId: pack500.id, amount: 59, method: 'cash', note: 'Pagó en oficina' };
    const key = { 'idempotency-key': 'admin-cash-payment-1' };
    const first = await t.post('/admin/store/payment/add', body, admin, key);
    const retry = await t.post('/admin/store/payment/add', body, admin, key);
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(first.body.payment).toMatchObject({
      status: 'confirmed',
      method: 'cash',
      note: 'Pagó en oficina',
      amount: 59,
    });
    expect(first.body.allowance.redeemBought).toBe(500);
    const list = await t.post('/admin/store/payments', { storeId: 3 }, admin);
    expect(list.body.payments).toHaveLength(1);
    expect(list.body.allowance.redeemBought).toBe(500);
  });

  it('deletes an unconfirmed payment only', async () => {
    const owner = await t.login('owner@premia.local');
    const plans = (await t.post('/general/payment/redemptions-costs', {}, owner)).body.plans;
    const bought = await t.post('/client/payment/save', { planId: plans[0].id }, owner);
    expect(bought.body.payment.status).toBe('pending');
    const deleted = await t.post('/admin/store/payment/delete', { paymentId: bought.body.payment.id }, admin);
    expect(deleted.body.m).toBe('Pago eliminado.');
    const again = await t.post('/admin/store/payment/delete', { paymentId: bought.body.payment.id }, admin);
    expect(again.status).toBe(404);
    const confirmed = (await t.post('/admin/store/payments', { storeId: 1 }, admin)).body.payments.find(
      (p: { status: string }) => p.status === 'confirmed',
    );
    const refused = await t.post('/admin/store/payment/delete', { paymentId: confirmed.id }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe('Un pago confirmado no se puede eliminar.');
  });

  it('creates, updates and deletes plans; a plan that was sold is deactivated, not deleted', async () => {
    const created = await t.post(
      '/admin/plan/add',
      { name: 'Pack 1000 canjes', price: 99.999, redemptions: 1000, usePaypal: false },
      admin,
    );
    expect(created.body).toMatchObject({
      m: 'Plan creado',
      plan: {
        name: 'Pack 1000 canjes',
        price: 99.99,
        redemptions: 1000,
        active: true,
        usePaypal: false,
        sold: false,
      },
    });
    const id = created.body.plan.id;
    const updated = await t.post(
      '/admin/plan/update',
      { planId: id, name: 'Pack 1000', price: 89, redemptions: 1000, active: true, usePaypal: true },
      admin,
    );
    expect(updated.body).toMatchObject({
      m: 'Plan actualizado',
      plan: { name: 'Pack 1000', price: 89, usePaypal: true },
    });
    const bad = await t.post('/admin/plan/add', { name: 'Gratis', price: 0, redemptions: 10 }, admin);
    expect(bad.status).toBe(400);

    const deleted = await t.post('/admin/plan/delete', { planId: id }, admin);
    expect(deleted.body).toMatchObject({ m: 'Plan eliminado', deactivated: false });
    const plans = (await t.post('/admin/plan/all', {}, admin)).body.plans;
    expect(plans.map((p: { id: number }) => p.id)).not.toContain(id);

    const sold = plans.find((p: { name: string }) => p.name === 'Pack 100 canjes');
    expect(sold.sold).toBe(true);
    const kept = await t.post('/admin/plan/delete', { planId: sold.id }, admin);
    expect(kept.body).toMatchObject({ deactivated: true });
    const after = (await t.post('/admin/plan/all', {}, admin)).body.plans.find(
      (p: { id: number }) => p.id === sold.id,
    );
    expect(after.active).toBe(false);
    const owner = await t.login('owner@premia.local');
    const offered = (await t.post('/general/payment/redemptions-costs', {}, owner)).body.plans;
    expect(offered.map((p: { id: number }) => p.id)).not.toContain(sold.id);
    const payments = (await t.post('/client/payment/get-all', {}, owner)).body.payments;
    expect(payments.some((p: { plan: { id: number } | null }) => p.plan?.id === sold.id)).toBe(true);
  });
});
