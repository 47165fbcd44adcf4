import type { DailyPoints, LedgerKind } from '@premia/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { kindsList } from '../../../db/kinds-sql.ts';
import { dayStart, sinceDay, untilDay } from '../../../db/local-days.ts';
import { ledgerEntries } from '../../../db/schema.ts';
import { sql } from '../../../db/sql.ts';
import type { ActivityTab } from '../../loyalty/ledger/index.ts';
import { activityDaily } from './activity-daily.table.ts';

/** Today in the store's time zone. */
export async function storeToday(db: DbOrTx, storeId: number): Promise<string> {
  const result = await db.execute<{ day: string }>(
    sql`select to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as day from stores where id = ${storeId}`,
  );
  return result.rows[0]?.day ?? new Date().toISOString().slice(0, 10);
}

/**
 * The days of the range that have roll-up rows, in one scan of the roll-up's key (store, day), each summed
 * over its locations and shards. The days without a row are not listed (the service fills them).
 */
export async function dailyRollup(
  db: DbOrTx,
  storeId: number,
  locationId: number | null,
  start: string,
  end: string,
): Promise<DailyPoints[]> {
  const location = locationId === null ? sql`` : sql`and location_id = ${locationId}`;
  const result = await db.execute<{
    day: string;
    points_given: number;
    points_redeemed: number;
    purchases_cents: string;
    purchases: number;
    new_customers: number;
    redemptions: number;
  }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day,
      sum(points_given)::bigint as points_given, sum(points_redeemed)::bigint as points_redeemed,
      sum(purchases_cents)::bigint as purchases_cents, sum(purchases)::int as purchases,
      sum(new_customers)::int as new_customers, sum(redemptions)::int as redemptions
    from daily_stats
    where store_id = ${storeId} and day between ${start}::date and ${end}::date ${location}
    group by day`);
  return result.rows.map((r) => ({
    date: r.day,
    pointsGiven: r.points_given,
    pointsRedeemed: r.points_redeemed,
    purchasesAmount: Number(r.purchases_cents) / 100,
    purchases: r.purchases,
    newCustomers: r.new_customers,
    redemptions: r.redemptions,
  }));
}

/** A store's live customers (storeId: a value or a column of the outer query): a sum of its customer_figures rows. */
export const liveCustomersOf = (storeId: SQL | number) =>
  sql`(select coalesce(sum(f.customers), 0)::int from customer_figures f where f.store_id = ${storeId})`;

/** The store's live customers and the points they hold: a sum of its customer_figures rows. */
export async function outstanding(db: DbOrTx, storeId: number) {
  const result = await db.execute<{ customers: number; points: number }>(sql`
    select coalesce(sum(customers), 0)::int as customers, coalesce(sum(points), 0)::bigint as points
    from customer_figures where store_id = ${storeId}`);
  const row = result.rows[0];
  return { customers: Number(row?.customers ?? 0), points: Number(row?.points ?? 0) };
}

/** Redemptions from a store day on, of the whole store or of one location. */
export async function redemptionsSince(
  db: DbOrTx,
  storeId: number,
  day: string,
  locationId: number | null,
): Promise<number> {
  const location = locationId === null ? sql`` : sql` and location_id = ${locationId}`;
  const result = await db.execute<{ n: number }>(sql`
    select coalesce(sum(redemptions), 0)::int as n from daily_stats
    where store_id = ${storeId} and day >= ${day}::date${location}`);
  return Number(result.rows[0]?.n ?? 0);
}

export interface ActivityFilter {
  storeId: number;
  kinds: LedgerKind[];
  start: string;
  end: string;
  timeZone: string;
  locationId?: number | null | undefined;
  employeeId?: number | null | undefined;
  customerId?: number | null | undefined;
}

/** The ledger rows of an activity tab, any day: store, kinds, location, employee, customer. */
function activityRows(f: ActivityFilter): SQL {
  return and(
    eq(ledgerEntries.storeId, f.storeId),
    sql`${ledgerEntries.kind} in (${kindsList(f.kinds)})`,
    f.locationId ? eq(ledgerEntries.locationId, f.locationId) : undefined,
    f.employeeId ? eq(ledgerEntries.userId, f.employeeId) : undefined,
    f.customerId ? eq(ledgerEntries.customerId, f.customerId) : undefined,
  )!;
}

/** The ledger rows of an activity tab: kinds, the store's local days, location, employee, customer. */
function activityWhere(f: ActivityFilter): SQL {
  return and(
    activityRows(f),
    sinceDay(ledgerEntries.createdAt, f.start, f.timeZone),
    untilDay(ledgerEntries.createdAt, f.end, f.timeZone),
  )!;
}

/**
 * Whether the store's day `day` begins where the roll-up's days change: the first instant whose local
 * date is `day` is the one its range starts at. Not so when a clock goes back over midnight (Havana,
 * end of summer time: 00:00–01:00 comes twice and the range starts at the second one). Assumes local
 * dates never go back (no clock set back from after midnight to before it): true of every zone of
 * PostgreSQL's time zone database from 2025 to 2027, checked every 15 minutes.
 */
function dayStartsClean(day: SQL, timeZone: string): SQL {
  const start = dayStart(day, timeZone);
  return sql`((${start}) at time zone ${timeZone})::date = ${day}
    and (((${start}) - interval '1 microsecond') at time zone ${timeZone})::date < ${day}`;
}

/**
 * The ids of a page of an activity tab (a subquery in parentheses, in no order): exactly those of
 * `activityWhere(f)` ordered by (created_at desc, id desc) with `page`'s limit and offset.
 *
 * Without a customer, the roll-up (activity_daily counts every listed row on its own store day, location
 * and employee, in the statement that writes it) says how many rows of the filter each day has: the
 * ledger is read only over the days the page lies in, from whichever end of them is nearer the page;
 * an offset past the total reads nothing. One statement, so the roll-up and the ledger are read in one
 * snapshot. Where a day's range does not start where the local date changes, the plain query runs.
 */
export function activityPageIds(
  f: ActivityFilter,
  tab: ActivityTab,
  page: { limit: number; offset: number },
): SQL {
  const e = ledgerEntries;
  const desc = sql`order by ${e.createdAt} desc, ${e.id} desc`;
  if (f.customerId) {
    // A customer's rows are few: the planner reads them by their index (customer, created_at).
    return sql`(select ${e.id} from ${e} where ${activityWhere(f)} ${desc} limit ${page.limit} offset ${page.offset})`;
  }
  const tz = f.timeZone;
  const start = sql`${f.start}::date`;
  const end = sql`${f.end}::date`;
  const offset = sql`${page.offset}::bigint`;
  const limit = sql`${page.limit}::bigint`;
  const clean = (day: SQL) => dayStartsClean(day, tz);
  const within = sql`${activityRows(f)}
    and ${e.createdAt} >= (select ${dayStart(sql`first_day`, tz)} from span)
    and ${e.createdAt} < (select ${dayStart(sql`last_day + 1`, tz)} from span)`;
  // span: the days to read, and the page's place among their rows, from the newest (skip) and from the
  // oldest (rise: the rows before it, then its length).
  return sql`(
    with days as materialized (
      select day, sum(entries)::bigint as n from ${activityDaily}
      where store_id = ${f.storeId} and tab = ${tab} and day between ${start} and ${end}
        ${f.locationId ? sql`and location_id = ${f.locationId}` : sql``}
        ${f.employeeId ? sql`and user_id = ${f.employeeId}` : sql``}
      group by day having sum(entries) > 0),
    placed as (
      select day, n, (sum(n) over (order by day desc) - n)::bigint as later from days),
    hit as (
      select min(day) as first_day, max(day) as last_day, min(later) as later, sum(n)::bigint as rows
      from placed where later < ${offset} + ${limit} and later + n > ${offset}),
    chosen as (
      select h.*, ${clean(start)} and ${clean(sql`${end} + 1`)}
        and (h.first_day is null or (${clean(sql`h.first_day`)} and ${clean(sql`h.last_day + 1`)})) as ok
      from hit h),
    span as materialized (
      select first_day, last_day, skip, greatest(rows - skip - ${limit}, 0) as rise,
        least(rows - skip, ${limit}) as length, ok and greatest(rows - skip - ${limit}, 0) < skip as rising
      from (
        select case when ok then first_day else ${start} end as first_day,
          case when ok then last_day else ${end} end as last_day,
          case when ok then ${offset} - later else ${offset} end as skip, rows, ok
        from chosen) c)
    select * from (
      select ${e.id} from ${e} where ${within}
      ${desc} limit ${limit} offset (select skip from span)) newest
    where not (select rising from span)
    union all
    select * from (
      select ${e.id} from ${e} where ${within}
      order by ${e.createdAt}, ${e.id} limit (select length from span) offset (select rise from span)) oldest
    where (select rising from span))`;
}

/**
 * Totals of an activity tab: from the roll-up (days of the store's time zone, location, employee), or
 * for one customer from their few ledger rows. The roll-up counts a row on its local date, the list on
 * the instants its days start at: where those differ (a clock going back over midnight) the ledger's
 * rows are summed, so that the total is always the list's length.
 */
export async function activityTotals(db: DbOrTx, f: ActivityFilter, tab: ActivityTab) {
  const ledger = sql`
    select count(*)::bigint as count, coalesce(sum(${ledgerEntries.points}), 0)::bigint as points,
      coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint as cents
    from ${ledgerEntries} where ${activityWhere(f)}`;
  const query = f.customerId
    ? ledger
    : sql`
    select * from (
      select coalesce(sum(entries), 0)::bigint as count, coalesce(sum(points), 0)::bigint as points,
        coalesce(sum(amount_cents), 0)::bigint as cents
      from ${activityDaily}
      where store_id = ${f.storeId} and tab = ${tab} and day between ${f.start}::date and ${f.end}::date
        ${f.locationId ? sql`and location_id = ${f.locationId}` : sql``}
        ${f.employeeId ? sql`and user_id = ${f.employeeId}` : sql``}) r
    where ${rangeStartsClean(f)}
    union all
    select * from (${ledger}) l where not ${rangeStartsClean(f)}`;
  const result = await db.execute<{ count: string; points: string; cents: string }>(query);
  return totalsOf(result.rows[0]);
}

/** Whether the roll-up's days of the range are exactly the list's (see dayStartsClean). */
function rangeStartsClean(f: ActivityFilter): SQL {
  return sql`(${dayStartsClean(sql`${f.start}::date`, f.timeZone)} and ${dayStartsClean(sql`${f.end}::date + 1`, f.timeZone)})`;
}

function totalsOf(row: { count: string; points: string; cents: string } | undefined) {
  return {
    count: Number(row?.count ?? 0),
    points: Number(row?.points ?? 0),
    amount: Number(row?.cents ?? 0) / 100,
  };
}
