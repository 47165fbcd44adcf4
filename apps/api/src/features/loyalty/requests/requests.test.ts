import { clientCode, rewardQr } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createEmployee, createSignedInStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';
import { startCustomerSession } from '../wallet/index.ts';

const t = useTestAppWithMail();

/** A store that takes reward requests, its owner's token and a reward of `cost` points. */
async function shop(settings = 'request_reward = true') {
  const { store, location, token: owner } = await createSignedInStore(t);
  await t.pool.query(
    `update stores set ${settings}, use_conversion = false, welcome_points = 0, redeem_free = 100,
       reward_request_info = 'Recójalo en caja con su DNI.' where id = $1`,
    [store.id],
  );
  const reward = await t.post(
    '/client/reward/add',
    { name: 'Café gratis', pointsCost: 100, stock: 5 },
    owner,
  );
  return { store, location, owner, rewardId: reward.body.reward.id as number };
}

/** A customer with an email and `points`, signed in to the store's wallet. */
async function customer(s: Awaited<ReturnType<typeof shop>>, points: number) {
  const email = `cliente-${Math.random().toString(36).slice(2)}@example.com`;
  const added = await t.post('/client/customer/add', { firstName: 'Lucía', lastName: 'Paz', email }, s.owner);
  const id = added.body.customer.id as number;
  if (points > 0) await t.post('/client/customer/add-points', { customerId: id, points }, s.owner);
  return { id, email, token: await startCustomerSession(t.db, s.store.id, id) };
}

/** The text of the mail with this subject sent to `email`, once the SMTP server has it. */
async function sentTo(email: string, subject: string): Promise<string> {
  await t.jobsSettled();
  const row = await t.pool.query('select status from mail_outbox where to_address = $1 and subject = $2', [
    email,
    subject,
  ]);
  expect(row.rows).toEqual([{ status: 'sent' }]);
  return t.smtp.mails
    .filter((m) => m.to.includes(email))
    .map((m) => mailText(m.raw))
    .join('\n');
}

async function counts(storeId: number, customerId: number) {
  const q = async (sql: string) => (await t.pool.query(sql, [storeId, customerId])).rows[0].n as number;
  return {
    redemptions: await q(
      'select count(*)::int as n from redemptions where store_id = $1 and customer_id = $2',
    ),
    ledger: await q('select count(*)::int as n from ledger_entries where store_id = $1 and customer_id = $2'),
    balance: await q('select balance as n from customers where store_id = $1 and id = $2'),
    used: await q('select redeem_used as n from stores where id = $1 and $2::int is not null'),
    stock: await q(
      `select stock as n from rewards where store_id = $1 and $2::int is not null and name = 'Café gratis'`,
    ),
  };
}

describe('reward requests', () => {
  it('shows the catalogue with what is missing, takes a request, and the store confirms it through the redemption', async () => {
    const s = await shop();
    const c = await customer(s, 130);
    const catalogue = await t.post('/wallet/rewards', {}, c.token);
    expect(catalogue.body).toMatchObject({
      s: 'ok',
      balance: 130,
      requestReward: true,
      rewardRequestInfo: 'Recójalo en caja con su DNI.',
      qrReward: true,
    });
    expect(catalogue.body.rewards).toEqual([
      expect.objectContaining({
        id: s.rewardId,
        name: 'Café gratis',
        missingPoints: 0,
        qr: rewardQr(clientCode(c.id)!, s.rewardId),
        pendingRequestId: null,
      }),
    ]);

    const asked = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, c.token);
    expect(asked.status).toBe(200);
    expect(asked.body.request).toMatchObject({
      state: 'pending',
      points: 100,
      reward: { name: 'Café gratis' },
    });
    const again = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, c.token);
    expect(again.status).toBe(409);
    expect(again.body.m).toBe('Ya pidió este premio: su solicitud está pendiente.');

    const pendings = await t.post('/client/redemption/pendings', {}, s.owner);
    expect(pendings.body.total).toBe(1);
    expect(pendings.body.requests[0]).toMatchObject({
      id: asked.body.request.id,
      customer: { id: c.id, name: 'Lucía Paz', balance: 130 },
    });
    const ofCustomer = await t.post('/client/customer/pending-redemptions', { customerId: c.id }, s.owner);
    expect(ofCustomer.body.requests.map((r: { id: number }) => r.id)).toEqual([asked.body.request.id]);

    const before = await counts(s.store.id, c.id);
    const confirmed = await t.post(
      '/client/customer/confirm-reward-requested',
      { requestId: asked.body.request.id },
      s.owner,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      m: 'Se confirmó «Café gratis» para Lucía Paz.',
      balance: 30,
      request: { state: 'confirmed', customer: { balance: 30 } },
      redemption: { rewardName: 'Café gratis', points: 100 },
      entry: { kind: 'redemption', points: -100 },
    });
    expect(await counts(s.store.id, c.id)).toEqual({
      redemptions: before.redemptions + 1,
      ledger: before.ledger + 1,
      balance: 30,
      used: before.used + 1,
      stock: before.stock - 1,
    });
    expect((await t.post('/client/redemption/pendings', {}, s.owner)).body.total).toBe(0);

    const mine = await t.post('/wallet/reward-requests', {}, c.token);
    expect(mine.body.requests).toEqual([expect.objectContaining({ state: 'confirmed', reason: null })]);
    expect(await sentTo(c.email, 'Su premio «Café gratis» fue confirmado')).toContain(
      'Su saldo es de 30 puntos.',
    );
  });

  it('is rejected with a reason the customer reads and mailed, points untouched; a cancelled one cannot be confirmed', async () => {
    const s = await shop();
    const c = await customer(s, 200);
    const asked = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, c.token);
    const rejected = await t.post(
      '/client/customer/delete-reward-requested',
      { requestId: asked.body.request.id, reason: 'Hoy no tenemos café.' },
      s.owner,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.request).toMatchObject({ state: 'rejected', reason: 'Hoy no tenemos café.' });
    const mine = await t.post('/wallet/reward-requests', {}, c.token);
    expect(mine.body.requests[0]).toMatchObject({ state: 'rejected', reason: 'Hoy no tenemos café.' });
    expect((await counts(s.store.id, c.id)).balance).toBe(200);
    const confirmLate = await t.post(
      '/client/customer/confirm-reward-requested',
      { requestId: asked.body.request.id },
      s.owner,
    );
    expect(confirmLate.status).toBe(409);
    expect(confirmLate.body.m).toBe('Esta solicitud ya fue rechazada.');
    expect(await sentTo(c.email, 'Su solicitud de «Café gratis» no fue aceptada')).toContain(
      'Motivo: Hoy no tenemos café.',
    );

    // The customer cancels a new one; another customer of the store cannot touch it.
    const second = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, c.token);
    const stranger = await customer(s, 0);
    const foreign = await t.post(
      '/wallet/reward-request/cancel',
      { requestId: second.body.request.id },
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.m).toBe('No se encontró la solicitud.');
    const cancelled = await t.post(
      '/wallet/reward-request/cancel',
      { requestId: second.body.request.id },
      c.token,
    );
    expect(cancelled.body).toMatchObject({ m: 'Se canceló su solicitud.', request: { state: 'cancelled' } });
    const confirm = await t.post(
      '/client/customer/confirm-reward-requested',
      { requestId: second.body.request.id },
      s.owner,
    );
    expect(confirm.status).toBe(409);
    expect(confirm.body.m).toBe('El cliente canceló esta solicitud.');
  });

  it('refuses a request where the store takes none, or the balance does not cover it', async () => {
    const closed = await shop('request_reward = false');
    const c = await customer(closed, 500);
    const refused = await t.post('/wallet/reward-request/add', { rewardId: closed.rewardId }, c.token);
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe('Este negocio no recibe solicitudes de premios.');

    const s = await shop();
    const poor = await customer(s, 40);
    const catalogue = await t.post('/wallet/rewards', {}, poor.token);
    expect(catalogue.body.rewards[0]).toMatchObject({ missingPoints: 60, qr: null });
    const short = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, poor.token);
    expect(short.status).toBe(409);
    expect(short.body.m).toBe('Le faltan 60 puntos para pedir este premio.');
  });

  it('redeems a request once when 50 confirmations arrive at the same time', async () => {
    const s = await shop();
    const c = await customer(s, 1000);
    const asked = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, c.token);
    const before = await counts(s.store.id, c.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post('/client/customer/confirm-reward-requested', { requestId: asked.body.request.id }, s.owner),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.m).toBe('Esta solicitud ya fue confirmada.');
    expect(await counts(s.store.id, c.id)).toEqual({
      redemptions: before.redemptions + 1,
      ledger: before.ledger + 1,
      balance: 900,
      used: before.used + 1,
      stock: before.stock - 1,
    });
  });

  it('answers a retried confirmation (same Idempotency-Key) with the first answer', async () => {
    const s = await shop();
    const c = await customer(s, 300);
    const asked = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, c.token);
    const body = { requestId: asked.body.request.id };
    const headers = { 'idempotency-key': `confirm-${asked.body.request.id}` };
    const first = await t.post('/client/customer/confirm-reward-requested', body, s.owner, headers);
    const retry = await t.post('/client/customer/confirm-reward-requested', body, s.owner, headers);
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await counts(s.store.id, c.id)).balance).toBe(200);
  });

  it('refuses to confirm when the customer no longer has the points, and writes nothing', async () => {
    const s = await shop();
    const c = await customer(s, 120);
    const asked = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, c.token);
    // The points go elsewhere before the store answers.
    await t.post(
      '/client/customer/discount-points',
      { customerId: c.id, points: 50, reason: 'Devolución de una compra' },
      s.owner,
    );
    await t.jobsSettled();
    const mailsBefore = (await t.pool.query('select count(*)::int as n from mail_outbox')).rows[0].n;
    const before = await counts(s.store.id, c.id);
    const refused = await t.post(
      '/client/customer/confirm-reward-requested',
      { requestId: asked.body.request.id },
      s.owner,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe('El cliente no tiene puntos suficientes: el premio cuesta 100 puntos.');
    expect(await counts(s.store.id, c.id)).toEqual(before);
    const state = await t.pool.query('select state, redemption_id from reward_requests where id = $1', [
      asked.body.request.id,
    ]);
    expect(state.rows[0]).toEqual({ state: 'pending', redemption_id: null });
    expect((await t.pool.query('select count(*)::int as n from mail_outbox')).rows[0].n).toBe(mailsBefore);
  });

  it('lets only who may redeem decide: an employee without the permission is refused', async () => {
    const s = await shop();
    const c = await customer(s, 300);
    const asked = await t.post('/wallet/reward-request/add', { rewardId: s.rewardId }, c.token);
    const bare = await createEmployee(t.db, s.store.id, s.location.id);
    const token = await t.login(bare.email, TEST_PASSWORD);
    const res = await t.post(
      '/client/customer/confirm-reward-requested',
      { requestId: asked.body.request.id },
      token,
    );
    expect(res.status).toBe(403);
    expect((await t.post('/client/redemption/pendings', {}, token)).body.total).toBe(1);
  });
});

describe('requests within the balance', () => {
  it('never lets pending requests add up to more than the balance, even sent at once', async () => {
    const s = await shop();
    const big = (await t.post('/client/reward/add', { name: 'Almuerzo', pointsCost: 250 }, s.owner)).body
      .reward.id as number;
    const small = (await t.post('/client/reward/add', { name: 'Postre', pointsCost: 120 }, s.owner)).body
      .reward.id as number;
    const c = await customer(s, 310);
    const first = await t.post('/wallet/reward-request/add', { rewardId: big }, c.token);
    expect(first.body.s, JSON.stringify(first.body)).toBe('ok');
    const second = await t.post('/wallet/reward-request/add', { rewardId: small }, c.token);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'requests.notEnoughAfterPending',
      m: 'Sus solicitudes pendientes ya reservan 250 de sus 310 puntos: le faltan 60 puntos para pedir este premio.',
    });

    // Three rewards of 100 asked at once by a customer with 200 points: two go through.
    const parallel = await customer(s, 200);
    const rewards = await Promise.all(
      ['Té', 'Jugo', 'Galleta'].map(
        async (name) =>
          (await t.post('/client/reward/add', { name, pointsCost: 100 }, s.owner)).body.reward.id as number,
      ),
    );
    const answers = await Promise.all(
      rewards.map((rewardId) => t.post('/wallet/reward-request/add', { rewardId }, parallel.token)),
    );
    expect(answers.filter((a) => a.body.s === 'ok')).toHaveLength(2);
    const held = await t.pool.query(
      `select coalesce(sum(points), 0)::int as n from reward_requests
        where store_id = $1 and customer_id = $2 and state = 'pending'`,
      [s.store.id, parallel.id],
    );
    expect(held.rows[0].n).toBe(200);
  });
});
