import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithMail, type TestAppWithMail } from '../../../../test/build-test-app.ts';
import { createSignedInStore, earnedAgo, setStoreSettings } from '../../../../test/factories.ts';
import { type Device, startPushEndpoint } from '../../../../test/push-endpoint.ts';
import type { Deps } from '../../../lib/context.ts';
import { markMailConfirmed } from '../../loyalty/customers/index.ts';
import { startCustomerSession } from '../../loyalty/wallet/index.ts';
import { noticeDueStores, noticeStore } from './expiry-notices.ts';

// The hourly 'points-expiry-notices' job: a customer whose points expire within 30 days is told once,
// and again within 7 days, in the inbox and by push and mail as they accept them.

const NO_QUIET_HOURS = { quietStart: '00:00', quietEnd: '00:00' };

describe('the points expiry notices', () => {
  let t: TestAppWithMail;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;

  /** A store with points that expire 12 months after they are earned, no quiet hours, a cap of `cap` a week. */
  async function store(rule: 'earned' | 'never' = 'earned', cap = 10) {
    const made = await createSignedInStore(t);
    await setStoreSettings(t.db, made.store.id, {
      pointsExpiryRule: rule,
      pointsExpiryMonths: 12,
      emailOnCustomerCreation: false,
    });
    // As the owner's notification settings save them (a screen of the brand with store notifications).
    await t.pool.query(
      `insert into notification_settings (store_id, quiet_start, quiet_end, weekly_cap) values ($1, $2, $3, $4)`,
      [made.store.id, NO_QUIET_HOURS.quietStart, NO_QUIET_HOURS.quietEnd, cap],
    );
    return { id: made.store.id, name: made.store.name, owner: made.token };
  }

  /** A customer added in the back office who accepted marketing, signed in to the wallet (address proved). */
  async function customer(s: { id: number; owner: string }, email: string) {
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Cliente', lastName: email, email, marketingConsent: true },
      s.owner,
    );
    expect(added.body.s, JSON.stringify(added.body)).toBe('ok');
    const id = added.body.customer.id as number;
    await markMailConfirmed(t.db, id, email);
    return { id, email, token: await startCustomerSession(t.db, s.id, id) };
  }

  async function withDevice(token: string): Promise<Device> {
    const device = push.device();
    const res = await t.post('/wallet/push/subscribe', device.subscription, token);
    expect(res.body.s, JSON.stringify(res.body)).toBe('ok');
    return device;
  }

  async function runJob() {
    await t.db.transaction((tx) => t.jobs.enqueue(tx, 'points-expiry-notices', {}));
    await t.jobsSettled();
  }

  /** As if the stores' next day had come: the job looks at them again. */
  async function nextDay(...storeIds: number[]) {
    await t.pool.query(
      "delete from store_day_runs where job = 'points-expiry-notices' and store_id = any($1)",
      [storeIds],
    );
  }

  const inbox = async (token: string) =>
    (await t.post('/wallet/notifications/list', {}, token)).body.notifications as {
      title: string;
      description: string;
    }[];

  async function pushesTo(customerId: number) {
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from push_outbox o join push_subscriptions s on s.id = o.subscription_id
       where s.customer_id = $1 and o.status = 'sent'`,
      [customerId],
    );
    return rows[0]!.n;
  }

  async function mailsTo(email: string) {
    const { rows } = await t.pool.query<{ subject: string; text: string }>(
      'select subject, text_body as text from mail_outbox where to_address = $1 order by id',
      [email],
    );
    return rows;
  }

  /** The Lima day of points earned `ago`, 12 months on, as the texts write it: DD/MM/YYYY. */
  async function limaDayIn(interval: string) {
    const { rows } = await t.pool.query<{ day: string }>(
      `select to_char(((now() - $1::interval) at time zone 'America/Lima')::date + interval '12 months', 'DD/MM/YYYY') as day`,
      [interval],
    );
    return rows[0]!.day;
  }

  let deps: Deps;
  let a: { id: number; name: string; owner: string };
  let ana: Awaited<ReturnType<typeof customer>>;
  let beto: Awaited<ReturnType<typeof customer>>;
  let ceci: Awaited<ReturnType<typeof customer>>;
  let dani: Awaited<ReturnType<typeof customer>>;
  let never: Awaited<ReturnType<typeof customer>>;
  let other: { id: number; name: string; owner: string };
  let eva: Awaited<ReturnType<typeof customer>>;

  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await buildTestAppWithMail({ env: { PUSH_ENDPOINT_ORIGINS: push.origin } });
    a = await store();
    deps = (await t.contextFor(a.owner)).deps;
    // Ana accepts everything and has a phone; Beto withdrew mail and has no device (push accepted, nowhere to send it).
    ana = await customer(a, `ana.${a.id}@example.com`);
    await withDevice(ana.token);
    beto = await customer(a, `beto.${a.id}@example.com`);
    const saved = await t.post('/wallet/consent/save', { mail: false }, beto.token);
    expect(saved.body.consents).toEqual({ inbox: true, push: true, mail: false });
    // Earned 12 months less 25 days ago: their last day is 25 days ahead.
    await earnedAgo(t, a.id, ana.id, 120, '12 months - 25 days');
    await earnedAgo(t, a.id, ana.id, 30, '1 day');
    await earnedAgo(t, a.id, beto.id, 80, '12 months - 20 days');
    ceci = await customer(a, `ceci.${a.id}@example.com`);
    dani = await customer(a, `dani.${a.id}@example.com`);
    await earnedAgo(t, a.id, dani.id, 50, '12 months - 25 days');
    const deleted = await t.post('/client/customer/delete', { customerId: dani.id }, a.owner);
    expect(deleted.body.s, JSON.stringify(deleted.body)).toBe('ok');

    const n = await store('never');
    never = await customer(n, `never.${n.id}@example.com`);
    await earnedAgo(t, n.id, never.id, 70, '12 months - 25 days');
    other = await store();
    eva = await customer(other, `eva.${other.id}@example.com`);
    await earnedAgo(t, other.id, eva.id, 90, '12 months - 25 days');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it("tells only that store's customers when one store is looked at", async () => {
    expect(await noticeStore(deps, a.id, await limaToday())).toBe(2);
    await t.jobsSettled();
    expect(await inbox(eva.token)).toEqual([]);
  });

  it('tells a customer whose points expire within 30 days once, in the inbox, by push and mail as accepted', async () => {
    await runJob();
    await runJob();
    await nextDay(a.id, other.id);
    await runJob();
    const day = await limaDayIn('12 months - 25 days');
    // Premia's words, with their codes: the wallet says them in the customer's language.
    expect(await inbox(ana.token)).toEqual([
      expect.objectContaining({
        title: 'Sus puntos vencen pronto',
        description: `120 puntos vencen el ${day}.`,
        titleCode: 'notifications.expiryTitle',
        descriptionCode: 'notifications.expiryBody',
        textParams: { points: 120, date: day.split('/').reverse().join('-') },
      }),
    ]);
    expect(await pushesTo(ana.id)).toBe(1);
    const mails = await mailsTo(ana.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sus puntos vencen pronto');
    expect(mails[0]!.text).toContain(`${a.name}\n\n120 puntos vencen el ${day}.`);
    expect(mails[0]!.text).not.toContain('escrito por el negocio');

    expect(await inbox(beto.token)).toEqual([
      expect.objectContaining({
        description: `80 puntos vencen el ${await limaDayIn('12 months - 20 days')}.`,
      }),
    ]);
    expect(await pushesTo(beto.id)).toBe(0);
    expect(await mailsTo(beto.email)).toEqual([]);
    // The other store's run told its own customer, once.
    expect(await inbox(eva.token)).toHaveLength(1);
  });

  it('tells nobody without points, deleted, or of a store whose points never expire', async () => {
    expect(await inbox(ceci.token)).toEqual([]);
    expect(await mailsTo(ceci.email)).toEqual([]);
    expect(await mailsTo(dani.email)).toEqual([]);
    const { rows } = await t.pool.query('select 1 from points_expiry_notices where customer_id = $1', [
      dani.id,
    ]);
    expect(rows).toEqual([]);
    expect(await inbox(never.token)).toEqual([]);
  });

  it('tells again within 7 days, once', async () => {
    // 20 days later (the store's day given as the job would): the same points expire in 5 (Ana) and 0 (Beto) days.
    const later = await limaToday('20 days');
    await noticeStore(deps, a.id, later);
    await noticeStore(deps, a.id, later);
    await t.jobsSettled();
    const day = await limaDayIn('12 months - 25 days');
    const anas = await inbox(ana.token);
    expect(anas).toHaveLength(2);
    expect(anas.map((n) => n.description)).toEqual([
      `120 puntos vencen el ${day}.`,
      `120 puntos vencen el ${day}.`,
    ]);
    expect(await pushesTo(ana.id)).toBe(2);
    expect(await mailsTo(ana.email)).toHaveLength(2);
    expect(await inbox(beto.token)).toHaveLength(2);
    const { rows } = await t.pool.query(
      'select notice from points_expiry_notices where customer_id = $1 order by notice desc',
      [ana.id],
    );
    expect(rows).toEqual([{ notice: 30 }, { notice: 7 }]);
  });

  it('tells a customer once when two processes look at the store at the same time', async () => {
    const s = await store();
    const gabi = await customer(s, `gabi.${s.id}@example.com`);
    await earnedAgo(t, s.id, gabi.id, 60, '12 months - 10 days');
    const today = await limaToday();
    const runs = await Promise.all([noticeStore(deps, s.id, today), noticeStore(deps, s.id, today)]);
    expect(runs.sort()).toEqual([0, 1]);
    await t.jobsSettled();
    expect(await inbox(gabi.token)).toHaveLength(1);
    expect(await mailsTo(gabi.email)).toHaveLength(1);
  });

  it("waits for the end of the store's quiet hours", async () => {
    const s = await store();
    const hugo = await customer(s, `hugo.${s.id}@example.com`);
    await earnedAgo(t, s.id, hugo.id, 60, '12 months - 10 days');
    // Quiet from an hour ago to two hours from now, in Lima: the next run of the job is quiet too.
    await t.pool.query(
      `update notification_settings set
         quiet_start = ((now() - interval '1 hour') at time zone 'America/Lima')::time,
         quiet_end = ((now() + interval '2 hours') at time zone 'America/Lima')::time
       where store_id = $1`,
      [s.id],
    );
    await runJob();
    expect(await inbox(hugo.token)).toEqual([]);
    await t.pool.query(
      `update notification_settings set quiet_start = '00:00', quiet_end = '00:00' where store_id = $1`,
      [s.id],
    );
    await runJob();
    expect(await inbox(hugo.token)).toHaveLength(1);
  });

  it('tells, at the end of the quiet hours, the customers of a store whose quiet hours leave less than an hour', async () => {
    const s = await store();
    const ines = await customer(s, `ines.${s.id}@example.com`);
    await withDevice(ines.token);
    await earnedAgo(t, s.id, ines.id, 60, '12 months - 10 days');
    // Open only from 10 to 40 minutes from now (whole minutes, as the settings save them), in Lima: no
    // hourly run of the job falls in it.
    const { rows: ends } = await t.pool.query<{ end: Date }>(
      `select date_trunc('minute', now() + interval '10 minutes') as end`,
    );
    const quietEnd = ends[0]!.end;
    await t.pool.query(
      `update notification_settings set
         quiet_start = (($2::timestamptz + interval '30 minutes') at time zone 'America/Lima')::time,
         quiet_end = ($2::timestamptz at time zone 'America/Lima')::time
       where store_id = $1`,
      [s.id, quietEnd],
    );
    const failed: unknown[] = [];
    const asOf = new Date();
    await noticeDueStores(deps, asOf, (_id, error) => failed.push(error));
    await noticeDueStores(deps, new Date(asOf.getTime() + 3_600_000), (_id, error) => failed.push(error));
    expect(failed).toEqual([]);
    // Told once, at the end of the quiet hours: the inbox's line is dated then (not shown before), and
    // the push and the mail are started then.
    const { rows: told } = await t.pool.query<{ delivered_at: Date }>(
      `select d.delivered_at from notification_deliveries d
       join points_expiry_notices n on n.notification_id = d.notification_id and n.customer_id = d.customer_id
       where d.customer_id = $1`,
      [ines.id],
    );
    expect(told.map((r) => r.delivered_at.getTime())).toEqual([quietEnd.getTime()]);
    expect(await inbox(ines.token)).toEqual([]);
    const { rows: jobs } = await t.pool.query<{ start_after: Date }>(
      `select start_after from pgboss.job where name = 'notification-fanout'
         and (data->>'deliveryId')::int in (select id from notification_deliveries where customer_id = $1)`,
      [ines.id],
    );
    expect(jobs.map((j) => j.start_after.getTime())).toEqual([quietEnd.getTime()]);
    // As if the end of the quiet hours had come: the push goes, once.
    await t.pool.query(
      `update pgboss.job set start_after = now() where name = 'notification-fanout' and start_after > now()`,
    );
    await t.jobsSettled();
    expect(await pushesTo(ines.id)).toBe(1);
  });

  it("pushes and mails the notice in the customer's language, as the wallet says it", async () => {
    const s = await store();
    const john = await customer(s, `john.${s.id}@example.com`);
    const phone = await withDevice(john.token);
    const updated = await t.post(
      '/wallet/profile/update',
      { firstName: 'John', lastName: 'Smith', mobile: '987654321', language: 'en' },
      john.token,
    );
    expect(updated.body.s, JSON.stringify(updated.body)).toBe('ok');
    await earnedAgo(t, s.id, john.id, 1500, '12 months - 10 days');
    await noticeStore(deps, s.id, await limaToday());
    await t.jobsSettled();
    const { rows } = await t.pool.query<{ day: string }>(
      `select to_char(((now() - interval '12 months - 10 days') at time zone 'America/Lima')::date + interval '12 months', 'DD/MM/YYYY') as day`,
    );
    const pushed = push.received.filter((p) => p.device === phone.id);
    expect(pushed.map((p) => [p.payload.title, p.payload.body])).toEqual([
      ['Your points expire soon', `1,500 points expire on ${rows[0]!.day}.`],
    ]);
    const mails = await mailsTo(john.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your points expire soon');
    expect(mails[0]!.text).toContain(`${s.name}\n\n1,500 points expire on ${rows[0]!.day}.`);
    expect(mails[0]!.text).toContain('To stop receiving them, open this link:');
    // The inbox keeps the codes: the wallet says them in the language the customer reads it in.
    expect(await inbox(john.token)).toEqual([
      expect.objectContaining({ titleCode: 'notifications.expiryTitle', title: 'Sus puntos vencen pronto' }),
    ]);
  });

  it('waits, while the weekly cap is full, for a later day of its window', async () => {
    const capped = await store('earned', 1);
    const fede = await customer(capped, `fede.${capped.id}@example.com`);
    await earnedAgo(t, capped.id, fede.id, 40, '12 months - 25 days');
    const sent = await t.post(
      '/client/customer/notification/send',
      {
        customerId: fede.id,
        title: 'Hola',
        description: 'Gracias por venir.',
        sendPush: false,
        sendMail: false,
      },
      capped.owner,
    );
    expect(sent.body.s, JSON.stringify(sent.body)).toBe('ok');
    await runJob();
    expect((await inbox(fede.token)).map((n) => n.title)).toEqual(['Hola']);

    // Once the cap has room (the owner raises it here; a week later does the same), the notice, still
    // within its window, goes on the next day's run.
    await t.pool.query('update notification_settings set weekly_cap = 2 where store_id = $1', [capped.id]);
    await nextDay(capped.id);
    await runJob();
    expect((await inbox(fede.token)).map((n) => n.title)).toEqual(['Sus puntos vencen pronto', 'Hola']);
  });

  /** The store's (Lima) day, YYYY-MM-DD, `later` from today. */
  async function limaToday(later = '0 days') {
    const { rows } = await t.pool.query<{ day: string }>(
      `select to_char((now() at time zone 'America/Lima')::date + $1::interval, 'YYYY-MM-DD') as day`,
      [later],
    );
    return rows[0]!.day;
  }
});
