import { routes } from '@premia/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithMail, type TestAppWithMail } from '../../../../test/build-test-app.ts';
import { createSignedInStore, createStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';
import { type Device, startPushEndpoint } from '../../../../test/push-endpoint.ts';
import { limaAt, sleep, until } from '../../../../test/waiting.ts';
import { insertQueuedMails } from '../../../mail/mail.repository.ts';
import { closeStore, setStoreActive } from '../../account/stores/index.ts';
import { markMailConfirmed } from '../../loyalty/customers/index.ts';
import { startCustomerSession } from '../../loyalty/wallet/index.ts';
import { STORE_MESSAGE_SUBJECT } from './notification-mails.ts';
import { insertDeliveries, markSent } from './notifications.repository.ts';
import { DIRECT_PER_DAY, platformNotifications } from './notifications.service.ts';
import { SEND_LEAD_MS, sendDue } from './sending.ts';

const NO_QUIET_HOURS = { quietStart: '00:00', quietEnd: '00:00' };

describe('notifications', () => {
  let t: TestAppWithMail;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let owner: string;
  let storeId: number;
  let admin: string;

  /** A customer added in the back office (consent as the form's checkbox says), signed in to the wallet. */
  async function customer(email: string, marketingConsent: boolean) {
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Cliente', lastName: email, email, marketingConsent },
      owner,
    );
    expect(added.body.s).toBe('ok');
    const id = added.body.customer.id as number;
    // As the wallet's code sign-in does: the code proved the address is theirs.
    await markMailConfirmed(t.db, id, email);
    return { id, email, token: await startCustomerSession(t.db, storeId, id) };
  }

  async function withDevice(token: string): Promise<Device> {
    const device = push.device();
    const res = await t.post('/wallet/push/subscribe', device.subscription, token);
    expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
    return device;
  }

  const inbox = async (token: string) => (await t.post('/wallet/notifications/list', {}, token)).body;
  const listed = async (id: number) =>
    (await t.post('/client/notification/get-all', {}, owner)).body.notifications.find(
      (n: { id: number }) => n.id === id,
    );

  beforeAll(async () => {
    push = await startPushEndpoint();
    // The brand with store notifications (spec §2: nobody has them in the admin-enabled one).
    t = await buildTestAppWithMail({
      env: { PUSH_ENDPOINT_ORIGINS: push.origin, BRAND_ADMIN_ENABLED: 'false' },
    });
    const store = await createStore(t.db);
    storeId = store.store.id;
    // Only the notifications' mails here.
    await t.db.execute(sql`update stores set email_on_customer_creation = false where id = ${storeId}`);
    owner = await t.login(store.owner.email, TEST_PASSWORD);
    admin = await t.login('admin@premia.local');
    const saved = await t.post(
      '/client/notification/settings/save',
      { ...NO_QUIET_HOURS, weeklyCap: 10 },
      owner,
    );
    expect(saved.body).toMatchObject({ s: 'ok', settings: { ...NO_QUIET_HOURS, weeklyCap: 10 } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it('sends at its time, once, by inbox, push and mail, to the customers who accepted only', async () => {
    const ana = await customer('ana@example.com', true);
    const beto = await customer('beto@example.com', false);
    const anaPhone = await withDevice(ana.token);
    // Beto allowed pushes once, then withdrew every consent in one tap: his device gets nothing.
    const betoPhone = await withDevice(beto.token);
    expect((await t.post('/wallet/consent/withdraw-all', {}, beto.token)).body.consents).toEqual({
      inbox: false,
      push: false,
      mail: false,
    });

    const at = limaAt(4);
    const created = await t.post(
      '/client/notification/add',
      {
        title: 'Doble puntos',
        description: 'Hoy sus compras suman el doble.',
        ...at,
        buttonText: 'Ver',
        buttonLink: 'https://premia.example/doble',
        sendPush: true,
        sendMail: true,
      },
      owner,
    );
    expect(created.body).toMatchObject({ s: 'ok', m: 'Notificación creada', notification: { sent: false } });
    const id = created.body.notification.id as number;
    expect((await inbox(ana.token)).notifications).toEqual([]);

    const [received] = await push.waitFor(1);
    const arrived = Date.now();
    expect(received!.device).toBe(anaPhone.id);
    expect(received!.payload).toMatchObject({
      title: 'Doble puntos',
      body: 'Hoy sus compras suman el doble.',
      url: 'https://premia.example/doble',
      tag: `premia-notification-${id}`,
    });
    const due = new Date(`${created.body.notification.date}T${at.time}-05:00`).getTime();
    // Never before its time (how soon after it is the mail bench's business: docs/PERFORMANCE.md).
    expect(arrived).toBeGreaterThanOrEqual(due);

    const [mail] = await t.smtp.waitFor(1, 10_000);
    expect(mail!.to).toEqual(['ana@example.com']);
    const text = mailText(mail!.raw);
    expect(text).toContain('Hoy sus compras suman el doble.');
    const withdrawLink = /\/baja\?t=([0-9]+\.[A-Za-z0-9_-]+)/.exec(text);
    expect(withdrawLink).not.toBeNull();

    const anaInbox = await inbox(ana.token);
    expect(anaInbox.unread).toBe(1);
    expect(anaInbox.notifications).toMatchObject([
      { id, title: 'Doble puntos', from: 'store', read: false, buttonLink: 'https://premia.example/doble' },
    ]);
    expect((await inbox(beto.token)).notifications).toEqual([]);
    expect(await listed(id)).toMatchObject({ sent: true, reached: 1 });

    // Long enough for a second send, were there one.
    await sleep(2500);
    expect(push.received.filter((p) => p.payload.tag === `premia-notification-${id}`)).toHaveLength(1);
    expect(push.received.some((p) => p.device === betoPhone.id)).toBe(false);
    expect(t.smtp.mails).toHaveLength(1);
    expect(push.failures).toEqual([]);

    // A sent notification cannot be edited.
    const edit = await t.post(
      '/client/notification/update',
      { notificationId: id, title: 'Otra', description: 'x', ...limaAt(60) },
      owner,
    );
    expect(edit.status).toBe(409);
    expect(edit.body.m).toBe('Esta notificación ya se envió: no se puede modificar.');

    const read = await t.post('/wallet/notifications/mark-read', { notificationIds: [id] }, ana.token);
    expect(read.body).toMatchObject({ s: 'ok', unread: 0 });
    expect((await inbox(ana.token)).notifications[0].read).toBe(true);

    // The mail's link withdraws every consent, without signing in; the history says where and when.
    const withdrawn = await t.post('/general/marketing/withdraw', { token: withdrawLink![1] });
    expect(withdrawn.body).toMatchObject({ s: 'ok', m: expect.stringContaining('Ya no recibirá') });
    expect((await t.post('/wallet/consent/get', {}, ana.token)).body.consents).toEqual({
      inbox: false,
      push: false,
      mail: false,
    });
    const history = await t.db.execute<{ channel: string; granted: boolean; source: string }>(
      sql`select channel, granted, source from customer_consent_history where customer_id = ${ana.id} order by id`,
    );
    expect(history.rows.map((r) => `${r.channel} ${r.granted} ${r.source}`)).toEqual([
      'inbox true back-office',
      'push true back-office',
      'mail true back-office',
      'inbox false mail-link',
      'push false mail-link',
      'mail false mail-link',
    ]);
    // What reached her while she accepted stays in her inbox.
    expect((await inbox(ana.token)).notifications).toHaveLength(1);
    const forged = await t.post('/general/marketing/withdraw', {
      token: `${beto.id}.${withdrawLink![1]!.split('.')[1]}`,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.m).toBe('El enlace para dejar de recibir mensajes no es válido.');
  }, 60_000);

  it('holds a send due in the quiet hours until they end', async () => {
    const carla = await customer('carla@example.com', true);
    const quiet = { quietStart: limaAt(-60).time, quietEnd: limaAt(6).time, weeklyCap: 10 };
    expect((await t.post('/client/notification/settings/save', quiet, owner)).body.s).toBe('ok');
    const now = limaAt(0);
    const reach = await t.post('/client/notification/reach', now, owner);
    expect(reach.body).toMatchObject({ s: 'ok', waitsForQuietHours: true, capReached: false });
    expect(reach.body.customers).toBeGreaterThanOrEqual(1);
    const created = await t.post(
      '/client/notification/add',
      { title: 'Silencio', description: 'Llega al terminar las horas de silencio.', ...now, sendPush: false },
      owner,
    );
    const id = created.body.notification.id as number;
    await sleep(2500);
    expect((await listed(id)).sent).toBe(false);
    const sent = await until(
      'sent after the quiet hours',
      () => listed(id),
      (n) => n.sent,
      15_000,
    );
    expect(new Date(sent.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(reach.body.sendsAt).getTime());
    expect((await inbox(carla.token)).notifications.map((n: { id: number }) => n.id)).toContain(id);
    await t.post('/client/notification/settings/save', { ...NO_QUIET_HOURS, weeklyCap: 10 }, owner);
  }, 30_000);

  it('keeps to the weekly cap, counting the platform notifications too', async () => {
    const { token: shopOwner, ...shop } = await createSignedInStore(t);
    await t.post('/client/notification/settings/save', { ...NO_QUIET_HOURS, weeklyCap: 2 }, shopOwner);
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Dora', email: 'dora@example.com', marketingConsent: true },
      shopOwner,
    );
    const dora = await startCustomerSession(t.db, shop.store.id, added.body.customer.id);

    // A platform notification this week, sent while the deployment had the admin area (this brand has
    // none: its routes are gone and its job sends nothing), as its send job writes it.
    const fromPlatform = await platformNotifications.add(await t.contextFor(admin), {
      title: 'Premia',
      description: 'Novedades de la plataforma.',
      ...limaAt(0),
      sendPush: false,
    } as Parameters<typeof platformNotifications.add>[1]);
    const platformId = fromPlatform.notification.id;
    await insertDeliveries(t.db, platformId, [shop.store.id]);
    await markSent(t.db, platformId);
    await until(
      'the platform notification in the inbox',
      () => inbox(dora),
      (b) => b.notifications.length === 1,
    );
    const send = async (title: string) => {
      const res = await t.post(
        '/client/notification/add',
        { title, description: 'Oferta', ...limaAt(0), sendPush: false },
        shopOwner,
      );
      const id = res.body.notification.id as number;
      return until(
        `${title} sent`,
        async () =>
          (await t.post('/client/notification/get-all', {}, shopOwner)).body.notifications.find(
            (n: { id: number }) => n.id === id,
          ),
        // Its reach is counted right after the send (seconds for a million customers).
        (n) => n.sent && n.reached !== null,
      );
    };
    expect((await send('Primera')).reached).toBe(1);
    const reach = await t.post('/client/notification/reach', limaAt(0), shopOwner);
    expect(reach.body).toMatchObject({ customers: 0, capReached: true });
    expect((await send('Segunda')).reached).toBe(0);
    const items = (await inbox(dora)).notifications;
    expect(items.map((n: { title: string; from: string }) => `${n.from} ${n.title}`)).toEqual([
      'store Primera',
      'platform Premia',
    ]);
    expect(items[1].id).toBe(platformId);
  }, 60_000);

  it("sends nothing of the platform's notification in a brand without the admin area", async () => {
    const { token: shopOwner, ...shop } = await createSignedInStore(t);
    await t.db.execute(sql`update stores set email_on_customer_creation = false where id = ${shop.store.id}`);
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Elsa', email: 'elsa@example.com', marketingConsent: true },
      shopOwner,
    );
    const elsa = await startCustomerSession(t.db, shop.store.id, added.body.customer.id);
    const phone = await withDevice(elsa);
    await platformNotifications.saveSettings(await t.contextFor(admin), { ...NO_QUIET_HOURS, weeklyCap: 10 });
    // Scheduled while the deployment had the admin area: this brand's routes cannot.
    const { notification } = await platformNotifications.add(await t.contextFor(admin), {
      title: 'Plataforma oculta',
      description: 'No debe salir.',
      ...limaAt(2),
      sendPush: true,
      sendMail: true,
    } as Parameters<typeof platformNotifications.add>[1]);
    await until(
      'the send job done',
      async () =>
        (
          await t.pool.query(
            `select state from pgboss.job where name = 'notification-send' and (data->>'notificationId')::int = $1`,
            [notification.id],
          )
        ).rows.map((r) => r.state as string),
      (states) => states.length > 0 && states.every((s) => s === 'completed'),
    );
    await sleep(1500);
    const deliveries = await t.pool.query(
      'select 1 from notification_deliveries where notification_id = $1',
      [notification.id],
    );
    expect(deliveries.rowCount).toBe(0);
    expect((await inbox(elsa)).notifications).toEqual([]);
    expect(push.received.some((p) => p.device === phone.id)).toBe(false);
    expect(mailsTo('elsa@example.com')).toEqual([]);
  }, 60_000);

  it('starts its job just before its time; a job that died before counting the reach counts it on its retry, sending nothing again', async () => {
    const elsa = await customer('elsa@example.com', true);
    const at = limaAt(8);
    const created = await t.post(
      '/client/notification/add',
      { title: 'Cuenta', description: 'Alcance contado.', ...at, sendPush: false },
      owner,
    );
    const id = created.body.notification.id as number;
    const job = await t.pool.query<{ early: number }>(
      `select extract(epoch from n.scheduled_at - j.start_after) * 1000 as early
         from pgboss.job j join notifications n on n.id = (j.data->>'notificationId')::int
        where j.name = 'notification-send' and n.id = $1`,
      [id],
    );
    expect(job.rows.map((r) => Number(r.early))).toEqual([SEND_LEAD_MS]);
    const sent = await until(
      'sent and counted',
      () => listed(id),
      (n) => n.sent && n.reached !== null,
    );
    expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(Date.parse(`${at.date}T${at.time}-05:00`));
    expect((await inbox(elsa.token)).notifications.map((n: { id: number }) => n.id)).toContain(id);

    // As a process that died right after the send's commit leaves it: sent, not counted.
    await t.pool.query('update notifications set reached = null where id = $1', [id]);
    const { deps } = await t.contextFor(owner);
    expect(await sendDue(deps, id, 1)).toBe(`reached ${sent.reached} customers`);
    expect(await listed(id)).toMatchObject({ sent: true, reached: sent.reached });
    expect(await sendDue(deps, id, 1)).toBe('stale');
    const deliveries = await t.pool.query(
      'select 1 from notification_deliveries where notification_id = $1',
      [id],
    );
    expect(deliveries.rowCount).toBe(1);
  }, 60_000);

  it('sends a test to one chosen customer, and a message from the drawer, if they accepted', async () => {
    const eva = await customer('eva@example.com', true);
    const fede = await customer('fede@example.com', false);
    const draft = await t.post(
      '/client/notification/add',
      { title: 'Borrador', description: 'Para el mes que viene.', ...limaAt(3600), sendPush: false },
      owner,
    );
    const id = draft.body.notification.id as number;
    const test = await t.post(
      '/client/notification/send-one',
      { notificationId: id, customerId: eva.id },
      owner,
    );
    expect(test.body).toMatchObject({ s: 'ok', m: 'Notificación de prueba enviada' });
    expect((await inbox(eva.token)).notifications.map((n: { title: string }) => n.title)).toEqual([
      'Borrador',
    ]);
    const refused = await t.post(
      '/client/notification/send-one',
      { notificationId: id, customerId: fede.id },
      owner,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('notifications.noConsent');
    expect((await inbox(fede.token)).notifications).toEqual([]);

    const direct = await t.post(
      '/client/customer/notification/send',
      {
        customerId: eva.id,
        title: 'Su pedido está listo',
        description: 'Pase a recogerlo.',
        sendPush: false,
      },
      owner,
    );
    expect(direct.body).toMatchObject({ s: 'ok', m: 'Notificación enviada' });
    expect((await inbox(eva.token)).notifications.map((n: { title: string }) => n.title)).toEqual([
      'Su pedido está listo',
      'Borrador',
    ]);
    const list = (await t.post('/client/notification/get-all', {}, owner)).body.notifications;
    expect(list.map((n: { title: string }) => n.title)).not.toContain('Su pedido está listo');

    // The draft is still unsent; deleted, it never goes out.
    expect((await t.post('/client/notification/delete', { notificationId: id }, owner)).body).toMatchObject({
      s: 'ok',
      m: 'Notificación eliminada',
    });
    expect(await listed(id)).toBeUndefined();
  }, 30_000);

  /** The mails the catcher got for one address, as text, with their subject line. */
  const mailsTo = (address: string) =>
    t.smtp.mails.filter((m) => m.to.includes(address)).map((m) => mailText(m.raw));
  const subjectOf = (text: string) => /^Subject: (.*)$/m.exec(text)?.[1];

  it('a store cannot phish an address it typed: its words never lead a mail, the address is asked first, and direct messages are limited (#31 item 1)', async () => {
    const { token: shop, ...made } = await createSignedInStore(t, 'Tienda Rara');
    await t.db.execute(sql`update stores set email_on_customer_creation = false where id = ${made.store.id}`);
    await t.post('/client/notification/settings/save', { ...NO_QUIET_HOURS, weeklyCap: 3 }, shop);
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Víctima', email: 'victima@example.com', marketingConsent: true },
      shop,
    );
    const victim = added.body.customer.id as number;
    const phish = {
      customerId: victim,
      title: 'Su cuenta bancaria fue bloqueada',
      description: 'Ingrese aquí para desbloquearla.',
      buttonText: 'Desbloquear',
      buttonLink: 'https://banco-falso.example/login',
      sendPush: false,
      sendMail: true,
    };
    const first = await t.post('/client/customer/notification/send', phish, shop);
    expect(first.body).toMatchObject({ s: 'ok' });
    // Staff ticked the consent: the address gets only the platform's question, nothing the store wrote.
    const [question] = await until(
      'the question',
      async () => mailsTo('victima@example.com'),
      (m) => m.length === 1,
    );
    expect(subjectOf(question!)).toBe('Confirme si desea recibir novedades por email');
    expect(question).not.toContain('bancaria');
    expect(question).not.toContain('banco-falso');
    const confirmLink = /\/confirmar-novedades\?t=([0-9]+\.[A-Za-z0-9_-]+)/.exec(question!)![1]!;

    // Asked once: a second message mails nothing more.
    expect((await t.post('/client/customer/notification/send', phish, shop)).body.s).toBe('ok');
    await sleep(1500);
    expect(mailsTo('victima@example.com')).toHaveLength(1);

    // A forged link confirms nothing; the customer's own click does.
    const forged = await t.post('/general/marketing/confirm-mail', { token: `${victim}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('notifications.badConfirmMailLink');
    const confirmed = await t.post('/general/marketing/confirm-mail', { token: confirmLink });
    expect(confirmed.body).toMatchObject({ s: 'ok', storeName: 'Tienda Rara' });

    // Now mail goes, under the platform's subject, the store's words marked as theirs in the body.
    expect((await t.post('/client/customer/notification/send', phish, shop)).body.s).toBe('ok');
    const mails = await until(
      'the message',
      async () => mailsTo('victima@example.com'),
      (m) => m.length === 2,
    );
    expect(subjectOf(mails[1]!)).toBe(STORE_MESSAGE_SUBJECT);
    expect(mails[1]).toContain('Mensaje de Tienda Rara, escrito por el negocio (no por Premia):');
    expect(mails[1]).toContain('Su cuenta bancaria fue bloqueada');
    expect(t.smtp.mails.every((m) => !/^Subject: .*bancaria/m.test(mailText(m.raw)))).toBe(true);

    // Direct messages count in the customer's weekly cap (3 here)...
    const capped = await t.post('/client/customer/notification/send', phish, shop);
    expect(capped.status).toBe(409);
    expect(capped.body.m).toBe(
      'Este cliente ya recibió 3 mensajes esta semana, el máximo que permite su configuración. Podrá escribirle cuando pasen unos días.',
    );
    // ... tests of a notification too, and a store's day has a limit: 429 in Spanish.
    await t.db.execute(sql`update rate_limit_buckets set hits = ${DIRECT_PER_DAY}
      where key = ${`notifications:direct:store:${made.store.id}`}`);
    const other = await t.post(
      '/client/customer/add',
      { firstName: 'Otra', email: 'otra@example.com', marketingConsent: true },
      shop,
    );
    const limited = await t.post(
      '/client/customer/notification/send',
      { ...phish, customerId: other.body.customer.id },
      shop,
    );
    expect(limited.status).toBe(429);
    expect(limited.body.m).toBe(
      `Su negocio alcanzó el límite de ${DIRECT_PER_DAY} mensajes directos por día. Podrá enviar más en unas horas.`,
    );
  }, 60_000);

  it('a store deactivated or closed after scheduling sends nothing: no delivery, push or mail (#31 item 2)', async () => {
    for (const end of ['deactivated', 'closed'] as const) {
      const { token: shop, ...made } = await createSignedInStore(t);
      const shopId = made.store.id;
      await t.db.execute(sql`update stores set email_on_customer_creation = false where id = ${shopId}`);
      await t.post('/client/notification/settings/save', { ...NO_QUIET_HOURS, weeklyCap: 10 }, shop);
      const email = `${end}@example.com`;
      const added = await t.post(
        '/client/customer/add',
        { firstName: 'Cliente', email, marketingConsent: true },
        shop,
      );
      const id = added.body.customer.id as number;
      await markMailConfirmed(t.db, id, email);
      const token = await startCustomerSession(t.db, shopId, id);
      const phone = await withDevice(token);
      const created = await t.post(
        '/client/notification/add',
        { title: 'Programada', description: 'x', ...limaAt(3), sendPush: true, sendMail: true },
        shop,
      );
      const notificationId = created.body.notification.id as number;
      if (end === 'deactivated') await setStoreActive(t.db, shopId, false);
      else await closeStore(t.db, shopId);
      // Its job runs at its time; then long enough for a fan-out, a push and a mail, were there any.
      const job = await until(
        'the send job done',
        async () =>
          (
            await t.pool.query(
              `select state from pgboss.job where name = 'notification-send' and (data->>'notificationId')::int = $1`,
              [notificationId],
            )
          ).rows.map((r) => r.state as string),
        (states) => states.length > 0 && states.every((s) => s === 'completed'),
      );
      expect(job).toEqual(['completed']);
      await sleep(1500);
      const deliveries = await t.pool.query('select 1 from notification_deliveries where store_id = $1', [
        shopId,
      ]);
      expect(deliveries.rowCount).toBe(0);
      expect(push.received.some((p) => p.device === phone.id)).toBe(false);
      expect(mailsTo(email)).toEqual([]);
    }
  }, 60_000);

  it('holds at send time a mail queued for a store that was deactivated since (#31 item 2)', async () => {
    const { store } = await createStore(t.db);
    const [mailId] = await insertQueuedMails(t.db, [
      { to: 'cola@example.com', subject: 'Asunto', text: 'Cuerpo', storeId: store.id },
    ]);
    await setStoreActive(t.db, store.id, false);
    // Handed to the mail module's queue, as every feature's mails are; other tests' jobs may still wait.
    const jobId = await t.db.transaction((tx) => t.jobs.enqueue(tx, 'mail-batch', { mailIds: [mailId!] }));
    for (let tries = 0; tries < 100; tries++) {
      const job = await t.pool.query('select output from pgboss.job where id = $1 and state = $2', [
        jobId,
        'completed',
      ]);
      if (job.rowCount) {
        expect(job.rows[0].output).toEqual({ value: '0 mails sent' });
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const kept = await t.pool.query('select status, error from mail_outbox where id = $1', [mailId]);
    expect(kept.rows).toEqual([{ status: 'not-sent', error: 'store inactive' }]);
    expect(mailsTo('cola@example.com')).toEqual([]);
  });

  it("a notification's image is one of our uploads only, as the contract says (#31 item 10)", async () => {
    const form = { title: 'Imagen', description: 'x', ...limaAt(3600), sendPush: true };
    for (const image of [
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
      'https://tracker.example/pixel.gif?c=1',
      'data:image/png;base64,AAAA',
      '/uploads/../../etc/passwd',
    ]) {
      const res = await t.post('/client/notification/add', { ...form, image }, owner);
      expect(res.status, image).toBe(400);
      expect(res.body.code, image).toBe('content.imageUploadedOnly');
      expect(routes['/admin/notification/add'].input.safeParse({ ...form, image }).success, image).toBe(
        false,
      );
    }
    const ours = `/uploads/${storeId}/notification/0b8e6f6e-4a8c-4c1e-9d5e-2f1a3b4c5d6e.png`;
    const ok = await t.post('/client/notification/add', { ...form, image: ours }, owner);
    expect(ok.body).toMatchObject({ s: 'ok', notification: { image: ours } });
  });

  it('refuses a date already past, and an unknown push service', async () => {
    const past = await t.post(
      '/client/notification/add',
      { title: 'Tarde', description: 'x', date: '2020-01-01', time: '10:00' },
      owner,
    );
    expect(past.status).toBe(400);
    expect(past.body.m).toBe('La fecha y hora de envío ya pasaron. Elija un momento futuro.');
    const gina = await customer('gina@example.com', true);
    const bad = await t.post(
      '/wallet/push/subscribe',
      {
        endpoint: 'http://169.254.169.254/latest',
        keys: push.device().subscription.keys,
      },
      gina.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('notifications.pushEndpointNotAllowed');
  });
});
