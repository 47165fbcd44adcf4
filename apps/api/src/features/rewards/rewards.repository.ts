import type { Reward } from '@premia/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { stores } from '../../db/schema.ts';
import { redemptions, rewards } from './rewards.table.ts';

const redeemedCount = sql<number>`(select count(*)::int from ${redemptions} r where r.reward_id = ${rewards.id})`;

function toReward(r: typeof rewards.$inferSelect, count: number): Reward {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    pointsCost: r.pointsCost,
    image: r.image,
    active: r.active,
    stock: r.stock,
    limitPerCustomer: r.limitPerCustomer,
    validFrom: r.validFrom,
    validUntil: r.validUntil,
    redeemedCount: count,
  };
}

const live = (storeId: number) => and(eq(rewards.storeId, storeId), isNull(rewards.archivedAt));

export async function listRewards(db: DbOrTx, storeId: number, onlyActive: boolean): Promise<Reward[]> {
  const rows = await db
    .select({ r: rewards, n: redeemedCount })
    .from(rewards)
    .where(and(live(storeId), onlyActive ? eq(rewards.active, true) : undefined))
    .orderBy(asc(rewards.pointsCost), asc(rewards.name));
  return rows.map((row) => toReward(row.r, row.n));
}

export async function findReward(db: DbOrTx, storeId: number, id: number): Promise<Reward | undefined> {
  const [row] = await db
    .select({ r: rewards, n: redeemedCount })
    .from(rewards)
    .where(and(live(storeId), eq(rewards.id, id)))
    .limit(1);
  return row && toReward(row.r, row.n);
}

export async function insertReward(db: DbOrTx, values: typeof rewards.$inferInsert): Promise<number> {
  const [row] = await db.insert(rewards).values(values).returning({ id: rewards.id });
  return row!.id;
}

export async function updateReward(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Partial<typeof rewards.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(rewards)
    .set(values)
    .where(and(live(storeId), eq(rewards.id, id)))
    .returning({ id: rewards.id });
  return rows.length > 0;
}

/** A reward never redeemed is erased; one with redemptions is archived so its history stays whole. */
export async function deleteOrArchiveReward(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const archived = await db
    .update(rewards)
    .set({ archivedAt: sql`now()`, active: false })
    .where(
      and(
        live(storeId),
        eq(rewards.id, id),
        // A coupon batch worth the reward keeps it too: archived, its codes are refused, not broken.
        sql`(exists (select 1 from redemptions r where r.reward_id = ${rewards.id})
          or exists (select 1 from coupon_batches b where b.reward_id = ${rewards.id}))`,
      ),
    )
    .returning({ id: rewards.id });
  if (archived.length) return true;
  const deleted = await db
    .delete(rewards)
    .where(
      and(
        live(storeId),
        eq(rewards.id, id),
        sql`not exists (select 1 from ledger_entries e where e.reward_id = ${rewards.id})`,
      ),
    )
    .returning({ id: rewards.id });
  if (deleted.length) return true;
  const rest = await db
    .update(rewards)
    .set({ archivedAt: sql`now()`, active: false })
    .where(and(live(storeId), eq(rewards.id, id)))
    .returning({ id: rewards.id });
  return rest.length > 0;
}

export async function restoreStock(db: DbOrTx, storeId: number, id: number): Promise<void> {
  await db
    .update(rewards)
    .set({ stock: sql`${rewards.stock} + 1` })
    .where(and(eq(rewards.storeId, storeId), eq(rewards.id, id), sql`${rewards.stock} is not null`));
}

/** Gives back one redemption of the store's allowance (a redemption was reversed). */
export async function returnAllowance(db: DbOrTx, storeId: number): Promise<void> {
  await db
    .update(stores)
    .set({ redeemUsed: sql`greatest(${stores.redeemUsed} - 1, 0)` })
    .where(eq(stores.id, storeId));
}

/** What redeemReward did: the redemption, or the first of its conditions that failed. */
export type RewardTaken =
  | { redemptionId: number; allowance: 'free' | 'bought' }
  | { failed: 'reward' }
  | { failed: 'limit'; standing: number }
  | { failed: 'allowance' };

/**
 * The rest of a redemption once its points are taken (postEntry locked the customer), in one statement
 * so the rows every redemption of the store shares (the reward's stock, the store's allowance) are held
 * for as little as possible: one unit of the reward's stock (only while it is active, not archived,
 * within its dates, at the cost the points were taken at, with stock left), the customer's limit for
 * that reward (redemptions reversed by a cashier do not count), one redemption of the store's allowance
 * (free first, then bought; not while a required subscription is off), and the redemption row. Locks
 * the reward, then the store. When a condition fails nothing of it is written (the caller's transaction
 * is then rolled back) and the answer says which.
 */
export async function redeemReward(
  db: DbOrTx,
  r: {
    storeId: number;
    customerId: number;
    rewardId: number;
    today: string;
    pointsCost: number;
    ledgerEntryId: number;
    userId: number | null;
    locationId: number | null;
  },
): Promise<RewardTaken> {
  const result = await db.execute<{
    taken: boolean;
    standing: number | null;
    limit_per_customer: number | null;
    redemption_id: number | null;
    allowance: 'free' | 'bought' | null;
  }>(sql`
    with taken as (
      update rewards set stock = case when stock is null then null else stock - 1 end
      where store_id = ${r.storeId} and id = ${r.rewardId} and archived_at is null and active
        and points_cost = ${r.pointsCost}
        and (valid_from is null or valid_from <= ${r.today}::date)
        and (valid_until is null or valid_until >= ${r.today}::date)
        and (stock is null or stock > 0)
      returning limit_per_customer),
    standing as (
      select count(*)::int as n from redemptions x
      where x.store_id = ${r.storeId} and x.customer_id = ${r.customerId} and x.reward_id = ${r.rewardId}
        and not exists (select 1 from ledger_entries e where e.reverses_entry_id = x.ledger_entry_id)
        and (select limit_per_customer from taken) is not null),
    used as (
      update stores set redeem_used = redeem_used + 1
      where id = ${r.storeId} and redeem_used < redeem_free + redeem_bought
        and not (with_subscription and not has_subscription)
        and exists (select 1 from taken)
        and coalesce((select n from standing) < (select limit_per_customer from taken), true)
      returning case when redeem_used <= redeem_free then 'free' else 'bought' end as allowance),
    redeemed as (
      insert into redemptions (store_id, customer_id, reward_id, ledger_entry_id, points, allowance, user_id, location_id)
      select ${r.storeId}, ${r.customerId}, ${r.rewardId}, ${r.ledgerEntryId}, ${r.pointsCost}, used.allowance,
        ${r.userId}::int, ${r.locationId}::int
      from used
      returning id, allowance)
    select exists (select 1 from taken) as taken, (select limit_per_customer from taken),
      (select n from standing) as standing, (select id from redeemed) as redemption_id,
      (select allowance from redeemed) as allowance`);
  const row = result.rows[0];
  if (!row?.taken) return { failed: 'reward' };
  if (row.limit_per_customer !== null && (row.standing ?? 0) >= row.limit_per_customer) {
    return { failed: 'limit', standing: row.standing ?? 0 };
  }
  if (row.redemption_id === null || row.allowance === null) return { failed: 'allowance' };
  return { redemptionId: row.redemption_id, allowance: row.allowance };
}
