import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithMail, type TestAppWithMail } from '../../../../test/build-test-app.ts';
import { createStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { startPushEndpoint } from '../../../../test/push-endpoint.ts';
import { limaAt, sleep, until } from '../../../../test/waiting.ts';
import { markMailConfirmed } from '../../loyalty/customers/index.ts';
import { startCustomerSession } from '../../loyalty/wallet/index.ts';

describe("a store's notification to a segment (issue 34 §6)", () => {
  let t: TestAppWithMail;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let owner: string;
  let storeId: number;

  /**
   * A customer added in the back office, born on the day given, signed in to the wallet; one who accepted
   * has a device that allowed pushes (allowing them is a consent too).
   */
  async function customer(email: string, marketingConsent: boolean, birthday: string) {
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Cliente', lastName: email, email, marketingConsent, birthday },
      owner,
    );
    expect(added.body.s, JSON.stringify(added.body)).toBe('ok');
    const id = added.body.customer.id as number;
    await markMailConfirmed(t.db, id, email);
    const token = await startCustomerSession(t.db, storeId, id);
    const device = push.device();
    if (marketingConsent)
      expect((await t.post('/wallet/push/subscribe', device.subscription, token)).body.s).toBe('ok');
    return { id, email, token, device };
  }

  const inbox = async (token: string) => (await t.post('/wallet/notifications/list', {}, token)).body;
  const reach = async (body: object) => (await t.post('/client/notification/reach', body, owner)).body;
  const notice = (at: { date: string; time: string }, segmentId: number | null) => ({
    title: 'Feliz mes de cumpleaños',
    description: 'Pase por su regalo.',
    ...at,
    sendPush: true,
    sendMail: true,
    segmentId,
  });

  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await buildTestAppWithMail({
      env: { PUSH_ENDPOINT_ORIGINS: push.origin, BRAND_ADMIN_ENABLED: 'false' },
    });
    const store = await createStore(t.db);
    storeId = store.store.id;
    await t.db.execute(sql`update stores set email_on_customer_creation = false where id = ${storeId}`);
    owner = await t.login(store.owner.email, TEST_PASSWORD);
    const saved = await t.post(
      '/client/notification/settings/save',
      { quietStart: '00:00', quietEnd: '00:00', weeklyCap: 10 },
      owner,
    );
    expect(saved.body.s).toBe('ok');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it("reaches the segment's consenting customers only, as they were when it was sent; its reach says so first", async () => {
    const ana = await customer('ana.seg@example.com', true, '1990-03-15');
    const beto = await customer('beto.seg@example.com', true, '1985-07-01');
    const carla = await customer('carla.seg@example.com', false, '1992-03-09');
    const added = await t.post(
      '/client/segments/add',
      { name: 'Marzo', filter: { birthdayMonth: 3 } },
      owner,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const segmentId = added.body.segment.id as number;

    const at = limaAt(4);
    expect(await reach(at)).toMatchObject({ customers: 2 });
    expect(await reach({ ...at, segmentId })).toMatchObject({ customers: 1 });
    expect(await reach({ ...at, segmentId: null })).toMatchObject({ customers: 2 });

    const created = await t.post('/client/notification/add', notice(at, segmentId), owner);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.notification).toMatchObject({ segmentId, sent: false });
    const id = created.body.notification.id as number;

    const [received] = await push.waitFor(1);
    expect(received!.device).toBe(ana.device.id);
    const [mail] = await t.smtp.waitFor(1, 10_000);
    expect(mail!.to).toEqual([ana.email]);
    expect((await inbox(ana.token)).notifications).toMatchObject([{ id, title: 'Feliz mes de cumpleaños' }]);
    expect((await inbox(beto.token)).notifications).toEqual([]);
    expect((await inbox(carla.token)).notifications).toEqual([]);
    const listed = await until(
      'its reach',
      async () =>
        (await t.post('/client/notification/get-all', {}, owner)).body.notifications.find(
          (n: { id: number }) => n.id === id,
        ),
      (n) => n?.reached !== null,
    );
    expect(listed).toMatchObject({ sent: true, reached: 1, segmentId });

    // Beto now born in March: what was sent before stays out of his inbox.
    await t.db.execute(sql`update customers set birthday = '1985-03-01' where id = ${beto.id}`);
    expect((await inbox(beto.token)).notifications).toEqual([]);
    await sleep(1500);
    expect(push.received).toHaveLength(1);
    expect(t.smtp.mails).toHaveLength(1);
  }, 60_000);

  it('keeps a segment a scheduled notification goes to: 409 until that one is deleted', async () => {
    const added = await t.post(
      '/client/segments/add',
      { name: 'Julio', filter: { birthdayMonth: 7 } },
      owner,
    );
    const segmentId = added.body.segment.id as number;
    const scheduled = await t.post('/client/notification/add', notice(limaAt(3600), segmentId), owner);
    expect(scheduled.status).toBe(200);

    const refused = await t.post('/client/segments/delete', { segmentId }, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.m).toBe(
      'Una notificación programada se enviará a este segmento. Cambie su destinatario o elimínela antes de eliminar el segmento.',
    );
    // Edited to everyone who accepted, it no longer keeps the segment.
    const edited = await t.post(
      '/client/notification/update',
      { ...notice(limaAt(3600), null), notificationId: scheduled.body.notification.id },
      owner,
    );
    expect(edited.body.notification.segmentId).toBeNull();
    expect((await t.post('/client/segments/delete', { segmentId }, owner)).status).toBe(200);

    // The sent notification's segment can go too: the notification keeps who got it.
    const marzo = (await t.post('/client/segments/list', {}, owner)).body.segments[0];
    expect((await t.post('/client/segments/delete', { segmentId: marzo.id }, owner)).status).toBe(200);
  });

  it("answers 404 to another store's segment, for the notification and its reach", async () => {
    const other = await createStore(t.db);
    const otherOwner = await t.login(other.owner.email, TEST_PASSWORD);
    const theirs = await t.post('/client/segments/add', { name: 'Ajeno', filter: {} }, otherOwner);
    const segmentId = theirs.body.segment.id as number;
    const add = await t.post('/client/notification/add', notice(limaAt(3600), segmentId), owner);
    expect(add.status).toBe(404);
    expect(add.body.m).toBe('No se encontró el segmento.');
    expect((await t.post('/client/notification/reach', { ...limaAt(3600), segmentId }, owner)).status).toBe(
      404,
    );
  });
});
