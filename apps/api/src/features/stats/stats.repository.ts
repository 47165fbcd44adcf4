import { type DailyPoints, EARNING_KINDS, isEarning, type LedgerKind } from '@premia/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { EARNING_IN, kindsList } from '../../db/kinds-sql.ts';
import { dayStart, sinceDay, untilDay } from '../../db/local-days.ts';
import { ledgerEntries } from '../../db/schema.ts';
import { sql } from '../../db/sql.ts';
import { activityDaily } from './activity-daily.table.ts';
import { dailyStats } from './daily-stats.table.ts';

/** A figure of a roll-up's change: a number, or SQL over the row being written (a redemption's points). */
type Figure = number | SQL;

interface StatsDelta {
  pointsGiven?: Figure;
  pointsRedeemed?: Figure;
  purchasesCents?: Figure;
  purchases?: Figure;
  redemptions?: Figure;
  newCustomers?: Figure;
}

/** What one ledger row adds to the day's roll-up; a reversal takes back what its original added. */
export function deltaOf(
  kind: LedgerKind,
  points: number,
  amountCents: number | null,
  sign: 1 | -1 = 1,
): StatsDelta {
  if (isEarning(kind)) {
    return kind === 'purchase'
      ? { pointsGiven: points, purchases: sign, purchasesCents: sign * (amountCents ?? 0) }
      : { pointsGiven: points };
  }
  if (kind === 'redemption') return { pointsRedeemed: -points, redemptions: sign };
  return {};
}

/**
 * Today's roll-up rows are split into this many shards, by the ledger row's id (so even one customer's
 * concurrent purchases spread over them): each purchase holds its shard's row until its commit, so with
 * few shards concurrent purchases queue on them. Past days are folded back into
 * shard 0 by the hourly job (foldRollupShards), so reads of long ranges stay one row per day and location.
 */
export const STATS_SHARDS = 64;

/** What picks a roll-up row's shard: a number, or SQL (the id of the ledger row being written). */
type ShardKey = number | SQL;

const shardOf = (key: ShardKey) =>
  typeof key === 'number' ? sql`${key % STATS_SHARDS}` : sql`(${key} % ${STATS_SHARDS})::smallint`;

/** The end of an upsert into daily_stats: what it brings is added to the row it meets (roll-ups only add). */
const ADD_TO_DAILY_STATS = sql.raw(`on conflict (store_id, day, location_id, shard) do update set
  points_given = daily_stats.points_given + excluded.points_given,
  points_redeemed = daily_stats.points_redeemed + excluded.points_redeemed,
  purchases_cents = daily_stats.purchases_cents + excluded.purchases_cents,
  purchases = daily_stats.purchases + excluded.purchases,
  redemptions = daily_stats.redemptions + excluded.redemptions,
  new_customers = daily_stats.new_customers + excluded.new_customers`);

/** The same for activity_daily. */
const ADD_TO_ACTIVITY = sql.raw(`on conflict (store_id, day, location_id, user_id, tab, shard) do update set
  entries = activity_daily.entries + excluded.entries,
  points = activity_daily.points + excluded.points,
  amount_cents = activity_daily.amount_cents + excluded.amount_cents`);

/** Days older than this (UTC date) are past in every time zone and are folded into shard 0. */
const FOLD_AFTER_DAYS = 2;

const FOLD_CUTOFF = sql`(now() at time zone 'UTC')::date - ${FOLD_AFTER_DAYS}::int`;

/** The stores that have shard rows of past days to fold (foldRollupShards folds one store at a time). */
export async function storesToFold(db: DbOrTx): Promise<number[]> {
  const result = await db.execute<{ store_id: number }>(sql`
    select store_id from daily_stats where shard <> 0 and day < ${FOLD_CUTOFF}
    union
    select store_id from activity_daily where shard <> 0 and day < ${FOLD_CUTOFF}
    order by store_id`);
  return result.rows.map((r) => r.store_id);
}

/**
 * Moves one store's rows of shards other than 0 of past days into shard 0, adding them up, in both
 * roll-ups; returns how many shard rows were folded. One store at a time, so that a store whose fold
 * fails leaves the others' to fold. A late write to a past day (the reversal of an old entry)
 * lands in its shard again and is folded by the next run. Waits for no row lock longer than a moment:
 * a purchase holding one is served first, and what is left waits for the next hour.
 */
export async function foldRollupShards(db: DbOrTx, storeId: number): Promise<number> {
  await db.execute(sql`set local lock_timeout = '200ms'`);
  const cutoff = FOLD_CUTOFF;
  const stats = await db.execute(sql`
    with moved as (
      delete from daily_stats where store_id = ${storeId} and shard <> 0 and day < ${cutoff} returning *),
    folded as (
      insert into daily_stats (store_id, day, location_id, shard, points_given, points_redeemed, purchases_cents, purchases, redemptions, new_customers)
      select store_id, day, location_id, 0, sum(points_given), sum(points_redeemed), sum(purchases_cents),
        sum(purchases), sum(redemptions), sum(new_customers)
      from moved group by store_id, day, location_id
      ${ADD_TO_DAILY_STATS})
    select count(*)::int as n from moved`);
  const activity = await db.execute(sql`
    with moved as (
      delete from activity_daily where store_id = ${storeId} and shard <> 0 and day < ${cutoff} returning *),
    folded as (
      insert into activity_daily (store_id, day, location_id, user_id, tab, shard, entries, points, amount_cents)
      select store_id, day, location_id, user_id, tab, 0, sum(entries), sum(points), sum(amount_cents)
      from moved group by store_id, day, location_id, user_id, tab
      ${ADD_TO_ACTIVITY})
    select count(*)::int as n from moved`);
  const n = (r: { rows: unknown[] }) => Number((r.rows[0] as { n: number } | undefined)?.n ?? 0);
  return n(stats) + n(activity);
}

/** The store's time zone (SQL): as the caller holds it (its session), else read from the store's row. */
const zoneOf = (storeId: number, timeZone?: string) =>
  timeZone === undefined ? sql`(select time_zone from stores where id = ${storeId})` : sql`${timeZone}::text`;

/**
 * The upsert that adds `delta` to the row of the store and location for the day of `at` (default now)
 * in the store's time zone (`timeZone` when the caller holds it). With `from`, it adds once per row of
 * that CTE (none when the write it follows did not happen), so it can end the ledger's one-statement write.
 */
export function dailyStatsUpsert(
  storeId: number,
  locationId: number | null,
  delta: StatsDelta,
  shardKey: ShardKey = 0,
  at?: string,
  from?: SQL,
  timeZone?: string,
): SQL | null {
  if (Object.values(delta).every((v) => !v)) return null;
  const d = {
    pointsGiven: delta.pointsGiven ?? 0,
    pointsRedeemed: delta.pointsRedeemed ?? 0,
    purchasesCents: delta.purchasesCents ?? 0,
    purchases: delta.purchases ?? 0,
    redemptions: delta.redemptions ?? 0,
    newCustomers: delta.newCustomers ?? 0,
  };
  return sql`
    insert into daily_stats (store_id, day, location_id, shard, points_given, points_redeemed, purchases_cents, purchases, redemptions, new_customers)
    select ${storeId}, (coalesce(${at ?? null}::timestamptz, now()) at time zone ${zoneOf(storeId, timeZone)})::date, ${locationId ?? 0}, ${shardOf(shardKey)},
            ${d.pointsGiven}::bigint, ${d.pointsRedeemed}::bigint, ${d.purchasesCents}::bigint, ${d.purchases}::int, ${d.redemptions}::int, ${d.newCustomers}::int
    ${from ? sql`from ${from}` : sql``}
    ${ADD_TO_DAILY_STATS}`;
}

export type ActivityTab = 'earned' | 'redeemed';

/** The tab a ledger row is listed in, if any. */
export function activityTabOf(kind: LedgerKind): ActivityTab | null {
  if (isEarning(kind)) return 'earned';
  return kind === 'redemption' ? 'redeemed' : null;
}

/** The upsert that counts one row of `from` (the ledger's write) in today's activity totals (`timeZone`: see dailyStatsUpsert). */
export function activityUpsert(
  storeId: number,
  row: {
    tab: ActivityTab;
    locationId: number | null;
    userId: number | null;
    points: Figure;
    amountCents: number | null;
  },
  shardKey: ShardKey,
  from: SQL,
  timeZone?: string,
): SQL {
  return sql`
    insert into activity_daily (store_id, day, location_id, user_id, tab, shard, entries, points, amount_cents)
    select ${storeId}, (now() at time zone ${zoneOf(storeId, timeZone)})::date, ${row.locationId ?? 0},
      ${row.userId ?? 0}, ${row.tab}, ${shardOf(shardKey)}, 1, ${row.points}::bigint, ${row.amountCents ?? 0}::bigint
    from ${from}
    ${ADD_TO_ACTIVITY}`;
}

/** Counts many rows of one tab, user and location (a bulk batch's step) in today's activity totals. */
export async function bumpActivity(
  db: DbOrTx,
  storeId: number,
  row: {
    tab: ActivityTab;
    locationId: number | null;
    userId: number | null;
    entries: number;
    points: number;
    amountCents: number;
  },
) {
  if (row.entries === 0) return;
  await db.execute(sql`
    insert into activity_daily (store_id, day, location_id, user_id, tab, shard, entries, points, amount_cents)
    values (${storeId}, (now() at time zone (select time_zone from stores where id = ${storeId}))::date, ${row.locationId ?? 0},
      ${row.userId ?? 0}, ${row.tab}, 0, ${row.entries}, ${row.points}::bigint, ${row.amountCents}::bigint)
    ${ADD_TO_ACTIVITY}`);
}

/**
 * Adds to the day's roll-up in the caller's transaction. Call it last before commit: it holds the
 * row's lock until then.
 */
export async function bumpDailyStats(
  db: DbOrTx,
  storeId: number,
  locationId: number | null,
  delta: StatsDelta,
  shardKey = 0,
  at?: string,
) {
  const upsert = dailyStatsUpsert(storeId, locationId, delta, shardKey, at);
  if (upsert) await db.execute(upsert);
}

/** Recomputes a store's roll-ups from the ledger and the customers (demo data, repairs). */
export async function rebuildDailyStats(db: DbOrTx, storeId: number): Promise<void> {
  await db.delete(activityDaily).where(eq(activityDaily.storeId, storeId));
  await db.execute(sql`
    insert into activity_daily (store_id, day, location_id, user_id, tab, entries, points, amount_cents)
    select ${storeId}, (e.created_at at time zone (select time_zone from stores where id = ${storeId}))::date,
      coalesce(e.location_id, 0), coalesce(e.user_id, 0), case when e.kind = 'redemption' then 'redeemed' else 'earned' end,
      count(*), sum(e.points), coalesce(sum(e.amount_cents), 0)
    from ledger_entries e
    where e.store_id = ${storeId} and e.kind in (${kindsList([...EARNING_KINDS, 'redemption'])})
    group by 2, 3, 4, 5`);
  await db.delete(dailyStats).where(eq(dailyStats.storeId, storeId));
  await db.execute(sql`
    with tz as (select time_zone from stores where id = ${storeId}),
    rows as (
      -- A reversal counts against the day and location of the entry it reverses.
      select (coalesce(o.created_at, e.created_at) at time zone (select time_zone from tz))::date as day,
             case when o.id is null then coalesce(e.location_id, 0) else coalesce(o.location_id, 0) end as location_id,
             coalesce(o.kind, e.kind) as kind, e.points, case when e.kind = 'reversal' then -1 else 1 end as sign,
             coalesce(o.amount_cents, e.amount_cents) as amount_cents
      from ledger_entries e left join ledger_entries o on e.kind = 'reversal' and o.id = e.reverses_entry_id
      where e.store_id = ${storeId}),
    ledger as (
      select day, location_id,
        sum(points) filter (where kind in (${EARNING_IN})) as points_given,
        -sum(points) filter (where kind = 'redemption') as points_redeemed,
        sum(sign * amount_cents) filter (where kind = 'purchase') as purchases_cents,
        sum(sign) filter (where kind = 'purchase') as purchases,
        sum(sign) filter (where kind = 'redemption') as redemptions
      from rows group by day, location_id),
    joined as (
      select (c.created_at at time zone (select time_zone from tz))::date as day, coalesce(c.registration_location_id, 0) as location_id,
             count(*) as new_customers
      from customers c where c.store_id = ${storeId} group by 1, 2)
    insert into daily_stats (store_id, day, location_id, points_given, points_redeemed, purchases_cents, purchases, redemptions, new_customers)
    select ${storeId}, coalesce(l.day, j.day), coalesce(l.location_id, j.location_id),
           coalesce(l.points_given, 0), coalesce(l.points_redeemed, 0), coalesce(l.purchases_cents, 0),
           coalesce(l.purchases, 0), coalesce(l.redemptions, 0), coalesce(j.new_customers, 0)
    from ledger l full join joined j on j.day = l.day and j.location_id = l.location_id`);
}

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
