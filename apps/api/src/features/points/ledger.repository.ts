import { clientCode, type LedgerEntry, type LedgerKind } from '@premia/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { customers } from '../customers/customers.table.ts';
import { locations } from '../locations/locations.table.ts';
import { rewards } from '../rewards/rewards.table.ts';
import { users } from '../users/users.table.ts';
import { ledgerEntries } from './ledger.table.ts';

const reversals = alias(ledgerEntries, 'reversals');

/** Kinds that count as points earned (for levels). */
export const EARNING_KINDS: LedgerKind[] = ['welcome', 'purchase', 'manual', 'bulk'];

function entryQuery(db: DbOrTx) {
  return db
    .select({
      e: ledgerEntries,
      customerFirst: customers.firstName,
      customerLast: customers.lastName,
      rewardName: rewards.name,
      userFirst: users.firstName,
      userLast: users.lastName,
      locationName: locations.name,
      reversedBy: reversals.id,
    })
    .from(ledgerEntries)
    .innerJoin(customers, eq(customers.id, ledgerEntries.customerId))
    .leftJoin(rewards, eq(rewards.id, ledgerEntries.rewardId))
    .leftJoin(users, eq(users.id, ledgerEntries.userId))
    .leftJoin(locations, eq(locations.id, ledgerEntries.locationId))
    .leftJoin(reversals, eq(reversals.reversesEntryId, ledgerEntries.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

function toEntry(row: Row): LedgerEntry {
  const e = row.e;
  return {
    id: e.id,
    customerId: e.customerId,
    customerName: `${row.customerFirst} ${row.customerLast}`.trim(),
    clientCode: clientCode(e.customerId)!,
    kind: e.kind,
    points: e.points,
    amount: e.amountCents === null ? null : e.amountCents / 100,
    ticketNumber: e.ticketNumber,
    reason: e.reason,
    reward: e.rewardId && row.rewardName ? { id: e.rewardId, name: row.rewardName } : null,
    employee:
      e.userId && row.userFirst
        ? { id: e.userId, name: `${row.userFirst} ${row.userLast ?? ''}`.trim() }
        : null,
    location: e.locationId && row.locationName ? { id: e.locationId, name: row.locationName } : null,
    reversesEntryId: e.reversesEntryId,
    reversedByEntryId: row.reversedBy,
    createdAt: e.createdAt.toISOString(),
  };
}

export async function insertEntry(db: DbOrTx, values: typeof ledgerEntries.$inferInsert): Promise<number> {
  const [row] = await db.insert(ledgerEntries).values(values).returning({ id: ledgerEntries.id });
  return row!.id;
}

export async function findEntry(db: DbOrTx, storeId: number, id: number): Promise<LedgerEntry | undefined> {
  const [row] = await entryQuery(db)
    .where(and(eq(ledgerEntries.storeId, storeId), eq(ledgerEntries.id, id)))
    .limit(1);
  return row && toEntry(row);
}

export async function listEntries(
  db: DbOrTx,
  storeId: number,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<LedgerEntry[]> {
  const rows = await entryQuery(db)
    .where(and(eq(ledgerEntries.storeId, storeId), where))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toEntry);
}

export async function customerStatement(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  page: number,
  pageSize: number,
) {
  const where = eq(ledgerEntries.customerId, customerId);
  const [entries, [count]] = await Promise.all([
    listEntries(db, storeId, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.storeId, storeId), where)),
  ]);
  return { entries, total: count?.n ?? 0 };
}

export function lastGiven(db: DbOrTx, storeId: number, locationId: number | null, limit: number) {
  const kinds = sql`${ledgerEntries.kind} in ('purchase', 'manual', 'welcome', 'bulk')`;
  return listEntries(db, storeId, locationId ? and(kinds, eq(ledgerEntries.locationId, locationId)) : kinds, {
    limit,
    offset: 0,
  });
}

/** Sum of a customer's ledger rows (for checks: it always equals the balance). */
export async function ledgerSum(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ledgerEntries.points}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.customerId, customerId));
  return row?.n ?? 0;
}
