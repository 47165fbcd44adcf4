import { type Segment, type SegmentFilter, toCents } from '@premia/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { VISIT_IN } from '../../../db/kinds-sql.ts';
import { sql } from '../../../db/sql.ts';
import { segments } from './segments.table.ts';

/** Whether the filter reads the customer's ledger (last visit, visits, spend): only then is it summed. */
function readsLedger(f: SegmentFilter): boolean {
  return (
    f.visitedWithinDays !== undefined ||
    f.notVisitedForDays !== undefined ||
    f.visitsMin !== undefined ||
    f.visitsMax !== undefined ||
    f.spendMin !== undefined ||
    f.spendMax !== undefined
  );
}

/**
 * The ids of the store's live customers a filter takes, as a subquery (`select c.id from customers c …`):
 * counted by countSegment, and the audience of a notification sent to a segment. The columns of the
 * customer's row (balance, level, birthday, registration location) are read from it; consent from
 * customer_consents; last visit, visits and spend from the customer's own ledger rows (a lateral read of
 * ledger_customer_created_idx), only when the filter names one of them. Spend is the amounts of the rows
 * that carry one (purchases, a bulk row's amount) and were not reversed.
 */
export function segmentCustomersSql(storeId: number, f: SegmentFilter, onlyCustomer?: number): SQL {
  const where: SQL[] = [sql`c.store_id = ${storeId}`, sql`c.deleted_at is null`];
  if (onlyCustomer !== undefined) where.push(sql`c.id = ${onlyCustomer}`);
  if (f.pointsMin !== undefined) where.push(sql`c.balance >= ${f.pointsMin}`);
  if (f.pointsMax !== undefined) where.push(sql`c.balance <= ${f.pointsMax}`);
  if (f.levelId !== undefined) where.push(sql`c.level_id = ${f.levelId}`);
  if (f.locationId !== undefined) where.push(sql`c.registration_location_id = ${f.locationId}`);
  if (f.birthdayMonth !== undefined)
    where.push(sql`extract(month from c.birthday) = ${f.birthdayMonth}::int`);
  if (f.consent !== undefined)
    where.push(sql`exists (select 1 from customer_consents k
      where k.store_id = c.store_id and k.customer_id = c.id and k.channel = ${f.consent} and k.granted)`);
  if (f.visitedWithinDays !== undefined)
    where.push(sql`a.last_visit >= now() - make_interval(days => ${f.visitedWithinDays}::int)`);
  if (f.notVisitedForDays !== undefined)
    where.push(
      sql`(a.last_visit is null or a.last_visit < now() - make_interval(days => ${f.notVisitedForDays}::int))`,
    );
  if (f.visitsMin !== undefined) where.push(sql`a.visits >= ${f.visitsMin}`);
  if (f.visitsMax !== undefined) where.push(sql`a.visits <= ${f.visitsMax}`);
  if (f.spendMin !== undefined) where.push(sql`a.spend >= ${toCents(f.spendMin)}`);
  if (f.spendMax !== undefined) where.push(sql`a.spend <= ${toCents(f.spendMax)}`);
  const ledger = readsLedger(f)
    ? sql`cross join lateral (
        select max(e.created_at) filter (where e.kind in (${VISIT_IN})) as last_visit,
          count(*) filter (where e.kind in (${VISIT_IN})) as visits,
          coalesce(sum(e.amount_cents) filter (where r.id is null), 0) as spend
        from ledger_entries e
        left join ledger_entries r on r.reverses_entry_id = e.id and r.store_id = e.store_id
        where e.customer_id = c.id and e.store_id = c.store_id) a`
    : sql``;
  return sql`select c.id from customers c ${ledger} where ${sql.join(where, sql` and `)}`;
}

/** How many live customers of the store a filter takes. */
export async function countSegment(db: DbOrTx, storeId: number, f: SegmentFilter): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${segmentCustomersSql(storeId, f)}) s`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** The ids of the live customers a filter takes now, in id order. */
export async function segmentCustomerIds(db: DbOrTx, storeId: number, f: SegmentFilter): Promise<number[]> {
  const result = await db.execute<{ id: number }>(
    sql`select s.id from (${segmentCustomersSql(storeId, f)}) s order by s.id`,
  );
  return result.rows.map((r) => Number(r.id));
}

/** Whether one customer is taken by a filter now: the filter read for that customer alone. */
export async function segmentHasCustomer(
  db: DbOrTx,
  storeId: number,
  f: SegmentFilter,
  customerId: number,
): Promise<boolean> {
  const result = await db.execute<{ yes: boolean }>(
    sql`select exists (${segmentCustomersSql(storeId, f, customerId)}) as yes`,
  );
  return result.rows[0]?.yes === true;
}

function view(row: typeof segments.$inferSelect): Segment {
  return {
    id: row.id,
    name: row.name,
    filter: row.filter,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSegments(db: DbOrTx, storeId: number): Promise<Segment[]> {
  const rows = await db
    .select()
    .from(segments)
    .where(eq(segments.storeId, storeId))
    .orderBy(asc(sql`lower(${segments.name})`), asc(segments.id));
  return rows.map(view);
}

export async function findSegment(db: DbOrTx, storeId: number, id: number): Promise<Segment | null> {
  const [row] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.storeId, storeId), eq(segments.id, id)));
  return row ? view(row) : null;
}

export async function insertSegment(
  db: DbOrTx,
  storeId: number,
  values: { name: string; filter: SegmentFilter },
): Promise<Segment> {
  const [row] = await db
    .insert(segments)
    .values({ storeId, ...values })
    .returning();
  return view(row!);
}

export async function updateSegment(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: { name: string; filter: SegmentFilter },
): Promise<Segment | null> {
  const [row] = await db
    .update(segments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(segments.storeId, storeId), eq(segments.id, id)))
    .returning();
  return row ? view(row) : null;
}

/** Whether an offer of the store is shown to the segment only (offers/offers.table.ts: segment_id, by name). */
export async function segmentTargeted(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const found = await db.execute(
    sql`select 1 from offers where store_id = ${storeId} and segment_id = ${id} limit 1`,
  );
  return found.rows.length > 0;
}

/**
 * Whether a store notification still to be sent (not sent, not deleted) goes to the segment. The
 * notifications' table is read by name (notifications/notifications.table.ts: segment_id, through the
 * store), as that feature imports this one for its audience.
 */
export async function segmentAwaited(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const found = await db.execute(sql`select 1 from notifications
    where store_id = ${storeId} and segment_id = ${id} and sent_at is null and deleted_at is null limit 1`);
  return found.rows.length > 0;
}

/**
 * The segment forgotten by the notifications already sent or deleted that went to it (their audience
 * rows keep who got them), so that it can be deleted; one still to be sent keeps it, and its foreign key
 * refuses the deletion.
 */
export async function releaseSegment(db: DbOrTx, storeId: number, id: number): Promise<void> {
  await db.execute(sql`update notifications set segment_id = null
    where store_id = ${storeId} and segment_id = ${id} and (sent_at is not null or deleted_at is not null)`);
}

export async function deleteSegment(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(segments)
    .where(and(eq(segments.storeId, storeId), eq(segments.id, id)))
    .returning({ id: segments.id });
  return rows.length > 0;
}
