import type { StampEntry } from '@premia/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import { customers, users } from '../../../db/schema.ts';
import { stampEntries } from './stamps.table.ts';

/** Who wrote a stamp entry: the employee, their (or the till's) location, the till. */
export interface StampActor {
  userId: number | null;
  locationId: number | null;
  tillId: number | null;
}

/** Why the ledger refused a stamp operation; the caller says it in Spanish. */
export type StampRefusal =
  | { refused: 'no-customer' }
  | { refused: 'already-today' }
  | { refused: 'not-full'; stamps: number }
  | { refused: 'no-entry' }
  | { refused: 'not-a-stamp' }
  | { refused: 'already-reversed' }
  | { refused: 'spent' };

export type StampWritten = { entryId: number; stamps: number };

const liveCustomer = (storeId: number, customerId: number) =>
  and(eq(customers.storeId, storeId), eq(customers.id, customerId), isNull(customers.deletedAt));

/**
 * One stamp (+1) for a customer's visit, with the customer's stamps, in the caller's transaction. With
 * onceDay (the store's day, where it allows one a day) the row's unique key refuses a second stamp of
 * that day: a parallel call waits on the customer's row, then finds the day taken. Never touches points.
 */
export async function writeStamp(
  tx: Tx,
  p: { storeId: number; customerId: number; day: string; onceDay: string | null; actor: StampActor },
): Promise<StampWritten | StampRefusal> {
  const [customer] = await tx
    .update(customers)
    .set({ stamps: sql`${customers.stamps} + 1` })
    .where(liveCustomer(p.storeId, p.customerId))
    .returning({ stamps: customers.stamps });
  if (!customer) return { refused: 'no-customer' };
  const [entry] = await tx
    .insert(stampEntries)
    .values({
      storeId: p.storeId,
      customerId: p.customerId,
      kind: 'stamp',
      stamps: 1,
      day: p.day,
      onceDay: p.onceDay,
      ...p.actor,
    })
    .onConflictDoNothing()
    .returning({ id: stampEntries.id });
  if (!entry) return { refused: 'already-today' };
  return { entryId: entry.id, stamps: customer.stamps };
}

/**
 * A full card redeemed: exactly perCard stamps taken (never below zero: a conditional update on the
 * customer's row, so two redemptions of one card cannot both pass) and the prize recorded.
 */
export async function writeCardRedeemed(
  tx: Tx,
  p: { storeId: number; customerId: number; perCard: number; prize: string; day: string; actor: StampActor },
): Promise<StampWritten | StampRefusal> {
  const [customer] = await tx
    .update(customers)
    .set({ stamps: sql`${customers.stamps} - ${p.perCard}` })
    .where(and(liveCustomer(p.storeId, p.customerId), sql`${customers.stamps} >= ${p.perCard}`))
    .returning({ stamps: customers.stamps });
  if (!customer) {
    const [now] = await tx
      .select({ stamps: customers.stamps })
      .from(customers)
      .where(liveCustomer(p.storeId, p.customerId));
    return now ? { refused: 'not-full', stamps: now.stamps } : { refused: 'no-customer' };
  }
  const [entry] = await tx
    .insert(stampEntries)
    .values({
      storeId: p.storeId,
      customerId: p.customerId,
      kind: 'card_redeemed',
      stamps: -p.perCard,
      day: p.day,
      prize: p.prize,
      ...p.actor,
    })
    .returning({ id: stampEntries.id });
  return { entryId: entry!.id, stamps: customer.stamps };
}

/**
 * One stamp taken back, once (a reversing row, unique per stamp). Stamps are spent oldest first: a
 * stamp whose place among the customer's live stamps is within what redeemed cards took is spent.
 */
export async function writeStampReversal(
  tx: Tx,
  p: { storeId: number; entryId: number; reason: string | null; day: string; actor: StampActor },
): Promise<(StampWritten & { customerId: number }) | StampRefusal> {
  const [stamp] = await tx
    .select({ customerId: stampEntries.customerId, kind: stampEntries.kind })
    .from(stampEntries)
    .where(and(eq(stampEntries.storeId, p.storeId), eq(stampEntries.id, p.entryId)));
  if (!stamp) return { refused: 'no-entry' };
  if (stamp.kind !== 'stamp') return { refused: 'not-a-stamp' };
  // The customer's row, locked: redemptions and reversals of one customer are judged one at a time.
  const [customer] = await tx
    .select({ stamps: customers.stamps })
    .from(customers)
    .where(liveCustomer(p.storeId, stamp.customerId))
    .for('update');
  if (!customer) return { refused: 'no-customer' };
  const [counts] = await tx
    .select({
      reversed: sql<boolean>`bool_or(${stampEntries.reversesEntryId} = ${p.entryId})`,
      // This stamp's place among the customer's live stamps, oldest first, and what redeemed cards took.
      place:
        sql<number>`count(*) filter (where ${stampEntries.kind} = 'stamp' and ${stampEntries.id} <= ${p.entryId}
        and not exists (select 1 from stamp_entries r where r.store_id = ${p.storeId} and r.reverses_entry_id = ${stampEntries.id}))`.mapWith(
          Number,
        ),
      redeemed:
        sql<number>`coalesce(-sum(${stampEntries.stamps}) filter (where ${stampEntries.kind} = 'card_redeemed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(stampEntries)
    .where(and(eq(stampEntries.storeId, p.storeId), eq(stampEntries.customerId, stamp.customerId)));
  if (counts?.reversed) return { refused: 'already-reversed' };
  if ((counts?.redeemed ?? 0) >= (counts?.place ?? 0) || customer.stamps < 1) return { refused: 'spent' };
  const [entry] = await tx
    .insert(stampEntries)
    .values({
      storeId: p.storeId,
      customerId: stamp.customerId,
      kind: 'stamp_reversal',
      stamps: -1,
      day: p.day,
      reason: p.reason,
      reversesEntryId: p.entryId,
      ...p.actor,
    })
    .onConflictDoNothing()
    .returning({ id: stampEntries.id });
  if (!entry) return { refused: 'already-reversed' };
  const [after] = await tx
    .update(customers)
    .set({ stamps: sql`${customers.stamps} - 1` })
    .where(liveCustomer(p.storeId, stamp.customerId))
    .returning({ stamps: customers.stamps });
  return { entryId: entry.id, stamps: after!.stamps, customerId: stamp.customerId };
}

/** A customer's stamps and whether the day's stamp is taken (onceDay: the store's today; null: not asked). */
export async function stampStateOf(db: DbOrTx, storeId: number, customerId: number, onceDay: string | null) {
  const [row] = await db
    .select({
      stamps: customers.stamps,
      stampedToday: onceDay
        ? sql<boolean>`exists (select 1 from stamp_entries s where s.store_id = ${storeId}
            and s.customer_id = ${customerId} and s.once_day = ${onceDay})`
        : sql<boolean>`false`,
    })
    .from(customers)
    .where(liveCustomer(storeId, customerId));
  return row;
}

/** A customer's stamp entries, newest first (one entry alone with entryId). */
export async function stampEntriesOf(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  opts: { limit: number; entryId?: number },
): Promise<StampEntry[]> {
  const rows = await db
    .select({
      e: {
        id: stampEntries.id,
        kind: stampEntries.kind,
        stamps: stampEntries.stamps,
        prize: stampEntries.prize,
        reason: stampEntries.reason,
        userId: stampEntries.userId,
        reversesEntryId: stampEntries.reversesEntryId,
        createdAt: stampEntries.createdAt,
      },
      userFirst: users.firstName,
      userLast: users.lastName,
      reversedBy: sql<number | null>`(select r.id from stamp_entries r
        where r.store_id = ${stampEntries.storeId} and r.reverses_entry_id = ${stampEntries.id})`,
    })
    .from(stampEntries)
    .leftJoin(users, eq(users.id, stampEntries.userId))
    .where(
      and(
        eq(stampEntries.storeId, storeId),
        eq(stampEntries.customerId, customerId),
        opts.entryId === undefined ? undefined : eq(stampEntries.id, opts.entryId),
      ),
    )
    .orderBy(desc(stampEntries.id))
    .limit(opts.limit);
  return rows.map(({ e, userFirst, userLast, reversedBy }) => ({
    id: e.id,
    kind: e.kind,
    stamps: e.stamps,
    prize: e.prize,
    reason: e.reason,
    employee: e.userId && userFirst ? { id: e.userId, name: `${userFirst} ${userLast ?? ''}`.trim() } : null,
    reversesEntryId: e.reversesEntryId,
    reversedByEntryId: reversedBy,
    createdAt: e.createdAt.toISOString(),
  }));
}

/**
 * One stamp each for many customers of the store (bulk), in one statement after their rows are locked
 * in id order: where onceDay is set, a customer with the day's stamp is skipped (the unique key), and
 * only the stamps written move the customers' counts. A customer not of the store (or deleted): nothing.
 */
export async function writeStamps(
  tx: Tx,
  p: { storeId: number; customerIds: number[]; day: string; onceDay: string | null; actor: StampActor },
): Promise<{ given: number; skipped: number } | StampRefusal> {
  const ids = [...new Set(p.customerIds)].sort((a, b) => a - b);
  const locked = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, p.storeId),
        isNull(customers.deletedAt),
        sql`${customers.id} = any(${sql.param(ids)}::int[])`,
      ),
    )
    .orderBy(customers.id)
    .for('update');
  if (locked.length !== ids.length) return { refused: 'no-customer' };
  const { rows } = await tx.execute<{ given: number }>(sql`
    with written as (
      insert into stamp_entries (store_id, customer_id, kind, stamps, day, once_day, user_id, location_id, till_id)
      select ${p.storeId}, c.id, 'stamp', 1, ${p.day}::date, ${p.onceDay}::date,
        ${p.actor.userId}::int, ${p.actor.locationId}::int, ${p.actor.tillId}::int
      from unnest(${sql.param(ids)}::int[]) as c(id)
      on conflict do nothing
      returning customer_id
    ), counted as (
      update customers set stamps = stamps + 1
      where store_id = ${p.storeId} and id in (select customer_id from written)
      returning id
    )
    select count(*)::int as given from counted`);
  const given = Number(rows[0]?.given ?? 0);
  return { given, skipped: ids.length - given };
}
