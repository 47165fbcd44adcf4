import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebhookEvent, webhookPayload } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createStoreWith } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';
import { registrationForm } from '../../../../test/registration.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local receiver: records each delivery, answers the next queued status (200 when none). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString(),
      });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/platform`,
    received,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(check: () => Promise<T> | T, ms = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Payload = { type: string; data: Record<string, unknown> };

describe("the platform administrator's webhooks", () => {
  const t = useTestAppWithMail({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    admin = await t.login('admin@premia.local');
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.statuses.length = 0;
    // Each test its own endpoints: the platform's are shared by the whole database.
    await t.db.execute(sql`delete from platform_webhook_endpoints`);
  });

  async function register(events: string[]) {
    const res = await t.post('/admin/webhooks/create', { url: receiver.url, events }, admin);
    expect(res.body.s).toBe('ok');
    return { endpointId: res.body.endpoint.id as number, secret: res.body.secret as string };
  }

  const payloads = (secret: string) =>
    receiver.received.map((r) => new Webhook(secret).verify(r.body, r.headers) as Payload);

  it('posts store.created, signed, when a store signs up; a store is never sent to it', async () => {
    const { endpointId, secret } = await register(['store.created', 'store.updated']);
    const listed = await t.post('/admin/webhooks/list', {}, admin);
    expect(listed.body.endpoints).toMatchObject([{ id: endpointId, url: receiver.url, enabled: true }]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const form = registrationForm('nueva.tienda@example.com');
    expect((await t.post('/login/client/register', form)).status).toBe(200);
    await until(() => receiver.received.length >= 1);
    const [created] = payloads(secret);
    webhookPayload(created!.type as WebhookEvent).parse(created);
    expect(created).toMatchObject({
      type: 'store.created',
      data: { name: form.storeName, ownerEmail: form.email, createdBy: 'signup', active: true },
    });
    expect(receiver.received[0]!.headers['webhook-id']).toMatch(/^msg_platform_\d+$/);
    // Another secret does not verify.
    const other = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    expect(() => other.verify(receiver.received[0]!.body, receiver.received[0]!.headers)).toThrow();

    const logged = await until(async () => {
      const body = (await t.post('/admin/webhooks/deliveries', { endpointId }, admin)).body;
      return body.deliveries?.[0]?.status === 'succeeded' && body;
    });
    expect(logged.deliveries[0]).toMatchObject({
      eventType: 'store.created',
      messageId: receiver.received[0]!.headers['webhook-id'],
      log: [{ statusCode: 200, replay: false }],
    });

    // A store's events (a customer added) never reach the platform's endpoint; nor can it subscribe to them.
    const store = await createStoreWith(t, { welcomePoints: 0, useConversion: false });
    receiver.received.length = 0;
    await t.post('/client/customer/add', { firstName: 'Ana', email: 'ana@example.com' }, store.token);
    const refused = await t.post(
      '/admin/webhooks/create',
      { url: receiver.url, events: ['customer.created'] },
      admin,
    );
    expect(refused.status).toBe(400);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).not.toContain('customer.created');
  });

  it('tells store.updated and the payments an administrator records', async () => {
    const { secret } = await register(['store.updated', 'payment.created', 'payment.confirmed']);
    const store = await t.post('/admin/business/get', { storeId: 3 }, admin);
    expect(store.body.s).toBe('ok');
    const { store: s, user: u } = store.body;
    const edited = await t.post(
      '/admin/business/process',
      {
        type: 'edit',
        name: s.name,
        storeTypeId: s.storetypeId,
        first_name: u.first_name,
        last_name: u.last_name,
        email: u.email,
        password: '',
        active: !s.active,
        redeemBought: s.redeemBought,
        countryId: s.countryId,
        storeId: s.id,
        userId: u.id,
        ruc: s.ruc ?? '',
      },
      admin,
    );
    expect(edited.body.s).toBe('ok');
    const plans = (await t.post('/admin/plan/all', {}, admin)).body.plans;
    const body = { storeId: 3, planId: plans[0].id, amount: 10, method: 'cash', note: '' };
    const added = await t.post('/admin/store/payment/add', body, admin);
    expect(added.body.s).toBe('ok');
    await until(() => receiver.received.length >= 3);
    const got = payloads(secret);
    for (const p of got) webhookPayload(p.type as WebhookEvent).parse(p);
    expect(got.map((p) => p.type).sort()).toEqual(['payment.confirmed', 'payment.created', 'store.updated']);
    expect(got.find((p) => p.type === 'store.updated')!.data).toMatchObject({
      storeId: 3,
      active: !s.active,
      fields: ['active'],
    });
    expect(got.find((p) => p.type === 'payment.created')!.data).toMatchObject({
      storeId: 3,
      paymentId: added.body.payment.id,
      status: 'confirmed',
      provider: 'manual',
    });
  });

  it("refuses a store's owner every admin route, and shows them none of the platform's endpoints", async () => {
    const { endpointId } = await register(['store.created']);
    const store = await createStoreWith(t, { welcomePoints: 0, useConversion: false });
    for (const [path, input] of [
      ['/admin/webhooks/list', {}],
      ['/admin/webhooks/deliveries', { endpointId }],
      ['/admin/webhooks/rotate-secret', { endpointId }],
      ['/admin/webhooks/delete', { endpointId }],
    ] as const) {
      expect((await t.post(path, input, store.token)).status, path).toBe(403);
    }
    expect((await t.post('/client/webhooks/list', {}, store.token)).body.endpoints).toEqual([]);
    // The platform's endpoint's id as the store's: not found.
    const asStores = await t.post('/client/webhooks/deliveries', { endpointId }, store.token);
    expect(asStores.status).toBe(404);
    expect((await t.post('/admin/webhooks/list', {}, admin)).body.endpoints).toHaveLength(1);
  });

  it('replays a delivery and rotates the secret in the platform scope', async () => {
    const { endpointId, secret: old } = await register(['store.created']);
    await t.post('/login/client/register', registrationForm('replay@example.com'));
    await until(() => receiver.received.length >= 1);
    const first = receiver.received[0]!;
    const [delivery] = await until(async () => {
      const d = (await t.post('/admin/webhooks/deliveries', { endpointId }, admin)).body.deliveries;
      return d?.[0]?.status === 'succeeded' && d;
    });

    const rotated = await t.post('/admin/webhooks/rotate-secret', { endpointId }, admin);
    expect(rotated.body).toMatchObject({ s: 'ok', code: 'webhooks.secretRotated' });
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);

    const replayed = await t.post('/admin/webhooks/replay', { deliveryId: delivery.id }, admin);
    expect(replayed.body).toMatchObject({ s: 'ok', code: 'webhooks.replayQueued' });
    await until(() => receiver.received.length >= 2);
    const again = receiver.received[1]!;
    // The same event and webhook-id, signed by the new secret and, for a day, the old one.
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(again.body).toBe(first.body);
    expect(() => new Webhook(fresh).verify(again.body, again.headers)).not.toThrow();
    expect(() => new Webhook(old).verify(again.body, again.headers)).not.toThrow();
    const log = await until(async () => {
      const [d] = (await t.post('/admin/webhooks/deliveries', { endpointId }, admin)).body.deliveries;
      return d?.log.length === 2 && d;
    });
    expect(log.log[0]).toMatchObject({ replay: true, statusCode: 200 });

    // Off: a replay is refused; deleted: not found.
    await t.post('/admin/webhooks/update', { endpointId, enabled: false }, admin);
    expect((await t.post('/admin/webhooks/replay', { deliveryId: delivery.id }, admin)).status).toBe(409);
    expect((await t.post('/admin/webhooks/delete', { endpointId }, admin)).body.s).toBe('ok');
    expect((await t.post('/admin/webhooks/deliveries', { endpointId }, admin)).status).toBe(404);
  });

  it("turns off a platform endpoint failing for 3 days and mails the platform's administrators", async () => {
    const { endpointId } = await register(['store.created']);
    await t.db.execute(sql`update platform_webhook_endpoints
      set failing_since = now() - interval '3 days 1 minute' where id = ${endpointId}`);
    receiver.statuses.push(503);
    const mailsBefore = t.smtp.mails.length;
    await t.post('/login/client/register', registrationForm('apagado@example.com'));
    const off = await until(async () => {
      const [e] = (await t.post('/admin/webhooks/list', {}, admin)).body.endpoints;
      return e?.enabled === false && e;
    });
    expect(off).toMatchObject({ disabledReason: 'failing' });
    const mail = await until(() =>
      t.smtp.mails.slice(mailsBefore).find((m) => m.to.includes('admin@premia.local')),
    );
    const text = mailText(mail.raw);
    expect(text).toContain(`Durante 3 días ningún envío al webhook ${receiver.url} tuvo éxito`);
    expect(text).toContain('/dashboard/admin/webhooks');
  });
});
