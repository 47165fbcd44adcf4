import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithMail, type TestAppWithMail } from '../../../../test/build-test-app.ts';
import { createSignedInStore } from '../../../../test/factories.ts';
import { startPushEndpoint } from '../../../../test/push-endpoint.ts';
import { limaAt, sleep } from '../../../../test/waiting.ts';
import { markMailConfirmed } from '../../loyalty/customers/index.ts';
import { startCustomerSession } from '../../loyalty/wallet/index.ts';
import { insertDeliveries } from './notifications.repository.ts';
import { storeNotifications } from './notifications.service.ts';
import { fanOut } from './sending.ts';

/**
 * The admin-enabled brand (the default) has no store notifications (spec §2): one scheduled while the
 * deployment had them (written here by the service, as the routes are gone) never goes out.
 */
describe('notifications of an area the brand lacks', () => {
  let t: TestAppWithMail;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;

  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await buildTestAppWithMail({ env: { PUSH_ENDPOINT_ORIGINS: push.origin } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it("sends nothing of a store's notification in the admin-enabled brand: no delivery, inbox, push or mail", async () => {
    expect(t.config.brand.adminEnabled).toBe(true);
    const { token: owner, ...shop } = await createSignedInStore(t);
    const storeId = shop.store.id;
    await t.db.execute(sql`update stores set email_on_customer_creation = false where id = ${storeId}`);
    const ctx = await t.contextFor(owner);
    await storeNotifications.saveSettings(ctx, { quietStart: '00:00', quietEnd: '00:00', weeklyCap: 10 });
    const email = 'oculta@example.com';
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Ana', email, marketingConsent: true },
      owner,
    );
    const customerId = added.body.customer.id as number;
    await markMailConfirmed(t.db, customerId, email);
    const wallet = await startCustomerSession(t.db, storeId, customerId);
    const phone = push.device();
    expect((await t.post('/wallet/push/subscribe', phone.subscription, wallet)).body.s).toBe('ok');

    const { notification } = await storeNotifications.add(ctx, {
      title: 'Oculta',
      description: 'No debe salir.',
      ...limaAt(2),
      sendPush: true,
      sendMail: true,
    } as Parameters<typeof storeNotifications.add>[1]);
    // Its job runs at its time; then long enough for a fan-out, a push and a mail, were there any.
    await t.jobsSettled(20_000);
    await sleep(1500);
    const deliveries = await t.pool.query('select 1 from notification_deliveries where store_id = $1', [
      storeId,
    ]);
    expect(deliveries.rowCount).toBe(0);
    expect((await t.post('/wallet/notifications/list', {}, wallet)).body.notifications).toEqual([]);
    expect(push.received.some((p) => p.device === phone.id)).toBe(false);
    expect(t.smtp.mails.filter((m) => m.to.includes(email))).toEqual([]);

    // A delivery written before the brand changed fans out to nobody either.
    const [deliveryId] = await insertDeliveries(t.db, notification.id, [storeId]);
    expect(await fanOut(ctx.deps, deliveryId!)).toBe('its area is not in this brand: nothing sent');
    const pushes = await t.pool.query('select 1 from push_outbox where store_id = $1', [storeId]);
    expect(pushes.rowCount).toBe(0);
  }, 60_000);
});
