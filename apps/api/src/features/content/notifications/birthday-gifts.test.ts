import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithMail, type TestAppWithMail } from '../../../../test/build-test-app.ts';
import { createSignedInStore, setStoreSettings } from '../../../../test/factories.ts';
import type { Deps } from '../../../lib/context.ts';
import { markMailConfirmed } from '../../loyalty/customers/index.ts';
import { startCustomerSession } from '../../loyalty/wallet/index.ts';
import { birthdaysOfDay, giveDueBirthdays } from './birthday-gifts.ts';

// The hourly 'birthday-gifts' job (issue 34 §2): on a customer's birthday in the store's time zone the
// store's points, once a year, through the ledger, and a message as the customer accepts them.

/** An instant given in UTC; the stores are in Lima (UTC-5, no summer time). */
const at = (utc: string) => new Date(utc);

describe('birthday gifts', () => {
  let t: TestAppWithMail;
  let deps: Deps;

  /** A store in Lima giving `points` on birthdays (or not), no quiet hours. */
  async function store(gift: 'points' | 'off' = 'points', points = 50, message: string | null = null) {
    const made = await createSignedInStore(t);
    await setStoreSettings(t.db, made.store.id, {
      birthdayGift: gift,
      birthdayPoints: points,
      birthdayMessage: message,
      welcomePoints: 0,
      emailOnCustomerCreation: false,
    });
    await t.pool.query(
      `insert into notification_settings (store_id, quiet_start, quiet_end, weekly_cap) values ($1, '00:00', '00:00', 10)`,
      [made.store.id],
    );
    return { id: made.store.id, owner: made.token };
  }

  /** A customer added in the back office with this birthday, marketing accepted, signed in to the wallet. */
  async function customer(s: { id: number; owner: string }, birthday: string | null, consent = true) {
    const email = `c${Math.random().toString(36).slice(2)}@example.com`;
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Cliente', lastName: 'Prueba', email, birthday, marketingConsent: consent },
      s.owner,
    );
    expect(added.body.s, JSON.stringify(added.body)).toBe('ok');
    const id = added.body.customer.id as number;
    return { id, email, token: await startCustomerSession(t.db, s.id, id) };
  }

  /** The job's run at `asOf`, as if each store's day had just begun (its last run forgotten). */
  async function runAt(asOf: Date) {
    await t.pool.query("delete from store_day_runs where job = 'birthday-gifts'");
    const result = await giveDueBirthdays(deps, asOf, (storeId, error) => {
      throw new Error(`store ${storeId}: ${String(error)}`);
    });
    await t.jobsSettled();
    return result;
  }

  const statement = async (token: string) =>
    (await t.post('/wallet/points', { page: 1, pageSize: 20 }, token)).body as {
      balance: number;
      entries: { kind: string; points: number }[];
    };

  const gifts = async (customerId: number) =>
    (
      await t.pool.query<{ year: number; day: string; points: number }>(
        `select year, to_char(day, 'YYYY-MM-DD') as day, points from birthday_gifts where customer_id = $1 order by year`,
        [customerId],
      )
    ).rows;

  const inbox = async (token: string) =>
    (await t.post('/wallet/notifications/list', {}, token)).body.notifications as {
      title: string;
      description: string;
      titleCode?: string;
      descriptionCode?: string;
    }[];

  beforeAll(async () => {
    t = await buildTestAppWithMail();
    const first = await store('off');
    deps = (await t.contextFor(first.owner)).deps;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('celebrates 29 February on the 28th in a year without a 29th', () => {
    expect(birthdaysOfDay('2027-03-14')).toEqual(['03-14']);
    expect(birthdaysOfDay('2027-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOfDay('2028-02-28')).toEqual(['02-28']);
    expect(birthdaysOfDay('2028-02-29')).toEqual(['02-29']);
    expect(birthdaysOfDay('2100-02-28')).toEqual(['02-28', '02-29']);
  });

  it("gives the points on the birthday of the store's zone, once a year, with a message in the inbox", async () => {
    const s = await store('points', 50);
    const ana = await customer(s, '1990-03-14');
    const beto = await customer(s, '1985-03-15');
    // 03:00 UTC on 15 March is still 14 March, 22:00, in Lima: Ana's birthday, not Beto's.
    await runAt(at('2027-03-15T03:00:00Z'));
    expect(await statement(ana.token)).toMatchObject({
      balance: 50,
      entries: [{ kind: 'birthday', points: 50 }],
    });
    expect((await statement(beto.token)).entries).toEqual([]);
    expect(await inbox(ana.token)).toEqual([
      expect.objectContaining({
        title: '¡Feliz cumpleaños!',
        description: '¡Feliz cumpleaños! Le regalamos 50 puntos para celebrarlo.',
        titleCode: 'notifications.birthdayTitle',
        descriptionCode: 'notifications.birthdayBody',
      }),
    ]);
    // Later the same Lima day, and the day again (a retry, a second look): nothing more.
    await runAt(at('2027-03-15T04:30:00Z'));
    await runAt(at('2027-03-14T15:00:00Z'));
    expect((await statement(ana.token)).entries).toHaveLength(1);
    expect(await inbox(ana.token)).toHaveLength(1);
    expect(await gifts(ana.id)).toEqual([{ year: 2027, day: '2027-03-14', points: 50 }]);
    // Beto's day in Lima, and Ana's next birthday.
    await runAt(at('2027-03-15T12:00:00Z'));
    await runAt(at('2028-03-14T12:00:00Z'));
    expect((await statement(beto.token)).entries).toMatchObject([{ kind: 'birthday', points: 50 }]);
    expect(await gifts(ana.id)).toEqual([
      { year: 2027, day: '2027-03-14', points: 50 },
      { year: 2028, day: '2028-03-14', points: 50 },
    ]);
    expect((await statement(ana.token)).balance).toBe(100);
  });

  it("says the owner's own message, and gives without a message to a customer who accepts none", async () => {
    const s = await store('points', 30, 'Un regalo de {{points}} puntos: ¡feliz día!');
    const ana = await customer(s, '1990-07-02');
    await markMailConfirmed(t.db, ana.id, ana.email);
    const quiet = await customer(s, '1991-07-02', false);
    await runAt(at('2027-07-02T17:00:00Z'));
    expect(await inbox(ana.token)).toEqual([
      expect.objectContaining({ description: 'Un regalo de 30 puntos: ¡feliz día!' }),
    ]);
    expect((await inbox(ana.token))[0]!.descriptionCode).toBeNull();
    // Mailed, the owner's words are marked as the store's, never sent as Premia's (docs/SECURITY.md).
    const { rows: mails } = await t.pool.query<{ text: string }>(
      'select text_body as text from mail_outbox where to_address = $1',
      [ana.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('escrito por el negocio (no por Premia)');
    expect(mails[0]!.text).toContain('Un regalo de 30 puntos: ¡feliz día!');
    expect(await statement(quiet.token)).toMatchObject({ balance: 30, entries: [{ kind: 'birthday' }] });
    expect(await inbox(quiet.token)).toEqual([]);
  });

  it('gives the points in the quiet hours, and the message (inbox, push, mail) at their end', async () => {
    const s = await store('points', 15);
    // No settings of its own: the default quiet hours, 20:00 to 08:00 in Lima.
    await t.pool.query('delete from notification_settings where store_id = $1', [s.id]);
    const ana = await customer(s, '1990-04-01');
    await t.pool.query("delete from store_day_runs where job = 'birthday-gifts'");
    // 06:00 UTC is 01:00 in Lima: the quiet hours end at 08:00 there, 13:00 UTC.
    const result = await giveDueBirthdays(deps, at('2027-04-01T06:00:00Z'), (storeId, error) => {
      throw new Error(`store ${storeId}: ${String(error)}`);
    });
    expect(result.gifts).toBe(1);
    expect(await statement(ana.token)).toMatchObject({ balance: 15, entries: [{ kind: 'birthday' }] });
    const quietEnd = Date.parse('2027-04-01T13:00:00Z');
    const { rows: delivered } = await t.pool.query<{ delivered_at: Date }>(
      'select delivered_at from notification_deliveries where customer_id = $1',
      [ana.id],
    );
    expect(delivered.map((r) => r.delivered_at.getTime())).toEqual([quietEnd]);
    const waiting = await t.pool.query<{ start_after: Date }>(
      `delete from pgboss.job where name = 'notification-fanout' and state = 'created'
         and (data->>'deliveryId')::int in (select id from notification_deliveries where customer_id = $1)
       returning start_after`,
      [ana.id],
    );
    expect(waiting.rows.map((r) => r.start_after.getTime())).toEqual([quietEnd]);
    await t.jobsSettled();
  });

  it('gives 29 February birthdays on the 28th in other years, and on the 29th in leap years, once', async () => {
    const s = await store('points', 20);
    const leap = await customer(s, '2000-02-29');
    await runAt(at('2027-02-28T17:00:00Z'));
    await runAt(at('2027-03-01T17:00:00Z'));
    await runAt(at('2028-02-28T17:00:00Z'));
    expect(await gifts(leap.id)).toEqual([{ year: 2027, day: '2027-02-28', points: 20 }]);
    await runAt(at('2028-02-29T17:00:00Z'));
    expect(await gifts(leap.id)).toEqual([
      { year: 2027, day: '2027-02-28', points: 20 },
      { year: 2028, day: '2028-02-29', points: 20 },
    ]);
  });

  it('gives nothing more in the year when the store moves a birthday after the gift (audited)', async () => {
    const s = await store('points', 40);
    const ana = await customer(s, '1990-05-10');
    await runAt(at('2027-05-10T17:00:00Z'));
    const moved = await t.post(
      '/client/customer/update',
      { customerId: ana.id, firstName: 'Cliente', lastName: 'Prueba', birthday: '1990-06-20' },
      s.owner,
    );
    expect(moved.body.s, JSON.stringify(moved.body)).toBe('ok');
    await runAt(at('2027-06-20T17:00:00Z'));
    expect(await gifts(ana.id)).toEqual([{ year: 2027, day: '2027-05-10', points: 40 }]);
    expect((await statement(ana.token)).balance).toBe(40);
    await runAt(at('2028-06-20T17:00:00Z'));
    expect((await statement(ana.token)).balance).toBe(80);
    const audit = await t.pool.query(
      `select action, detail from audit_log where store_id = $1 and action = 'customer.birthday'`,
      [s.id],
    );
    expect(audit.rows).toEqual([{ action: 'customer.birthday', detail: { customerId: ana.id } }]);
  });

  it('gives once when two runs (two processes) look at the same day at once', async () => {
    const s = await store('points', 25);
    const many = [];
    for (let i = 0; i < 5; i++) many.push(await customer(s, '1992-09-09'));
    await t.pool.query("delete from store_day_runs where job = 'birthday-gifts'");
    const asOf = at('2027-09-09T17:00:00Z');
    const fail = (storeId: number, error: unknown) => {
      throw new Error(`store ${storeId}: ${String(error)}`);
    };
    const [one, two] = await Promise.all([
      giveDueBirthdays(deps, asOf, fail),
      giveDueBirthdays(deps, asOf, fail),
    ]);
    await t.jobsSettled();
    expect(one.gifts + two.gifts).toBe(5);
    for (const c of many) {
      expect((await statement(c.token)).entries).toHaveLength(1);
      expect(await inbox(c.token)).toHaveLength(1);
    }
    // The database itself refuses a second gift of the year.
    await expect(
      t.pool.query(
        `insert into birthday_gifts (store_id, customer_id, year, day, points, entry_id)
         select store_id, customer_id, year, day, points, entry_id from birthday_gifts where customer_id = $1`,
        [many[0]!.id],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'birthday_gifts_pkey' });
  });

  it("gives each store's gift to its own customers only, and nothing where it is off or to the deleted", async () => {
    const on = await store('points', 60);
    const off = await store('off');
    const mine = await customer(on, '1980-11-30');
    const theirs = await customer(off, '1980-11-30');
    const gone = await customer(on, '1980-11-30');
    expect((await t.post('/client/customer/delete', { customerId: gone.id }, on.owner)).body.s).toBe('ok');
    await runAt(at('2027-11-30T17:00:00Z'));
    expect((await statement(mine.token)).balance).toBe(60);
    expect(await gifts(theirs.id)).toEqual([]);
    expect(await gifts(gone.id)).toEqual([]);
    const rows = await t.pool.query(`select store_id from ledger_entries where customer_id = $1`, [mine.id]);
    expect(rows.rows).toEqual([{ store_id: on.id }]);
  });

  describe('the birthday in the wallet: set once by the customer', () => {
    const profile = (birthday: string | null | undefined) => ({
      firstName: 'Cliente',
      lastName: 'Prueba',
      mobile: '987654321',
      ...(birthday === undefined ? {} : { birthday }),
    });

    it('is set when empty, then kept when left out or sent again, and another one is refused in Spanish', async () => {
      const s = await store('points', 10);
      const c = await customer(s, null);
      const set = await t.post('/wallet/profile/update', profile('1995-04-01'), c.token);
      expect(set.body.profile.birthday, JSON.stringify(set.body)).toBe('1995-04-01');
      const same = await t.post('/wallet/profile/update', profile('1995-04-01'), c.token);
      expect(same.body.s).toBe('ok');
      const left = await t.post('/wallet/profile/update', profile(undefined), c.token);
      expect(left.body.profile.birthday).toBe('1995-04-01');
      for (const other of ['1995-12-07', null]) {
        const moved = await t.post('/wallet/profile/update', profile(other), c.token);
        expect(moved.status).toBe(409);
        expect(moved.body).toMatchObject({
          code: 'wallet.birthdayLocked',
          m: 'Su fecha de nacimiento ya está registrada y solo el negocio puede cambiarla. Pídalo en el local.',
        });
      }
      const me = await t.post('/wallet/profile', {}, c.token);
      expect(me.body.profile.birthday).toBe('1995-04-01');
      // The store may still change it.
      const byStore = await t.post(
        '/client/customer/update',
        { customerId: c.id, firstName: 'Cliente', lastName: 'Prueba', birthday: '1995-12-07' },
        s.owner,
      );
      expect(byStore.body.customer.birthday).toBe('1995-12-07');
    });
  });

  describe("the owner's setting", () => {
    it('is saved, read back and audited with what it was; a bad number is refused in Spanish', async () => {
      const s = await store('off');
      const saved = await t.post(
        '/client/store/save',
        { birthdayGift: 'points', birthdayPoints: 75, birthdayMessage: '¡Feliz día!' },
        s.owner,
      );
      expect(saved.body.store, JSON.stringify(saved.body)).toMatchObject({
        birthdayGift: 'points',
        birthdayPoints: 75,
        birthdayMessage: '¡Feliz día!',
      });
      // Our default words sent back stay ours (said in each customer's language).
      const ours = await t.post(
        '/client/store/save',
        { birthdayMessage: '¡Feliz cumpleaños! Le regalamos {{points}} puntos para celebrarlo.' },
        s.owner,
      );
      expect(ours.body.store.birthdayMessage).toBeNull();
      const audit = await t.pool.query(
        `select detail from audit_log where store_id = $1 and action = 'store.birthdayGift' order by id`,
        [s.id],
      );
      expect(audit.rows).toEqual([
        { detail: { gift: 'points', points: 75, previousGift: 'off', previousPoints: 50 } },
      ]);
      const bad = await t.post('/client/store/save', { birthdayPoints: 0 }, s.owner);
      expect(bad.status).toBe(400);
      expect(bad.body.m).toContain('puntos de cumpleaños');
    });
  });
});
