import { type CouponBatch, type CouponCodeRow, clientCode, type GivenCoupon } from '@premia/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customers, rewards } from '../../../db/schema.ts';
import { couponBatchCustomers, couponBatches, couponCodes } from './coupons.table.ts';

// Qualified by hand: drizzle leaves columns unqualified in a one-table select.
const claimedCount = sql<number>`(select count(*)::int from ${couponCodes} c
  where c.batch_id = coupon_batches.id and c.customer_id is not null)`;

function toBatch(
  b: typeof couponBatches.$inferSelect,
  claimed: number,
  rewardName: string | null,
): CouponBatch {
  return {
    id: b.id,
    name: b.name,
    points: b.points,
    reward: b.rewardId !== null ? { id: b.rewardId, name: rewardName ?? '' } : null,
    expiresOn: b.expiresOn,
    limitPerCustomer: b.limitPerCustomer,
    source: b.source,
    codesTotal: b.codesTotal,
    codesClaimed: claimed,
    createdAt: b.createdAt.toISOString(),
  };
}

const live = (storeId: number) => and(eq(couponBatches.storeId, storeId), isNull(couponBatches.deletedAt));

export async function listBatches(db: DbOrTx, storeId: number): Promise<CouponBatch[]> {
  const rows = await db
    .select({ b: couponBatches, n: claimedCount, rewardName: rewards.name })
    .from(couponBatches)
    .leftJoin(rewards, eq(rewards.id, couponBatches.rewardId))
    .where(live(storeId))
    .orderBy(desc(couponBatches.createdAt), desc(couponBatches.id));
  return rows.map((r) => toBatch(r.b, r.n, r.rewardName));
}

export async function findBatch(db: DbOrTx, storeId: number, id: number): Promise<CouponBatch | undefined> {
  const [row] = await db
    .select({ b: couponBatches, n: claimedCount, rewardName: rewards.name })
    .from(couponBatches)
    .leftJoin(rewards, eq(rewards.id, couponBatches.rewardId))
    .where(and(live(storeId), eq(couponBatches.id, id)))
    .limit(1);
  return row && toBatch(row.b, row.n, row.rewardName);
}

export async function insertBatch(db: DbOrTx, values: typeof couponBatches.$inferInsert): Promise<number> {
  const [row] = await db.insert(couponBatches).values(values).returning({ id: couponBatches.id });
  return row!.id;
}

export async function setCodesTotal(db: DbOrTx, storeId: number, id: number, total: number): Promise<void> {
  await db
    .update(couponBatches)
    .set({ codesTotal: total })
    .where(and(eq(couponBatches.storeId, storeId), eq(couponBatches.id, id)));
}

/**
 * Inserts the codes into the batch in one statement; a code the store already has is skipped. Returns
 * the codes inserted (a made code that met an existing one is made again by the caller).
 */
export async function insertCodes(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  codes: string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  // One array parameter (codes are letters and digits only: a literal needs no quoting).
  const list = `{${codes.join(',')}}`;
  const result = await db.execute<{ code: string }>(sql`
    insert into coupon_codes (store_id, batch_id, code)
    select ${storeId}, ${batchId}, code from unnest(${list}::text[]) as code
    on conflict (store_id, code) do nothing
    returning code`);
  return result.rows.map((r) => r.code);
}

/** Which of these codes the store already has (in any batch, deleted ones included). */
export async function existingCodes(db: DbOrTx, storeId: number, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: couponCodes.code })
    .from(couponCodes)
    .where(and(eq(couponCodes.storeId, storeId), inArray(couponCodes.code, codes)));
  return new Set(rows.map((r) => r.code));
}

export async function codesPage(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  only: 'all' | 'claimed' | 'unclaimed',
  page: { limit: number; offset: number },
): Promise<{ codes: CouponCodeRow[]; total: number }> {
  const where = and(
    eq(couponCodes.storeId, storeId),
    eq(couponCodes.batchId, batchId),
    only === 'claimed'
      ? isNotNull(couponCodes.customerId)
      : only === 'unclaimed'
        ? isNull(couponCodes.customerId)
        : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        code: couponCodes.code,
        claimedAt: couponCodes.claimedAt,
        customerId: couponCodes.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(couponCodes)
      .leftJoin(customers, eq(customers.id, couponCodes.customerId))
      .where(where)
      .orderBy(only === 'claimed' ? desc(couponCodes.claimedAt) : asc(couponCodes.id), asc(couponCodes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(couponCodes).where(where),
  ]);
  return {
    codes: rows.map((r) => ({
      code: r.code,
      claimedAt: r.claimedAt?.toISOString() ?? null,
      customer:
        r.customerId === null
          ? null
          : {
              id: r.customerId,
              name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
              clientCode: clientCode(r.customerId)!,
            },
    })),
    total: count?.n ?? 0,
  };
}

/** The batch's codes in the order they were made, a slice at a time (the printable sheet's parts). */
export async function allCodes(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  page: { limit: number; offset: number },
): Promise<string[]> {
  const rows = await db
    .select({ code: couponCodes.code })
    .from(couponCodes)
    .where(and(eq(couponCodes.storeId, storeId), eq(couponCodes.batchId, batchId)))
    .orderBy(asc(couponCodes.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.code);
}

/** A batch without claims is erased with its codes; one with claims is marked deleted, its history kept. */
export async function deleteBatch(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const erased = await db
    .delete(couponBatches)
    .where(
      and(
        live(storeId),
        eq(couponBatches.id, id),
        sql`not exists (select 1 from ${couponCodes} c where c.batch_id = coupon_batches.id and c.customer_id is not null)`,
      ),
    )
    .returning({ id: couponBatches.id });
  if (erased.length) return true;
  const marked = await db
    .update(couponBatches)
    .set({ deletedAt: sql`now()` })
    .where(and(live(storeId), eq(couponBatches.id, id)))
    .returning({ id: couponBatches.id });
  return marked.length > 0;
}

export interface ClaimedCode {
  codeId: number;
  batchId: number;
  batchName: string;
  /** What the code is worth: points, or a reward (the other is null). */
  points: number | null;
  rewardId: number | null;
  limitPerCustomer: number | null;
}

/**
 * Claims a code for a customer: one conditional update that sets the claimant only while there is none,
 * the batch is not deleted and not past its last day in the store's time zone. Two claims of one code
 * at once queue on its row; the second finds it claimed and gets null.
 */
export async function claimCode(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  code: string,
): Promise<ClaimedCode | null> {
  const result = await db.execute<{
    code_id: number;
    batch_id: number;
    name: string;
    points: number | null;
    reward_id: number | null;
    limit_per_customer: number | null;
  }>(sql`
    update coupon_codes c set customer_id = ${customerId}, claimed_at = now()
    from coupon_batches b, stores s
    where c.store_id = ${storeId} and c.code = ${code} and c.customer_id is null
      and (c.given_to is null or c.given_to = ${customerId})
      and b.store_id = c.store_id and b.id = c.batch_id and b.deleted_at is null
      and s.id = b.store_id and b.expires_on >= (now() at time zone s.time_zone)::date
    returning c.id as code_id, b.id as batch_id, b.name, b.points, b.reward_id, b.limit_per_customer`);
  const row = result.rows[0];
  return row
    ? {
        codeId: row.code_id,
        batchId: row.batch_id,
        batchName: row.name,
        points: row.points,
        rewardId: row.reward_id,
        limitPerCustomer: row.limit_per_customer,
      }
    : null;
}

/** Whether the store has this code in a batch it has not deleted (claimed or not, expired or not). */
export async function codeIsLive(db: DbOrTx, storeId: number, code: string): Promise<boolean> {
  const result = await db.execute<{ live: boolean }>(sql`
    select exists (
      select 1 from coupon_codes c join coupon_batches b on b.store_id = c.store_id and b.id = c.batch_id
      where c.store_id = ${storeId} and c.code = ${code} and b.deleted_at is null
    ) as live`);
  return result.rows[0]?.live === true;
}

export type Unclaimable =
  | { why: 'unknown' }
  | { why: 'yours' }
  | { why: 'taken' }
  | { why: 'expired'; expiresOn: string };

/** Why a code could not be claimed by this customer (after claimCode said null). */
export async function whyUnclaimable(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  code: string,
): Promise<Unclaimable> {
  const result = await db.execute<{
    customer_id: number | null;
    deleted: boolean;
    expires_on: string;
    expired: boolean;
  }>(sql`
    select c.customer_id, b.deleted_at is not null as deleted, to_char(b.expires_on, 'YYYY-MM-DD') as expires_on,
      b.expires_on < (now() at time zone s.time_zone)::date as expired
    from coupon_codes c
    join coupon_batches b on b.store_id = c.store_id and b.id = c.batch_id
    join stores s on s.id = b.store_id
    where c.store_id = ${storeId} and c.code = ${code}`);
  const row = result.rows[0];
  if (!row) return { why: 'unknown' };
  if (row.customer_id !== null) return row.customer_id === customerId ? { why: 'yours' } : { why: 'taken' };
  if (row.deleted) return { why: 'unknown' };
  if (row.expired) return { why: 'expired', expiresOn: row.expires_on };
  // Given to another customer (sent to a segment), or claimed and given back by a claim that failed later (its transaction rolled back): try again.
  return { why: 'taken' };
}

/**
 * Counts one more claim of the batch for the customer, unless that passes the batch's limit: one upsert,
 * so two claims at once by one customer queue on the row and the second sees the first.
 */
export async function countCustomerClaim(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  customerId: number,
  limit: number | null,
): Promise<boolean> {
  const result = await db.execute<{ claims: number }>(sql`
    insert into ${couponBatchCustomers} (store_id, batch_id, customer_id, claims)
    values (${storeId}, ${batchId}, ${customerId}, 1)
    on conflict (batch_id, customer_id, store_id) do update set claims = ${couponBatchCustomers.claims} + 1
    where ${limit}::int is null or ${couponBatchCustomers.claims} < ${limit}::int
    returning claims`);
  return result.rows.length > 0 && (limit === null || Number(result.rows[0]!.claims) <= limit);
}

export async function setLedgerEntry(
  db: DbOrTx,
  storeId: number,
  codeId: number,
  entryId: number,
): Promise<void> {
  await db
    .update(couponCodes)
    .set({ ledgerEntryId: entryId })
    .where(and(eq(couponCodes.storeId, storeId), eq(couponCodes.id, codeId)));
}

/** Ids as one array parameter (numbers only: the literal needs no quoting). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export interface SendableBatch {
  id: number;
  name: string;
  limitPerCustomer: number | null;
  expiresOn: string;
  expired: boolean;
}

/**
 * A live batch of the store, to give its codes to a segment; `lock`: its row locked until the
 * transaction ends, so two sends of one batch (a double click, two tabs) run one after the other.
 */
export async function sendableBatch(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  lock: boolean,
): Promise<SendableBatch | null> {
  const result = await db.execute<{
    id: number;
    name: string;
    limit_per_customer: number | null;
    expires_on: string;
    expired: boolean;
  }>(sql`
    select b.id, b.name, b.limit_per_customer, to_char(b.expires_on, 'YYYY-MM-DD') as expires_on,
      b.expires_on < (now() at time zone s.time_zone)::date as expired
    from coupon_batches b join stores s on s.id = b.store_id
    where b.store_id = ${storeId} and b.id = ${batchId} and b.deleted_at is null
    ${lock ? sql`for update of b` : sql``}`);
  const row = result.rows[0];
  return row
    ? {
        id: row.id,
        name: row.name,
        limitPerCustomer: row.limit_per_customer,
        expiresOn: row.expires_on,
        expired: row.expired,
      }
    : null;
}

/**
 * Of these customers, those a send gives a code of the batch to: none of its codes given to them yet
 * (once per customer and batch: coupon_codes_given_uq), and under the batch's limit per customer.
 */
export async function customersToGive(
  db: DbOrTx,
  storeId: number,
  batch: { id: number; limitPerCustomer: number | null },
  customerIds: readonly number[],
): Promise<number[]> {
  if (customerIds.length === 0) return [];
  const limit = batch.limitPerCustomer;
  const result = await db.execute<{ id: number }>(sql`
    select w.id from unnest(${intArray(customerIds)}) as w(id)
    where not exists (select 1 from coupon_codes c
        where c.store_id = ${storeId} and c.given_to = w.id and c.batch_id = ${batch.id})
      and (${limit}::int is null or coalesce((select k.claims from coupon_batch_customers k
        where k.store_id = ${storeId} and k.batch_id = ${batch.id} and k.customer_id = w.id), 0) < ${limit}::int)
    order by w.id`);
  return result.rows.map((r) => Number(r.id));
}

/** How many codes of the batch are free: nobody claimed them and nobody was given them. */
export async function freeCodes(db: DbOrTx, storeId: number, batchId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from coupon_codes
    where store_id = ${storeId} and batch_id = ${batchId} and customer_id is null and given_to is null`);
  return Number(result.rows[0]?.n ?? 0);
}

/** One free code of the batch to each of these customers (oldest codes first), in one statement. */
export async function giveCodes(
  db: DbOrTx,
  storeId: number,
  batchId: number,
  customerIds: readonly number[],
): Promise<number> {
  if (customerIds.length === 0) return 0;
  const result = await db.execute(sql`
    with free as (
      select id, row_number() over (order by id) as n from coupon_codes
      where store_id = ${storeId} and batch_id = ${batchId} and customer_id is null and given_to is null
      order by id limit ${customerIds.length}
    ), wanted as (
      select w.id, w.n from unnest(${intArray(customerIds)}) with ordinality as w(id, n)
    )
    update coupon_codes c set given_to = wanted.id
    from free join wanted on wanted.n = free.n
    where c.store_id = ${storeId} and c.id = free.id
    returning c.id`);
  return result.rows.length;
}

/** The codes given to a customer that they have not claimed and can still claim, soonest to expire first. */
export async function givenCoupons(db: DbOrTx, storeId: number, customerId: number): Promise<GivenCoupon[]> {
  const result = await db.execute<{
    code: string;
    name: string;
    points: number | null;
    reward_id: number | null;
    reward_name: string | null;
    expires_on: string;
  }>(sql`
    select c.code, b.name, b.points, b.reward_id, r.name as reward_name,
      to_char(b.expires_on, 'YYYY-MM-DD') as expires_on
    from coupon_codes c
    join coupon_batches b on b.store_id = c.store_id and b.id = c.batch_id
    join stores s on s.id = b.store_id
    left join rewards r on r.store_id = b.store_id and r.id = b.reward_id
    where c.store_id = ${storeId} and c.given_to = ${customerId} and c.customer_id is null
      and b.deleted_at is null and b.expires_on >= (now() at time zone s.time_zone)::date
    order by b.expires_on, c.id
    limit 100`);
  return result.rows.map((r) => ({
    code: r.code,
    batchName: r.name,
    points: r.points,
    reward: r.reward_id === null ? null : { id: r.reward_id, name: r.reward_name ?? '' },
    expiresOn: r.expires_on,
  }));
}
