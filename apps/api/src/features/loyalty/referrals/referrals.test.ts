import { randomBytes } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createStoreWith } from '../../../../test/factories.ts';
import { hashToken } from '../../../lib/tokens.ts';

const t = useTestApp();

let ips = 0;
/** Each sign-up from an address of its own: the per-address sign-up limit never meets another test's. */
const newIp = () => `10.9.${Math.floor(++ips / 250)}.${ips % 250}`;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

async function call(path: string, body: unknown, token?: string, ip = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
  return { status: response.statusCode, body: response.json() as any };
}

const TERMS = {
  referralsOn: true,
  referrerPoints: 100,
  friendPoints: 50,
  referralMinPurchaseCents: 2000,
  referralMonthlyCap: 10,
  useConversion: true,
  conversionPoints: 1,
  conversionMoneyCents: 100,
  welcomePoints: 0,
  emailOnCustomerCreation: false,
  emailOnGivePoints: false,
};

/** A store of the test's own with referrals on (S/ 20 minimum), its wallet address and owner token. */
async function referralStore(settings: Partial<typeof TERMS> = {}) {
  const made = await createStoreWith(t, { ...TERMS, ...settings });
  const { rows } = await t.pool.query<{ code: string }>(
    'select lower(c.country_code) as code from countries c join stores s on s.country_id = c.id where s.id = $1',
    [made.store.id],
  );
  return { ...made, address: { countryCode: rows[0]!.code, slug: made.store.slug } };
}
type Store = Awaited<ReturnType<typeof referralStore>>;

/** A wallet sign-up as the product makes it, its email proved (the ticket its code would have left). */
async function signUp(
  store: Store,
  who: { email?: string; mobile?: string; referralCode?: string; device?: string } = {},
) {
  const email = who.email ?? `c-${unique()}@example.com`;
  const ticket = randomBytes(16).toString('hex');
  await t.pool.query(
    `insert into wallet_sign_in_codes (store_id, email, code_hash, expires_at, used_at, ticket_hash, ticket_expires_at)
     values ($1, $2, $3, now() + interval '20 minutes', now(), $4, now() + interval '30 minutes')`,
    [store.store.id, email, randomBytes(32), hashToken(ticket)],
  );
  const answer = await call(
    '/login/customer/sign-up',
    {
      ...store.address,
      signUpTicket: ticket,
      firstName: 'Cliente',
      lastName: unique(),
      mobile: who.mobile ?? `9${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
      acceptTerms: true,
      ...(who.referralCode === undefined ? {} : { referralCode: who.referralCode }),
      ...(who.device === undefined ? {} : { device: who.device }),
    },
    undefined,
    newIp(),
  );
  const found = await t.pool.query<{ id: number }>(
    'select id from customers where store_id = $1 and email = $2',
    [store.store.id, email],
  );
  return { ...answer, token: answer.body.token as string, id: found.rows[0]?.id ?? 0, email };
}

const device = () => `dev${randomBytes(8).toString('hex')}`;

/** A referrer: signed up on a device of their own, their invite card read (their code made). */
async function referrer(store: Store, who: { email?: string; mobile?: string } = {}) {
  const phone = device();
  const customer = await signUp(store, { ...who, device: phone });
  const card = await call('/wallet/referral', { device: phone }, customer.token);
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  return { ...customer, code: card.body.code as string, device: phone };
}

const buy = (store: Store, customerId: number, amount: number) =>
  call('/client/customer/add-points', { customerId, amount }, store.token);

async function balanceOf(store: Store, customerId: number) {
  const { rows } = await t.pool.query<{ balance: number }>(
    'select balance from customers where store_id = $1 and id = $2',
    [store.store.id, customerId],
  );
  return rows[0]!.balance;
}

async function referralOf(store: Store, friendId: number) {
  const { rows } = await t.pool.query<{ state: string; reason: string | null }>(
    'select state, reason from referrals where store_id = $1 and friend_id = $2',
    [store.store.id, friendId],
  );
  return rows[0];
}

describe('referral codes', () => {
  it('gives each customer one short code of unambiguous letters, unique in the store and kept', async () => {
    const store = await referralStore();
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push((await referrer(store)).code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect([...code].every((c) => REFERRAL_CODE_ALPHABET.includes(c))).toBe(true);
    }
    const a = await referrer(store);
    const again = await call('/wallet/referral', {}, a.token);
    expect(again.body.code).toBe(a.code);
    expect(again.body).toMatchObject({
      enabled: true,
      referrerPoints: 100,
      friendPoints: 50,
      minPurchase: 20,
    });
  });

  it('refuses an unknown code at sign-up with a Spanish 400, and accepts one typed in lower case with spaces', async () => {
    const store = await referralStore();
    const unknown = await signUp(store, { referralCode: 'ZZZZZZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.m).toMatch(/código de invitación no existe/);
    const tooLong = await signUp(store, { referralCode: 'x'.repeat(10_000) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.m).toMatch(/[áéíóúñ]|código|invitación/i);
    const a = await referrer(store);
    const typed = `${a.code.slice(0, 3).toLowerCase()} ${a.code.slice(3).toLowerCase()}`;
    const friend = await signUp(store, { referralCode: typed, device: device() });
    expect(friend.status, JSON.stringify(friend.body)).toBe(200);
    expect(await referralOf(store, friend.id)).toEqual({ state: 'pending', reason: null });
  });
});

describe('rewarding a referral', () => {
  it('gives both their points once when the first purchase reaches the minimum; the statement says why', async () => {
    const store = await referralStore();
    const a = await referrer(store);
    const b = await signUp(store, { referralCode: a.code, device: device() });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect((await buy(store, b.id, 25)).status).toBe(200);
    expect(await referralOf(store, b.id)).toEqual({ state: 'rewarded', reason: null });
    expect(await balanceOf(store, b.id)).toBe(25 + 50);
    expect(await balanceOf(store, a.id)).toBe(100);
    // A later purchase gives the purchase's points only.
    await buy(store, b.id, 30);
    expect(await balanceOf(store, a.id)).toBe(100);
    const card = await call('/wallet/referral', {}, a.token);
    expect(card.body).toMatchObject({ rewarded: 1, pending: 0, pointsEarned: 100 });
    const statement = await call('/wallet/points', { page: 1, pageSize: 20 }, a.token);
    expect(statement.body.entries[0]).toMatchObject({ kind: 'referral', points: 100 });
    expect(statement.body.entries[0].reason).toBe('Por invitar a un amigo');
    const list = await call('/client/referrals/list', { page: 1, pageSize: 20 }, store.token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.referrals[0]).toMatchObject({
      referrer: { id: a.id },
      friend: { id: b.id },
      state: 'rewarded',
      reason: null,
      referrerPoints: 100,
      friendPoints: 50,
    });
  });

  it('settles on the first purchase: one under the minimum is refused and a later bigger one gives nothing', async () => {
    const store = await referralStore();
    const a = await referrer(store);
    const b = await signUp(store, { referralCode: a.code, device: device() });
    await buy(store, b.id, 19.99);
    expect(await referralOf(store, b.id)).toEqual({ state: 'refused', reason: 'below-minimum' });
    await buy(store, b.id, 100);
    expect(await referralOf(store, b.id)).toEqual({ state: 'refused', reason: 'below-minimum' });
    expect(await balanceOf(store, a.id)).toBe(0);
    expect(await balanceOf(store, b.id)).toBe(19 + 100);
  });

  it('pays exactly once when the friend makes ten purchases at the same time', async () => {
    const store = await referralStore();
    const a = await referrer(store);
    const b = await signUp(store, { referralCode: a.code, device: device() });
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(store, b.id, 30)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const { rows } = await t.pool.query<{ n: number }>(
      "select count(*)::int as n from ledger_entries where store_id = $1 and kind = 'referral'",
      [store.store.id],
    );
    expect(rows[0]!.n).toBe(2);
    expect(await balanceOf(store, a.id)).toBe(100);
    expect(await balanceOf(store, b.id)).toBe(300 + 50);
    const keys = await t.pool.query('select 1 from referral_rewards where store_id = $1', [store.store.id]);
    expect(keys.rowCount).toBe(1);
  });

  it('settles by a queued job when the settlement fails at the counter, the purchase kept', async () => {
    const store = await referralStore();
    const a = await referrer(store);
    const b = await signUp(store, { referralCode: a.code, device: device() });
    // The database refuses this friend's reward key until the trigger is dropped: a settlement that fails.
    await t.pool.query(`create function refuse_reward_${b.id}() returns trigger language plpgsql as $$
      begin if new.friend_id = ${b.id} then raise exception 'settlement failed'; end if; return new; end $$`);
    await t.pool.query(`create trigger refuse_reward_${b.id} before insert on referral_rewards
      for each row execute function refuse_reward_${b.id}()`);
    const bought = await buy(store, b.id, 30);
    await t.pool.query(`drop trigger refuse_reward_${b.id} on referral_rewards`);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await referralOf(store, b.id)).toEqual({ state: 'pending', reason: null });
    expect(await balanceOf(store, b.id)).toBe(30);
    const queued = await t.pool.query<{ data: unknown }>(
      "select data from pgboss.job where name = 'referral-settle'",
    );
    expect(queued.rows.map((r) => r.data)).toContainEqual({ storeId: store.store.id, friendId: b.id });
    await t.jobsSettled(30_000);
    expect(await referralOf(store, b.id)).toEqual({ state: 'rewarded', reason: null });
    expect(await balanceOf(store, b.id)).toBe(30 + 50);
    expect(await balanceOf(store, a.id)).toBe(100);
  });

  it('cannot be rewarded twice: a second reward key of the same friend is refused by the database', async () => {
    const store = await referralStore();
    const a = await referrer(store);
    const b = await signUp(store, { referralCode: a.code, device: device() });
    await buy(store, b.id, 30);
    await expect(
      t.pool.query(
        'insert into referral_rewards (store_id, friend_id, referrer_entry_id, friend_entry_id) values ($1, $2, 1, 1)',
        [store.store.id, b.id],
      ),
    ).rejects.toThrow(/referral_rewards_pkey/);
  });

  it("stops at the referrer's monthly cap: the friend over it is refused with that reason", async () => {
    const store = await referralStore({ referralMonthlyCap: 2 });
    const a = await referrer(store);
    const friends = [];
    for (let i = 0; i < 3; i++) friends.push(await signUp(store, { referralCode: a.code, device: device() }));
    await Promise.all(friends.map((f) => buy(store, f.id, 20)));
    const states = await Promise.all(friends.map((f) => referralOf(store, f.id)));
    expect(states.filter((s) => s?.state === 'rewarded')).toHaveLength(2);
    expect(states.filter((s) => s?.state === 'refused')).toEqual([
      { state: 'refused', reason: 'monthly-cap' },
    ]);
    expect(await balanceOf(store, a.id)).toBe(200);
  });
});

describe('self-referral', () => {
  it('refuses the same mailbox (a +tag, Gmail dots), the same mobile and the same device, with the reason', async () => {
    const store = await referralStore();
    const name = `ana${unique()}`;
    const a = await referrer(store, { email: `${name}@gmail.com`, mobile: '987650001' });
    const byEmail = await signUp(store, {
      email: `${name.slice(0, 2)}.${name.slice(2)}+amigo@gmail.com`,
      referralCode: a.code,
      device: device(),
    });
    const byMobile = await signUp(store, { mobile: '987650001', referralCode: a.code, device: device() });
    const byDevice = await signUp(store, { referralCode: a.code, device: a.device });
    for (const friend of [byEmail, byMobile, byDevice])
      expect(friend.status, JSON.stringify(friend.body)).toBe(200);
    expect(await referralOf(store, byEmail.id)).toEqual({ state: 'refused', reason: 'same-email' });
    expect(await referralOf(store, byMobile.id)).toEqual({ state: 'refused', reason: 'same-mobile' });
    expect(await referralOf(store, byDevice.id)).toEqual({ state: 'refused', reason: 'same-device' });
    for (const friend of [byEmail, byMobile, byDevice]) await buy(store, friend.id, 50);
    expect(await balanceOf(store, a.id)).toBe(0);
    const list = await call(
      '/client/referrals/list',
      { page: 1, pageSize: 20, state: 'refused' },
      store.token,
    );
    expect(list.body.referrals.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'same-device',
      'same-email',
      'same-mobile',
    ]);
  });
});

describe('settings and tenants', () => {
  it('saves the terms audited; refuses 12,50 as text, -5 and a 10,000-character paste with a Spanish 400', async () => {
    const store = await referralStore({ referralsOn: false });
    const saved = await call(
      '/client/store/save',
      {
        referralsOn: true,
        referralMinPurchase: 12.5,
        referrerPoints: 80,
        friendPoints: 40,
        referralMonthlyCap: 3,
      },
      store.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.store).toMatchObject({
      referralsOn: true,
      referralMinPurchase: 12.5,
      referralMonthlyCap: 3,
    });
    const audit = await t.pool.query<{ detail: Record<string, unknown> }>(
      "select detail from audit_log where store_id = $1 and action = 'store.referrals'",
      [store.store.id],
    );
    expect(audit.rows[0]?.detail).toMatchObject({
      referralsOn: true,
      minPurchase: 12.5,
      previousReferralsOn: false,
    });
    for (const bad of [
      { referralMinPurchase: '12,50' },
      { referralMinPurchase: -5 },
      { referrerPoints: -5 },
      { referralMonthlyCap: 'x'.repeat(10_000) },
      { friendPoints: 1.5 },
    ]) {
      const answer = await call('/client/store/save', bad, store.token);
      expect(answer.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(answer.body.m).toMatch(/[a-záéíóúñ]/);
      expect(answer.body.m).not.toMatch(/Expected|Invalid input/);
    }
  });

  it("keeps each store's codes and referrals to itself", async () => {
    const one = await referralStore();
    const other = await referralStore();
    const a = await referrer(one);
    const elsewhere = await signUp(other, { referralCode: a.code, device: device() });
    // The same six letters may be another store's code by chance; almost never, and then it is theirs.
    const taken = await t.pool.query('select 1 from referral_codes where store_id = $1 and code = $2', [
      other.store.id,
      a.code,
    ]);
    if (taken.rowCount === 0) expect(elsewhere.status).toBe(400);
    await signUp(one, { referralCode: a.code, device: device() });
    const mine = await call('/client/referrals/list', { page: 1, pageSize: 20 }, one.token);
    const theirs = await call('/client/referrals/list', { page: 1, pageSize: 20 }, other.token);
    expect(mine.body.total).toBe(1);
    expect(theirs.body.total).toBe(0);
  });

  it('records nothing while the store has referrals off', async () => {
    const store = await referralStore();
    const a = await referrer(store);
    await t.pool.query('update stores set referrals_on = false where id = $1', [store.store.id]);
    const b = await signUp(store, { referralCode: a.code, device: device() });
    expect(b.status).toBe(200);
    expect(await referralOf(store, b.id)).toBeUndefined();
  });
});
