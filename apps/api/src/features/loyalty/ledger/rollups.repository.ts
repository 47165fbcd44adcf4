import { EARNING_KINDS, isEarning, type LedgerKind } from '@premia/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { EARNING_IN, kindsList } from '../../../db/kinds-sql.ts';
import { activityDaily, dailyStats } from '../../../db/schema.ts';
import { sql } from '../../../db/sql.ts';

// The day's roll-ups (daily_stats, activity_daily), kept with every ledger write: only the ledger writes
// them (test/ledger-writers.test.ts); the stats feature reads them.

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

/** Counts a new customer in the day's roll-up of their store and location, in the caller's transaction. */
export function countNewCustomer(db: DbOrTx, storeId: number, locationId: number | null) {
  return bumpDailyStats(db, storeId, locationId, { newCustomers: 1 });
}
