import type { Level } from '@premia/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { EARNING_IN } from '../../db/kinds-sql.ts';
import { customerLevels } from './levels.table.ts';

export async function listLevels(db: DbOrTx, storeId: number): Promise<Level[]> {
  const rows = await db
    .select({
      l: customerLevels,
      // Named in full: drizzle writes a column inside a select list without its table ("id"), which the
      // subquery would read as the customer's own id.
      customers: sql<number>`(select count(*)::int from customers c where c.level_id = customer_levels.id and c.deleted_at is null)`,
    })
    .from(customerLevels)
    .where(eq(customerLevels.storeId, storeId))
    .orderBy(asc(customerLevels.position), asc(customerLevels.minPoints), asc(customerLevels.id));
  return rows.map(({ l, customers: n }) => ({
    id: l.id,
    name: l.name,
    minPoints: l.minPoints,
    benefits: l.benefits,
    color: l.color,
    position: l.position,
    customers: n,
  }));
}

export async function insertLevel(db: DbOrTx, values: typeof customerLevels.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(customerLevels)
    .values({
      ...values,
      position: sql`(select coalesce(max(position), -1) + 1 from customer_levels where store_id = ${values.storeId})`,
    })
    .returning({ id: customerLevels.id });
  return row!.id;
}

export async function updateLevel(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Partial<typeof customerLevels.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(customerLevels)
    .set(values)
    .where(and(eq(customerLevels.storeId, storeId), eq(customerLevels.id, id)))
    .returning({ id: customerLevels.id });
  return rows.length > 0;
}

export async function deleteLevel(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(customerLevels)
    .where(and(eq(customerLevels.storeId, storeId), eq(customerLevels.id, id)))
    .returning({ id: customerLevels.id });
  return rows.length > 0;
}

export async function setPositions(db: DbOrTx, storeId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(customerLevels)
      .set({ position })
      .where(and(eq(customerLevels.storeId, storeId), eq(customerLevels.id, id)));
  }
}

/** The ledger entries `e` that count for a level: the earnings of the last 12 months (SQL). */
const countsForLevel = sql`e.kind in (${EARNING_IN})
    and e.created_at > now() - interval '12 months'`;

/**
 * Points a customer (an id, or a column such as c.id) earned in the last 12 months, net of the
 * reversals of those earnings (SQL).
 */
export const earnedLastYear = (storeId: number, customerId: number | SQL) => sql`(
  select coalesce(sum(e.points), 0) + coalesce(sum(r.points), 0)
  from ledger_entries e left join ledger_entries r on r.reverses_entry_id = e.id
  where e.store_id = ${storeId} and e.customer_id = ${customerId} and ${countsForLevel})`;

/**
 * The earning rows of the last 12 months of many customers at once (`ids`, an int[] SQL), each net of
 * its reversal, as (customer_id, earned): summed per customer they give what earnedLastYear gives one.
 * One scan for all of them; the reversal is a probe of the small partial index, not a join, so that the
 * id list never ends up as the condition of an inner index scan repeated per row. None when the store
 * has no levels: there is nothing to place.
 */
export const earningRowsOf = (storeId: number, ids: SQL) => sql`
  select e.customer_id,
         e.points + coalesce((select r.points from ledger_entries r where r.reverses_entry_id = e.id), 0) as earned
  from ledger_entries e
  where exists (select 1 from customer_levels where store_id = ${storeId})
    and e.customer_id = any(${ids}) and ${countsForLevel}`;

/** The id of the highest level that `earned` points reach (SQL), null below every level. */
export const levelReached = (storeId: number, earned: SQL) => sql`(
  select id from customer_levels where store_id = ${storeId} and min_points <= ${earned}
  order by min_points desc, id limit 1)`;

/**
 * Places one customer at the highest level their yearly earnings reach. The row is locked first, so the
 * earnings are read after any change that held it (a bulk step or undo) has committed: an update that
 * waited for the lock would otherwise write the level computed from the ledger as it was before.
 */
export async function placeCustomer(db: DbOrTx, storeId: number, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select id from customers where id = ${customerId} and store_id = ${storeId} for no key update`,
    );
    await tx.execute(sql`
      update customers set level_id = ${levelReached(storeId, earnedLastYear(storeId, customerId))}
      where id = ${customerId} and store_id = ${storeId}`);
  });
}

/** Places every customer of the store again (after the levels change). */
export async function placeAllCustomers(db: DbOrTx, storeId: number): Promise<void> {
  await placeCustomersIn(db, storeId, sql`select id from customers where store_id = ${storeId}`);
}

/** Places again the customers a subquery names (many at once: a bulk batch). */
export async function placeCustomersIn(db: DbOrTx, storeId: number, ids: SQL): Promise<void> {
  await db.execute(sql`
    with placed as (
      select c.id, ${levelReached(storeId, earnedLastYear(storeId, sql`c.id`))} as level_id
      from customers c where c.store_id = ${storeId} and c.deleted_at is null and c.id in (${ids}))
    update customers c set level_id = placed.level_id
    from placed where placed.id = c.id and c.level_id is distinct from placed.level_id`);
}
