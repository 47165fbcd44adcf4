/**
 * The hot customer (issue #15): one customer on every connection, as the "cliente varios" a shop uses for
 * walk-in sales. The ceilings the API's hot-customer runs are compared with, sent straight to PostgreSQL
 * from the same 10 connections (measureConnections), and the heavy customer whose ledger is large.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type CeilingRun, measureConnections } from './statement-ceiling.ts';

/** The bare give-points on one row: balance update + ledger row, nothing else the product does. */
export function hotRowCeiling(run: CeilingRun, storeId: number, customerId: number) {
  return measureConnections(run, (c) =>
    c
      .query({
        name: 'hot_row_ceiling',
        text: `with u as (update customers set balance = balance + 3 where id = $1 and store_id = $2 returning id)
           insert into ledger_entries (store_id, customer_id, kind, points, amount_cents)
           select $2, id, 'purchase', 3, 3590 from u`,
        values: [customerId, storeId],
      })
      .then((r) => r.rowCount === 1),
  );
}

/**
 * give-reward's own ceiling: the same redemption as one prepared statement, each call with a new
 * Idempotency-Key: the reward's stock (never below zero), the store's allowance, the customer's balance
 * (never below zero), the ledger row, the redemption, both roll-ups (day and activity, a shard by the
 * ledger row's id, as the API picks it) and the key with its answer. Locks in the API's order
 * (customer, reward, store). `customer` picks each call's customer.
 */
export function redemptionCeiling(
  run: CeilingRun,
  ids: { storeId: number; rewardId: number; userId: number | null; locationId: number | null },
  customer: () => number,
) {
  const text = `
    with changed as (
      update customers c set balance = c.balance - r.points_cost
      from rewards r
      where c.id = $1 and c.store_id = $2 and r.id = $3 and r.store_id = $2 and c.balance >= r.points_cost
        and c.deleted_at is null
      returning c.id, c.balance, r.points_cost),
    reward as (
      update rewards set stock = stock - 1 where id = $3 and store_id = $2 and exists (select 1 from changed)
        and active and (stock is null or stock > 0)
      returning id),
    allowance as (
      update stores set redeem_used = redeem_used + 1
      where id = $2 and redeem_used < redeem_free + redeem_bought and exists (select 1 from reward)
      returning case when redeem_used <= redeem_free then 'free' else 'bought' end as kind),
    entry as (
      insert into ledger_entries (store_id, customer_id, kind, points, reward_id, user_id, location_id)
      select $2, changed.id, 'redemption', -changed.points_cost, $3, $4::int, $5::int
      from changed join allowance on true
      returning id, points, created_at),
    redemption as (
      insert into redemptions (store_id, customer_id, reward_id, ledger_entry_id, points, allowance, user_id, location_id)
      select $2, $1, $3, entry.id, -entry.points, allowance.kind, $4::int, $5::int from entry join allowance on true),
    day as (
      insert into daily_stats (store_id, day, location_id, shard, points_redeemed, redemptions)
      select $2, (now() at time zone (select time_zone from stores where id = $2))::date, coalesce($5::int, 0),
        (entry.id % 64)::smallint, -entry.points, 1 from entry
      on conflict (store_id, day, location_id, shard) do update set
        points_redeemed = daily_stats.points_redeemed + excluded.points_redeemed,
        redemptions = daily_stats.redemptions + excluded.redemptions),
    activity as (
      insert into activity_daily (store_id, day, location_id, user_id, tab, shard, entries, points, amount_cents)
      select $2, (now() at time zone (select time_zone from stores where id = $2))::date, coalesce($5::int, 0),
        coalesce($4::int, 0), 'redeemed', (entry.id % 64)::smallint, 1, entry.points, 0 from entry
      on conflict (store_id, day, location_id, user_id, tab, shard) do update set
        entries = activity_daily.entries + 1, points = activity_daily.points + excluded.points),
    claimed as (
      insert into idempotency_keys (store_id, key, route, request_hash, response)
      select $2, $6, '/client/customer/give-reward', $6, jsonb_build_object('entry', entry.id, 'balance', changed.balance)
      from entry join changed on true)
    select count(*)::int as n from entry`;
  return measureConnections(run, (c) =>
    c
      .query({
        name: 'redemption_ceiling',
        text,
        values: [customer(), ids.storeId, ids.rewardId, ids.userId, ids.locationId, randomUUID()],
      })
      .then((r) => r.rows[0]?.n === 1),
  );
}

/**
 * Gives `customerId` `entries` ledger rows of 1 point over the last 365 days (straight into the ledger,
 * once, when it has fewer), its balance, and a credit of 1,000,000 points on `spender` (one row) so hot
 * redemptions never run out. The caller rebuilds the roll-ups and the customers' months afterwards.
 */
export async function makeHeavyCustomer(
  client: pg.Client,
  storeId: number,
  customerId: number,
  spender: number,
  entries: number,
): Promise<boolean> {
  const has = await client.query<{ n: number }>(
    'select count(*)::int as n from ledger_entries where customer_id = $1',
    [customerId],
  );
  if ((has.rows[0]?.n ?? 0) >= entries) return false;
  await client.query(
    `insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, created_at)
     select $1, $2, 'purchase', 1, 1000, now() - (i % (365 * 24 * 60)) * interval '1 minute'
     from generate_series(1, $3::int) i`,
    [storeId, customerId, entries],
  );
  await client.query(
    `insert into ledger_entries (store_id, customer_id, kind, points, reason) values ($1, $2, 'manual', 1000000, 'Bench')`,
    [storeId, spender],
  );
  await client.query(
    `update customers c set balance = (select sum(points) from ledger_entries e where e.customer_id = c.id)
     where c.id in ($1, $2)`,
    [customerId, spender],
  );
  return true;
}
