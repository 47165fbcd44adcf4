import type { ReferralRefusal, ReferralRow, ReferralState } from '@premia/contract';
import { clientCode } from '@premia/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customers, ledgerEntries, stores } from '../../../db/schema.ts';
import { customerDevices, referralCodes, referralRewards, referrals } from './referrals.table.ts';

export const REFERRAL_CODE_UNIQUE = 'referral_codes_code_uq';

/** The store's referral terms, and its month (YYYY-MM, its zone) now: the cap counts in it. */
export type ReferralTerms = {
  on: boolean;
  referrerPoints: number;
  friendPoints: number;
  minPurchaseCents: number;
  monthlyCap: number;
  month: string;
};

export async function referralTerms(db: DbOrTx, storeId: number): Promise<ReferralTerms | undefined> {
  const found = await db.execute<ReferralTerms>(sql`
    select referrals_on as "on", referrer_points as "referrerPoints", friend_points as "friendPoints",
      referral_min_purchase_cents as "minPurchaseCents", referral_monthly_cap as "monthlyCap",
      to_char(now() at time zone time_zone, 'YYYY-MM') as month
    from ${stores} where id = ${storeId}`);
  return found.rows[0];
}

export async function codeOf(db: DbOrTx, storeId: number, customerId: number): Promise<string | undefined> {
  const found = await db.execute<{ code: string }>(sql`
    select code from ${referralCodes} where store_id = ${storeId} and customer_id = ${customerId}`);
  return found.rows[0]?.code;
}

/** Gives the customer this code unless they have one; a code another customer has throws its unique violation. */
export async function insertCode(db: DbOrTx, storeId: number, customerId: number, code: string) {
  await db.execute(sql`
    insert into ${referralCodes} (store_id, customer_id, code) values (${storeId}, ${customerId}, ${code})
    on conflict (customer_id, store_id) do nothing`);
}

/** The live customer whose code this is. */
export async function referrerByCode(db: DbOrTx, storeId: number, code: string): Promise<number | undefined> {
  const found = await db.execute<{ id: number }>(sql`
    select c.id from ${referralCodes} r
    join ${customers} c on c.store_id = r.store_id and c.id = r.customer_id and c.deleted_at is null
    where r.store_id = ${storeId} and r.code = ${code}`);
  return found.rows[0]?.id;
}

export async function recordDevice(db: DbOrTx, storeId: number, customerId: number, device: string) {
  await db.execute(sql`
    insert into ${customerDevices} (store_id, customer_id, device) values (${storeId}, ${customerId}, ${device})
    on conflict do nothing`);
}

export async function usedDevice(db: DbOrTx, storeId: number, customerId: number, device: string) {
  const found = await db.execute(sql`
    select 1 from ${customerDevices}
    where store_id = ${storeId} and customer_id = ${customerId} and device = ${device}`);
  return found.rows.length > 0;
}

/** What self-referral compares: the customer's email and mobiles (held one included); null when deleted. */
export type Contact = {
  email: string | null;
  mobile: string | null;
  pendingMobile: string | null;
};

/** Both customers' contacts, their rows locked in id order (a settlement's balances are written next). */
export async function lockContacts(db: DbOrTx, storeId: number, ids: number[]) {
  const found = await db.execute<Contact & { id: number; deleted: boolean }>(sql`
    select id, email::text as email, mobile, pending_mobile as "pendingMobile", deleted_at is not null as deleted
    from ${customers} where store_id = ${storeId} and id = any(${`{${ids.join(',')}}`}::int[])
    order by id for update`);
  return new Map(found.rows.map((r) => [r.id, r]));
}

export async function contactOf(
  db: DbOrTx,
  storeId: number,
  customerId: number,
): Promise<Contact | undefined> {
  const found = await db.execute<Contact>(sql`
    select email::text as email, mobile, pending_mobile as "pendingMobile"
    from ${customers} where store_id = ${storeId} and id = ${customerId} and deleted_at is null`);
  return found.rows[0];
}

export async function insertReferral(
  db: DbOrTx,
  storeId: number,
  values: { referrerId: number; friendId: number; refusal: ReferralRefusal | null },
) {
  await db.execute(sql`
    insert into ${referrals} (store_id, referrer_id, friend_id, state, reason, settled_at)
    values (${storeId}, ${values.referrerId}, ${values.friendId},
      ${values.refusal ? 'refused' : 'pending'}, ${values.refusal},
      ${values.refusal ? sql`now()` : null})
    on conflict (store_id, friend_id) do nothing`);
}

/** Whether the customer is a friend whose referral waits for their first purchase (one key read). */
export async function hasPendingReferral(db: DbOrTx, storeId: number, friendId: number): Promise<boolean> {
  const found = await db.execute(sql`
    select 1 from ${referrals} where store_id = ${storeId} and friend_id = ${friendId} and state = 'pending'`);
  return found.rows.length > 0;
}

/** The friend's pending referral, locked until the transaction ends: a second settlement waits, then finds it settled. */
export async function lockPendingReferral(db: DbOrTx, storeId: number, friendId: number) {
  const found = await db.execute<{ id: number; referrerId: number }>(sql`
    select id, referrer_id as "referrerId" from ${referrals}
    where store_id = ${storeId} and friend_id = ${friendId} and state = 'pending'
    for update`);
  return found.rows[0];
}

/** The amount of the friend's first points-earning purchase in the store (the earliest 'purchase' row). */
export async function firstPurchase(db: DbOrTx, storeId: number, customerId: number) {
  const found = await db.execute<{ amountCents: number | null }>(sql`
    select amount_cents as "amountCents" from ${ledgerEntries}
    where store_id = ${storeId} and customer_id = ${customerId} and kind = 'purchase' and points > 0
    order by id limit 1`);
  return found.rows[0];
}

export async function rewardedThisMonth(db: DbOrTx, storeId: number, referrerId: number, month: string) {
  const found = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${referrals}
    where store_id = ${storeId} and referrer_id = ${referrerId} and rewarded_month = ${month}`);
  return found.rows[0]?.n ?? 0;
}

export async function refuseReferral(db: DbOrTx, storeId: number, id: number, reason: ReferralRefusal) {
  await db.execute(sql`
    update ${referrals} set state = 'refused', reason = ${reason}, settled_at = now()
    where store_id = ${storeId} and id = ${id} and state = 'pending'`);
}

/** The reward's key (a second one for the friend is a unique violation) and the referral marked rewarded. */
export async function markRewarded(
  db: DbOrTx,
  storeId: number,
  referral: { id: number; friendId: number },
  reward: { referrerPoints: number; friendPoints: number; referrerEntryId: number; friendEntryId: number },
  month: string,
) {
  await db.execute(sql`
    insert into ${referralRewards} (store_id, friend_id, referrer_entry_id, friend_entry_id)
    values (${storeId}, ${referral.friendId}, ${reward.referrerEntryId}, ${reward.friendEntryId})`);
  await db.execute(sql`
    update ${referrals} set state = 'rewarded', referrer_points = ${reward.referrerPoints},
      friend_points = ${reward.friendPoints}, rewarded_month = ${month}, settled_at = now()
    where store_id = ${storeId} and id = ${referral.id} and state = 'pending'`);
}

/** The customer's friends by state and the points their referrals gave them. */
export async function referrerSummary(db: DbOrTx, storeId: number, referrerId: number) {
  const found = await db.execute<{ rewarded: number; pending: number; points: number }>(sql`
    select count(*) filter (where state = 'rewarded')::int as rewarded,
      count(*) filter (where state = 'pending')::int as pending,
      coalesce(sum(referrer_points) filter (where state = 'rewarded'), 0)::int as points
    from ${referrals} where store_id = ${storeId} and referrer_id = ${referrerId}`);
  return found.rows[0] ?? { rewarded: 0, pending: 0, points: 0 };
}

type ListRow = {
  id: number;
  referrerId: number;
  referrerName: string;
  friendId: number;
  friendName: string;
  createdAt: Date;
  state: ReferralState;
  reason: ReferralRefusal | null;
  settledAt: Date | null;
  referrerPoints: number;
  friendPoints: number;
  total: number;
};

/** A page of the store's referrals, newest first, with the total. */
export async function listReferrals(
  db: DbOrTx,
  storeId: number,
  page: { page: number; pageSize: number; state?: ReferralState | undefined },
): Promise<{ referrals: ReferralRow[]; total: number }> {
  const byState = page.state ? sql`and r.state = ${page.state}` : sql``;
  const found = await db.execute<ListRow>(sql`
    select r.id, r.referrer_id as "referrerId", trim(a.first_name || ' ' || a.last_name) as "referrerName",
      r.friend_id as "friendId", trim(b.first_name || ' ' || b.last_name) as "friendName",
      r.created_at as "createdAt", r.state, r.reason, r.settled_at as "settledAt",
      r.referrer_points as "referrerPoints", r.friend_points as "friendPoints",
      count(*) over ()::int as total
    from ${referrals} r
    join ${customers} a on a.store_id = r.store_id and a.id = r.referrer_id
    join ${customers} b on b.store_id = r.store_id and b.id = r.friend_id
    where r.store_id = ${storeId} ${byState}
    order by r.created_at desc, r.id desc
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`);
  const iso = (d: Date | string) => new Date(d).toISOString();
  return {
    total: found.rows[0]?.total ?? 0,
    referrals: found.rows.map((r) => ({
      id: r.id,
      referrer: { id: r.referrerId, name: r.referrerName, clientCode: clientCode(r.referrerId) ?? '' },
      friend: { id: r.friendId, name: r.friendName, clientCode: clientCode(r.friendId) ?? '' },
      createdAt: iso(r.createdAt),
      state: r.state,
      reason: r.reason,
      settledAt: r.settledAt === null ? null : iso(r.settledAt),
      referrerPoints: r.referrerPoints,
      friendPoints: r.friendPoints,
    })),
  };
}
