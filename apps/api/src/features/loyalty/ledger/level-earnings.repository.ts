import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { EARNING_IN } from '../../../db/kinds-sql.ts';
import { sql } from '../../../db/sql.ts';

/**
 * The customers' level earnings, kept with every ledger write: customer_month_earnings (per customer and
 * month) and the customers' level_points, level_month and level_id. Only the ledger writes them
 * (test/ledger-writers.test.ts); the levels feature owns the levels themselves.
 */
/**
 * A store, for its time zone: its id (or an id column), read from its row, or its zone as the caller
 * holds it (the session's counter settings). The counter's statement uses the session's: it would
 * otherwise read the store's row once per mention of the month, and a store's row that redemptions
 * update keeps every old version a long transaction still sees, each read walking them all.
 */
export type StoreZone = number | SQL | { timeZone: string };

/** The store's time zone (SQL). */
const zoneOf = (store: StoreZone) =>
  typeof store === 'object' && 'timeZone' in store
    ? sql`${store.timeZone}::text`
    : sql`(select time_zone from stores where id = ${store})`;

/** This month in the store's time zone, as its first day (SQL date). */
export const thisMonth = (store: StoreZone) =>
  sql`date_trunc('month', now() at time zone ${zoneOf(store)})::date`;

/** The month (its first day, the store's time zone) of the moment `at` (SQL timestamptz). */
export const monthOf = (store: StoreZone, at: SQL) =>
  sql`date_trunc('month', ${at} at time zone ${zoneOf(store)})::date`;

/** The first of the 12 months that count for a level when `month` is the current one (SQL date). */
const firstCounted = (month: SQL) => sql`(${month} - interval '11 months')::date`;

/**
 * Points a customer (an id, or a column such as c.id) earned in the 12 months up to this one, net of
 * the reversals of those earnings: a sum of at most 12 rows of customer_month_earnings (SQL).
 */
export const earnedLastYear = (storeId: number, customerId: number | SQL, zone: StoreZone = storeId) => sql`(
  select coalesce(sum(m.points), 0)::int from customer_month_earnings m
  where m.store_id = ${storeId} and m.customer_id = ${customerId}
    and m.month >= ${firstCounted(thisMonth(zone))})`;

/**
 * What the row `c` of customers counts for its level this month: its own sum while it is this
 * month's (so concurrent changes of one customer each see the others', the row being locked), else the
 * sum of its months (SQL).
 */
const keptOrSummed = (storeId: number, customerId: number | SQL, zone: StoreZone = storeId) =>
  sql`case when c.level_month = ${thisMonth(zone)} then c.level_points else ${earnedLastYear(storeId, customerId, zone)} end`;

/** The id of the highest level that `earned` points reach (SQL), null below every level. */
const levelReached = (storeId: number, earned: SQL) => sql`(
  select id from customer_levels where store_id = ${storeId} and min_points <= ${earned}
  order by min_points desc, id limit 1)`;

/** The SET items of an update of customers `c` that give it `earned` points this month, and its level. */
const levelSet = (storeId: number, earned: SQL, zone: StoreZone = storeId) =>
  sql`level_points = ${earned}, level_month = ${thisMonth(zone)}, level_id = ${levelReached(storeId, earned)}`;

/** Points earned in `month` (SQL date) and what they count for the level: nothing once out of the 12 months. */
const counted = (zone: StoreZone, points: number | SQL, month: SQL) =>
  sql`case when ${month} >= ${firstCounted(thisMonth(zone))} then ${points} else 0 end`;

/** An earning of `points` (or the reversal of one, negative) that counts in the customer's `month` (SQL date). */
export interface LevelEarning {
  points: number;
  month: SQL;
}

/**
 * For the one-statement points change (an update of customers `c`, locked by it): the SET items that
 * count `e` in the customer's level, and `stale`, true when the level was summed from the statement's
 * snapshot (the row was not yet this month's), which may miss a change committed meanwhile: the caller
 * then places the customer again (placeCustomer).
 */
export function countInLevel(
  storeId: number,
  customerId: number,
  e: LevelEarning,
  zone: StoreZone = storeId,
) {
  const earned = sql`(${keptOrSummed(storeId, customerId, zone)} + ${counted(zone, e.points, e.month)})`;
  return {
    set: levelSet(storeId, earned, zone),
    stale: sql`(select s.level_month from customers s where s.id = ${customerId}) is distinct from ${thisMonth(zone)}`,
  };
}

/**
 * The upsert that adds `e` to the customer's month, once per row of `from` (the ledger's write, so none
 * when it did not happen); nothing for a month out of the 12 that count.
 */
export function monthEarningUpsert(
  storeId: number,
  customerId: number,
  e: LevelEarning,
  from: SQL,
  zone: StoreZone = storeId,
): SQL {
  return sql`
    insert into customer_month_earnings (store_id, customer_id, month, points)
    select ${storeId}, ${customerId}, ${e.month}, ${e.points}::int from ${from}
    where ${e.month} >= ${firstCounted(thisMonth(zone))}
    ${ADD_TO_MONTH}`;
}

/** The end of an upsert into customer_month_earnings: what it brings is added to the month it meets. */
const ADD_TO_MONTH = sql.raw(
  'on conflict (customer_id, month, store_id) do update set points = customer_month_earnings.points + excluded.points',
);

/**
 * For a bulk step, in one statement: `rows` (the name of a CTE with customer_id, month, points: one row
 * per customer and month; its customers locked by the caller's transaction) added to the customers'
 * balances, months, level points and levels, in one update per customer. `name` prefixes the CTEs'
 * names.
 */
export function addEarningsOf(storeId: number, rows: SQL, name: string): SQL {
  return sql`${sql.raw(`${name}_months`)} as (
      insert into customer_month_earnings (store_id, customer_id, month, points)
      select ${storeId}, customer_id, month, points from ${rows}
      where month >= ${firstCounted(thisMonth(storeId))} and points <> 0
      ${ADD_TO_MONTH}),
    ${sql.raw(`${name}_customers`)} as (
      update customers c set balance = c.balance + p.points,
        ${levelSet(storeId, sql`(${keptOrSummed(storeId, sql`c.id`)} + p.earned)`)}
      from (select customer_id, sum(points)::int as points,
                   sum(${counted(storeId, sql`points`, sql`month`)})::int as earned
            from ${rows} group by customer_id) p
      where c.store_id = ${storeId} and c.id = p.customer_id)`;
}

/**
 * Places one customer at the highest level their yearly earnings reach. The row is locked first, so the
 * months are read after any change that held it (a bulk step or undo) has committed: an update that
 * waited for the lock would otherwise write the level computed from the months as they were before.
 */
export async function placeCustomer(db: DbOrTx, storeId: number, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select id from customers where id = ${customerId} and store_id = ${storeId} for no key update`,
    );
    await tx.execute(sql`
      update customers c set ${levelSet(storeId, earnedLastYear(storeId, customerId))}
      where id = ${customerId} and store_id = ${storeId}`);
  });
}

/** Places every customer of the store again (after the levels change). */
export async function placeAllCustomers(db: DbOrTx, storeId: number): Promise<void> {
  await db.execute(sql`
    with placed as (
      select c.id, ${keptOrSummed(storeId, sql`c.id`)} as earned
      from customers c where c.store_id = ${storeId} and c.deleted_at is null)
    update customers c set ${levelSet(storeId, sql`placed.earned`)}
    from placed where placed.id = c.id
      and (c.level_id is distinct from ${levelReached(storeId, sql`placed.earned`)}
        or c.level_month is distinct from ${thisMonth(storeId)})`);
}

/** Customers a window move updates per statement (each statement's row locks last until its commit). */
const WINDOW_CHUNK = 5_000;

/** The stores whose customers' 12 months have not been moved to this month yet (the store's time zone). */
export async function storesWithOldWindow(db: DbOrTx): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select s.id from stores s
    where s.level_month is distinct from date_trunc('month', now() at time zone s.time_zone)::date
    order by s.id`);
  return result.rows.map((r) => r.id);
}

/**
 * Moves one store's 12 months to this month: every customer's level points summed again over the
 * months that still count (a month that just left the window no longer counts), their levels, and the
 * months out of the window deleted. A chunk of customers per statement; a customer written meanwhile by
 * an earning this month is already this month's and is left alone (its update re-checks the row).
 */
export async function moveLevelWindow(db: DbOrTx, storeId: number): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const result = await db.execute<{ last: number | null; moved: number }>(sql`
      with due as materialized (
        select id from customers
        where store_id = ${storeId} and id > ${after} and deleted_at is null
        order by id limit ${WINDOW_CHUNK}),
      moved as (
        update customers c set ${levelSet(storeId, earnedLastYear(storeId, sql`c.id`))}
        from due where c.id = due.id and c.level_month is distinct from ${thisMonth(storeId)}
        returning 1)
      select (select max(id) from due) as last, (select count(*) from moved)::int as moved`);
    const row = result.rows[0];
    moved += row?.moved ?? 0;
    if (row?.last === null || row?.last === undefined) break;
    after = row.last;
  }
  await db.execute(sql`
    delete from customer_month_earnings
    where store_id = ${storeId} and month < ${firstCounted(thisMonth(storeId))}`);
  await db.execute(sql`update stores set level_month = ${thisMonth(storeId)} where id = ${storeId}`);
  return moved;
}

/**
 * Writes a store's months again from its ledger (demo data, repairs; the migration customer_month_earnings
 * did the same for every store), then every customer's level points and level.
 */
export async function rebuildMonthEarnings(db: DbOrTx, storeId: number): Promise<void> {
  await db.execute(sql`delete from customer_month_earnings where store_id = ${storeId}`);
  await db.execute(sql`
    insert into customer_month_earnings (store_id, customer_id, month, points)
    select ${storeId}, e.customer_id, ${monthOf(storeId, sql`coalesce(o.created_at, e.created_at)`)}, sum(e.points)::int
    from ledger_entries e left join ledger_entries o on e.kind = 'reversal' and o.id = e.reverses_entry_id
    where e.store_id = ${storeId}
      and (e.kind in (${EARNING_IN}) or o.kind in (${EARNING_IN}))
      and coalesce(o.created_at, e.created_at) >= (${firstCounted(thisMonth(storeId))}::timestamp at time zone ${zoneOf(storeId)})
    group by 2, 3`);
  // One grouped pass over the months joined to the customers: a correlated sum per customer would run
  // a million lookups on a table PostgreSQL has not analysed yet.
  await db.execute(sql`
    with sums as (
      select customer_id, sum(points)::int as earned from customer_month_earnings
      where store_id = ${storeId} and month >= ${firstCounted(thisMonth(storeId))} group by customer_id),
    placed as (
      select c.id, coalesce(s.earned, 0) as earned
      from customers c left join sums s on s.customer_id = c.id where c.store_id = ${storeId})
    update customers c set ${levelSet(storeId, sql`placed.earned`)}
    from placed where placed.id = c.id`);
}
