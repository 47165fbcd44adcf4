import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebhookEvent, webhookPayload } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createSignedInStore, createStoreWith } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';
import { emitWebhook } from '../../../webhooks/outbox.ts';

interface Delivery {
  id: number;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  log: { statusCode: number | null; error: string | null; replay: boolean; durationMs: number }[];
}

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local receiver: records each delivery, answers the next queued status (200 when none). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  // The statuses queued are answered to one store's deliveries only (webhook-id msg_<store>_…).
  const answering = { prefix: '' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString(),
      });
      const mine = String(req.headers['webhook-id'] ?? '').startsWith(answering.prefix);
      res.statusCode = (mine && statuses.shift()) || 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    statuses,
    answering,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` answers something truthy (polling), or fails after `ms`. */
async function until<T>(check: () => Promise<T> | T, ms = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('webhooks', () => {
  const t = useTestAppWithMail({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let owner: string;
  let ownerEmail: string;
  let storeId: number;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.statuses.length = 0;
    const made = await createStoreWith(t, { welcomePoints: 0, useConversion: false });
    owner = made.token;
    ownerEmail = made.owner.email;
    storeId = made.store.id;
    receiver.answering.prefix = `msg_${storeId}_`;
  });

  /** What reached the receiver for this test's store (an earlier test's late try is not its). */
  const got = () => receiver.received.filter((r) => r.headers['webhook-id']?.startsWith(`msg_${storeId}_`));

  async function register(events: string[] = ['customer.created', 'points.earned']) {
    const res = await t.post('/client/webhooks/create', { url: receiver.url, events }, owner);
    expect(res.body.s).toBe('ok');
    return { endpointId: res.body.endpoint.id as number, secret: res.body.secret as string };
  }

  let customers = 0;
  async function addCustomer(firstName = 'Lucía') {
    const res = await t.post(
      '/client/customer/add',
      { firstName, email: `cliente${++customers}@example.com` },
      owner,
    );
    expect(res.body.s).toBe('ok');
    return res.body.customer as { id: number; clientCode: string };
  }

  const givePoints = (customerId: number, points: number) =>
    t.post('/client/customer/add-points', { customerId, points }, owner);

  async function log(endpointId: number) {
    return (await t.post('/client/webhooks/deliveries', { endpointId }, owner)).body;
  }

  it('signs each event as Standard Webhooks says, with a secret shown once, and logs the answer', async () => {
    const { endpointId, secret } = await register();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await t.post('/client/webhooks/list', {}, owner);
    expect(list.body.endpoints).toMatchObject([{ id: endpointId, url: receiver.url, enabled: true }]);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const customer = await addCustomer();
    const given = await givePoints(customer.id, 40);
    expect(given.body.s).toBe('ok');
    await until(() => got().length >= 2);

    const wh = new Webhook(secret);
    const payloads = got().map(
      (r) => wh.verify(r.body, r.headers) as { type: string; data: Record<string, unknown> },
    );
    expect(payloads.map((p) => p.type).sort()).toEqual(['customer.created', 'points.earned']);
    // Each body is what the OpenAPI document's webhooks section says it is (the contract's schema).
    for (const p of payloads) webhookPayload(p.type as WebhookEvent).parse(p);
    const created = payloads.find((p) => p.type === 'customer.created')!;
    expect(created.data).toMatchObject({
      customerId: customer.id,
      clientCode: customer.clientCode,
      name: 'Lucía',
    });
    const earned = payloads.find((p) => p.type === 'points.earned')!;
    expect(earned.data).toMatchObject({
      balance: 40,
      entry: { id: given.body.entry.id, points: 40, kind: 'manual' },
    });
    for (const r of got()) {
      expect(r.headers['webhook-id']).toMatch(new RegExp(`^msg_${storeId}_\\d+$`));
      expect(Number(r.headers['webhook-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 60);
    }
    // Another secret does not verify: the signature is the endpoint's.
    const other = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    expect(() => other.verify(got()[0]!.body, got()[0]!.headers)).toThrow();

    const logged = await until(async () => {
      const body = await log(endpointId);
      return (
        body.deliveries.length === 2 &&
        body.deliveries.every((d: Delivery) => d.status === 'succeeded') &&
        body
      );
    });
    expect(logged.total).toBe(2);
    expect(logged.deliveries[0].log).toMatchObject([{ statusCode: 200, error: null, replay: false }]);
    expect(logged.deliveries[0].log[0].durationMs).toBeGreaterThanOrEqual(0);
  });

  it('rotates a secret: for a day deliveries verify with the old secret and the new one, then with the new one only', async () => {
    const { endpointId, secret: old } = await register(['customer.created']);
    const rotated = await t.post('/client/webhooks/rotate-secret', { endpointId }, owner);
    expect(rotated.body).toMatchObject({
      s: 'ok',
      code: 'webhooks.secretRotated',
      endpoint: { id: endpointId },
    });
    const fresh = rotated.body.secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    expect(JSON.stringify((await t.post('/client/webhooks/list', {}, owner)).body)).not.toContain(fresh);

    await addCustomer('Rotación');
    await until(() => got().length >= 1);
    const [during] = got();
    expect(during!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(fresh).verify(during!.body, during!.headers)).not.toThrow();
    expect(() => new Webhook(old).verify(during!.body, during!.headers)).not.toThrow();

    // A day later the old secret signs no more.
    await t.db.execute(
      sql`update webhook_endpoints set previous_secret_until = now() - interval '1 second' where id = ${endpointId}`,
    );
    receiver.received.length = 0;
    await addCustomer('Después');
    await until(() => got().length >= 1);
    const [after] = got();
    expect(after!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(() => new Webhook(fresh).verify(after!.body, after!.headers)).not.toThrow();
    expect(() => new Webhook(old).verify(after!.body, after!.headers)).toThrow();

    const audit = await t.post('/client/audit/get-all', { action: 'webhook.secretRotated' }, owner);
    expect(audit.body.entries).toHaveLength(1);
    expect(JSON.stringify(audit.body)).not.toContain(fresh);
    // Another store's endpoint: 404, and its secret unchanged.
    const other = await createSignedInStore(t);
    const refused = await t.post('/client/webhooks/rotate-secret', { endpointId }, other.token);
    expect(refused.status).toBe(404);
  });

  it('tries a delivery again after a 500, and the log shows both tries', async () => {
    const { endpointId } = await register(['points.earned']);
    const customer = await addCustomer();
    receiver.statuses.push(500);
    await givePoints(customer.id, 5);
    const pending = await until(async () => {
      const [d] = (await log(endpointId)).deliveries;
      return d?.attempts === 1 && d;
    });
    expect(pending).toMatchObject({ status: 'pending', log: [{ statusCode: 500, error: null }] });
    // The next try waits 5 s: moved to now in the queue, not slept through.
    expect(new Date(pending.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    await t.pool.query(
      `update pgboss.job set start_after = now() where name = 'webhook-deliver' and state = 'created'`,
    );
    const done = await until(async () => {
      const [d] = (await log(endpointId)).deliveries;
      return d?.status === 'succeeded' && d;
    });
    expect(done.attempts).toBe(2);
    expect(done.log.map((a: Delivery['log'][number]) => a.statusCode)).toEqual([200, 500]);
    expect(got()).toHaveLength(2);
    expect(got()[0]!.headers['webhook-id']).toBe(got()[1]!.headers['webhook-id']);
  });

  it('replays a delivery of the log with the same webhook-id', async () => {
    const { endpointId } = await register(['points.earned']);
    await givePoints((await addCustomer()).id, 3);
    const [first] = await until(async () => {
      const ds = (await log(endpointId)).deliveries;
      return ds[0]?.status === 'succeeded' && ds;
    });
    const replay = await t.post('/client/webhooks/replay', { deliveryId: first.id }, owner);
    expect(replay.body).toMatchObject({ s: 'ok', code: 'webhooks.replayQueued' });
    await until(() => got().length === 2);
    expect(got()[1]!.headers['webhook-id']).toBe(got()[0]!.headers['webhook-id']);
    expect(got()[1]!.body).toBe(got()[0]!.body);
    const [again] = await until(async () => {
      const ds = (await log(endpointId)).deliveries;
      return ds[0]?.log.length === 2 && ds;
    });
    expect(again.log.map((a: Delivery['log'][number]) => a.replay)).toEqual([true, false]);

    // Off, it is not sent again.
    await t.post('/client/webhooks/update', { endpointId, enabled: false }, owner);
    const refused = await t.post('/client/webhooks/replay', { deliveryId: first.id }, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('webhooks.endpointDisabled');
  });

  it('sends nothing of a change rolled back, and what commits', async () => {
    await register(['customer.deleted']);
    await expect(
      t.db.transaction(async (tx) => {
        await emitWebhook(tx, storeId, 'customer.deleted', { customerId: 1, clientCode: 'A1' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { rows } = await t.pool.query(
      'select count(*)::int as n from webhook_messages where store_id = $1',
      [storeId],
    );
    expect(rows[0].n).toBe(0);

    const customer = await addCustomer('Borrado');
    const removed = await t.post('/client/customer/delete', { customerId: customer.id }, owner);
    expect(removed.body.s).toBe('ok');
    await until(() => got().length === 1);
    expect(JSON.parse(got()[0]!.body)).toMatchObject({
      type: 'customer.deleted',
      data: { customerId: customer.id, clientCode: customer.clientCode },
    });
    // Only what the endpoint subscribed to: the customer's creation was not sent.
    await new Promise((r) => setTimeout(r, 1500));
    expect(got()).toHaveLength(1);
  });

  it('turns off an endpoint failing for 3 days and mails the owner', async () => {
    const { endpointId } = await register(['points.earned']);
    await t.db.execute(sql`update webhook_endpoints set failing_since = now() - interval '3 days 1 minute'
      where store_id = ${storeId} and id = ${endpointId}`);
    receiver.statuses.push(503);
    const mailsBefore = t.smtp.mails.length;
    await givePoints((await addCustomer()).id, 7);
    const off = await until(async () => {
      const [e] = (await t.post('/client/webhooks/list', {}, owner)).body.endpoints;
      return e?.enabled === false && e;
    });
    expect(off).toMatchObject({ disabledReason: 'failing' });
    const [d] = (await log(endpointId)).deliveries;
    expect(d).toMatchObject({ status: 'failed', nextAttemptAt: null, log: [{ statusCode: 503 }] });
    const mail = await until(() => t.smtp.mails.slice(mailsBefore).find((m) => m.to.includes(ownerEmail)));
    expect(mailText(mail.raw)).toContain(`Durante 3 días ningún envío al webhook ${receiver.url} tuvo éxito`);

    // Nothing more goes to it; on again, it is sent to and its failures are forgotten.
    await givePoints((await addCustomer('Otro')).id, 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(got()).toHaveLength(1);
    const on = await t.post('/client/webhooks/update', { endpointId, enabled: true }, owner);
    expect(on.body.endpoint).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('changes, deletes and audits endpoints, and refuses an eleventh', async () => {
    const { endpointId } = await register(['points.earned']);
    const changed = await t.post(
      '/client/webhooks/update',
      { endpointId, events: ['reward.redeemed', 'coupon.claimed'] },
      owner,
    );
    expect(changed.body.endpoint.events).toEqual(['reward.redeemed', 'coupon.claimed']);
    // Nothing to change is no change, not a failure.
    const nothing = await t.post('/client/webhooks/update', { endpointId }, owner);
    expect(nothing.body).toMatchObject({ s: 'ok', endpoint: { id: endpointId, enabled: true } });
    const deleted = await t.post('/client/webhooks/delete', { endpointId }, owner);
    expect(deleted.body).toMatchObject({ s: 'ok', code: 'webhooks.deleted' });
    const again = await t.post('/client/webhooks/delete', { endpointId }, owner);
    expect(again.status).toBe(404);
    const { rows } = await t.pool.query(
      'select action, detail from audit_log where store_id = $1 and action like $2 order by id',
      [storeId, 'webhook.%'],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'webhook.created',
      'webhook.updated',
      'webhook.updated',
      'webhook.deleted',
    ]);
    expect(rows[0].detail).toMatchObject({ webhookId: endpointId, url: new URL(receiver.url).host });

    for (let i = 0; i < 10; i++) await register(['points.earned']);
    const eleventh = await t.post(
      '/client/webhooks/create',
      { url: receiver.url, events: ['points.earned'] },
      owner,
    );
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.m).toBe('Un negocio puede tener como máximo 10 webhooks.');
  });
});

describe('webhook addresses (private ones refused by default)', () => {
  const t = useTestApp();
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://10.1.2.3/hook',
    'http://192.168.1.10/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[fe80::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
  ])('refuses %s with a Spanish 400', async (url) => {
    const { token } = await createSignedInStore(t);
    const res = await t.post('/client/webhooks/create', { url, events: ['points.earned'] }, token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('webhooks.privateAddress');
    expect(res.body.m).toMatch(/^La dirección .+ es privada, local o de enlace local/);
  });

  it('refuses an address that does not resolve, and one that is not http', async () => {
    const { token } = await createSignedInStore(t);
    const unknown = await t.post(
      '/client/webhooks/create',
      { url: 'https://no-such-host.invalid/hook', events: ['points.earned'] },
      token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('webhooks.unresolvable');
    const ftp = await t.post(
      '/client/webhooks/create',
      { url: 'ftp://example.com/x', events: ['points.earned'] },
      token,
    );
    expect(ftp.status).toBe(400);
  });

  it('checks the address again at delivery time (DNS rebinding) and sends nothing to a private one', async () => {
    const { token, store } = await createStoreWith(t, { welcomePoints: 0, useConversion: false });
    // As if its name resolved to a public address when registered and to this one now.
    const { rows } = await t.pool.query(
      `insert into webhook_endpoints (store_id, url, events, secret)
       values ($1, $2, '{points.earned}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') returning id`,
      [store.id, receiver.url],
    );
    const customer = (await t.post('/client/customer/add', { firstName: 'Ana' }, token)).body.customer;
    await t.post('/client/customer/add-points', { customerId: customer.id, points: 2 }, token);
    const [d] = await until(async () => {
      const ds = (await t.post('/client/webhooks/deliveries', { endpointId: rows[0].id }, token)).body
        .deliveries;
      return ds[0]?.attempts === 1 && ds;
    });
    expect(d.log[0]).toMatchObject({ statusCode: null });
    expect(d.log[0].error).toMatch(/es privada/);
    expect(receiver.received).toHaveLength(0);
  });
});
