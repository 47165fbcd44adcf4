import { clientCode, type RewardRequest, type StoreRewardRequest } from '@premia/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customers, rewards } from '../../../db/schema.ts';
import { rewardRequests } from './requests.table.ts';

export type RequestState = (typeof rewardRequests.$inferSelect)['state'];

const columns = {
  id: rewardRequests.id,
  state: rewardRequests.state,
  points: rewardRequests.points,
  reason: rewardRequests.reason,
  createdAt: rewardRequests.createdAt,
  decidedAt: rewardRequests.decidedAt,
  rewardId: rewards.id,
  rewardName: rewards.name,
  rewardCost: rewards.pointsCost,
  rewardImage: rewards.image,
  customerId: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  balance: customers.balance,
};

function selectRequests(db: DbOrTx) {
  return db
    .select(columns)
    .from(rewardRequests)
    .innerJoin(rewards, eq(rewards.id, rewardRequests.rewardId))
    .innerJoin(customers, eq(customers.id, rewardRequests.customerId));
}

type Row = Awaited<ReturnType<typeof selectRequests>>[number];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toRequest(r: Row): RewardRequest {
  return {
    id: r.id,
    state: r.state,
    reward: { id: r.rewardId, name: r.rewardName, pointsCost: r.rewardCost, image: r.rewardImage },
    points: r.points,
    reason: r.reason,
    createdAt: iso(r.createdAt)!,
    decidedAt: iso(r.decidedAt),
  };
}

function toStoreRequest(r: Row): StoreRewardRequest {
  return {
    ...toRequest(r),
    customer: {
      id: r.customerId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      clientCode: clientCode(r.customerId)!,
      balance: r.balance,
    },
  };
}

const pendingOf = (storeId: number) =>
  and(eq(rewardRequests.storeId, storeId), eq(rewardRequests.state, 'pending'));

export async function insertRequest(
  db: DbOrTx,
  values: { storeId: number; customerId: number; rewardId: number; points: number },
): Promise<number> {
  const [row] = await db.insert(rewardRequests).values(values).returning({ id: rewardRequests.id });
  return row!.id;
}

/**
 * Locks the customer's row (so two requests of theirs are checked one after the other), then answers
 * their balance, the points their pending requests already hold and whether one is for `rewardId`.
 * Two statements: the second reads after the lock, so it sees the requests of whoever held it before.
 */
export async function lockBalanceAndPending(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  rewardId: number,
) {
  const locked = await db.execute<{ balance: number }>(sql`
    select c.balance from ${customers} c
     where c.store_id = ${storeId} and c.id = ${customerId} and c.deleted_at is null for update`);
  const row = locked.rows[0];
  if (!row) return undefined;
  const held = await db.execute<{ pending: number; same: boolean }>(sql`
    select coalesce(sum(q.points), 0)::int as pending, coalesce(bool_or(q.reward_id = ${rewardId}), false) as same
      from ${rewardRequests} q
     where q.store_id = ${storeId} and q.customer_id = ${customerId} and q.state = 'pending'`);
  return { balance: row.balance, pending: held.rows[0]?.pending ?? 0, same: held.rows[0]?.same ?? false };
}

export async function countCustomerPending(db: DbOrTx, storeId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rewardRequests)
    .where(and(pendingOf(storeId), eq(rewardRequests.customerId, customerId)));
  return row?.n ?? 0;
}

/** The store's pending requests, oldest first (served in the order they came), and how many there are. */
export async function listPending(db: DbOrTx, storeId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(pendingOf(storeId))
      .orderBy(asc(rewardRequests.createdAt), asc(rewardRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(rewardRequests).where(pendingOf(storeId)),
  ]);
  return { requests: rows.map(toStoreRequest), total: total?.n ?? 0 };
}

export async function listCustomerPending(db: DbOrTx, storeId: number, customerId: number) {
  const rows = await selectRequests(db)
    .where(and(pendingOf(storeId), eq(rewardRequests.customerId, customerId)))
    .orderBy(asc(rewardRequests.createdAt), asc(rewardRequests.id));
  return rows.map(toStoreRequest);
}

/** A customer's requests, newest first. */
export async function listCustomerRequests(db: DbOrTx, storeId: number, customerId: number, limit: number) {
  const rows = await selectRequests(db)
    .where(and(eq(rewardRequests.storeId, storeId), eq(rewardRequests.customerId, customerId)))
    .orderBy(desc(rewardRequests.createdAt), desc(rewardRequests.id))
    .limit(limit);
  return rows.map(toRequest);
}

export async function findStoreRequest(db: DbOrTx, storeId: number, id: number) {
  const [row] = await selectRequests(db)
    .where(and(eq(rewardRequests.storeId, storeId), eq(rewardRequests.id, id)))
    .limit(1);
  return row && toStoreRequest(row);
}

/** A request's state, and whose it is; undefined for an id that is not the store's. */
export async function findRequestState(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select({ state: rewardRequests.state, customerId: rewardRequests.customerId })
    .from(rewardRequests)
    .where(and(eq(rewardRequests.storeId, storeId), eq(rewardRequests.id, id)));
  return row;
}

/**
 * Locks a pending request for its confirmation; undefined when it is not pending (any more). A
 * concurrent confirmation waits here for the first to end, then sees the state it left.
 */
export async function lockPending(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select({ customerId: rewardRequests.customerId, rewardId: rewardRequests.rewardId })
    .from(rewardRequests)
    .where(and(pendingOf(storeId), eq(rewardRequests.id, id)))
    .for('update');
  return row;
}

/**
 * Moves a pending request to its final state, once: a conditional update, so of two decisions only the
 * first writes. False when the request was not pending (or not the given customer's).
 */
export async function decidePending(
  db: DbOrTx,
  storeId: number,
  id: number,
  decision:
    | { state: 'confirmed'; redemptionId: number; decidedBy: number | null }
    | { state: 'rejected'; reason: string; decidedBy: number | null }
    | { state: 'cancelled'; customerId: number },
): Promise<boolean> {
  const { customerId, ...values } = decision as typeof decision & { customerId?: number };
  const rows = await db
    .update(rewardRequests)
    .set({ ...values, decidedAt: sql`now()` })
    .where(
      and(
        pendingOf(storeId),
        eq(rewardRequests.id, id),
        customerId === undefined ? undefined : eq(rewardRequests.customerId, customerId),
      ),
    )
    .returning({ id: rewardRequests.id });
  return rows.length > 0;
}

/** The customer's pending request of each reward (the wallet's catalogue marks them). */
export async function pendingByReward(db: DbOrTx, storeId: number, customerId: number) {
  const rows = await db
    .select({ id: rewardRequests.id, rewardId: rewardRequests.rewardId })
    .from(rewardRequests)
    .where(and(pendingOf(storeId), eq(rewardRequests.customerId, customerId)));
  return new Map(rows.map((r) => [r.rewardId, r.id]));
}
