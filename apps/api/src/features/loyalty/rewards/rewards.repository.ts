import type { Reward } from '@premia/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { redemptions, rewards } from './rewards.table.ts';

// The outer column spelled out: drizzle writes ${rewards.id} as a bare "id", which inside the subquery
// would be the redemption's own id.
const redeemedCount = sql<number>`(select count(*)::int from ${redemptions} r where r.reward_id = "rewards"."id")`;

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
        sql`(exists (select 1 from redemptions r where r.reward_id = "rewards"."id")
          or exists (select 1 from coupon_batches b where b.reward_id = "rewards"."id"))`,
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
        sql`not exists (select 1 from ledger_entries e where e.reward_id = "rewards"."id")`,
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
