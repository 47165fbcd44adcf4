import { type RouteOutput, type Said, spanishMessage } from '@premia/contract';
import { type SQL, sql } from 'drizzle-orm';
import { claimInStatement, claimRefusals, mayClaim } from '../../../counter-fast-path/claim-in-statement.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { executeGathered } from '../../../db/named-query.ts';
import type { Claim } from '../../../idempotency/idempotency.ts';
import { afterOutboxRows, webhookOutboxInsert } from '../../../webhooks/outbox.ts';
import { shownEntry } from './entries.repository.ts';
import { activityUpsert, dailyStatsUpsert } from './rollups.repository.ts';

/** A redemption's answer: the redemption, its ledger row, the balance (stored with the call's key as well). */
export type RedemptionAnswer = RouteOutput<'/client/customer/give-reward'> & Required<Said>;

/** The answer's m as the statement writes it: format()'s %s is the reward's name. */
const REDEEMED = spanishMessage('rewards.redeemed', { reward: '%s' });

/**
 * Why the redemption statement wrote nothing, in the order it is decided: the call's session and key,
 * the customer, the store's subscription, the reward (gone or archived, switched off, its dates, its
 * cost changed while the call waited for it, its stock), the balance, the limit per customer, the
 * store's allowance. 'raced': the customer's row changed after the statement's snapshot, so the
 * redemptions it counted for a reward's limit may miss one; the statement runs again holding the row.
 */
export type RedeemRefusal =
  | 'session-changed'
  | 'key-taken'
  | 'no-customer'
  | 'no-subscription'
  | 'reward-not-found'
  | 'reward-inactive'
  | 'reward-not-yet-valid'
  | 'reward-expired'
  | 'reward-cost-changed'
  | 'reward-sold-out'
  | 'not-enough-points'
  | 'raced'
  | 'limit-reached'
  | 'no-redemptions-left';

export type Redemption =
  | {
      answer: RedemptionAnswer;
      /** Who the customer's mail of the redemption goes to, when the store sends it and they have an address. */
      mail: { to: string; firstName: string; storeName: string } | null;
    }
  | {
      nothing: RedeemRefusal;
      /** The reward's cost (for 'not-enough-points') and the customer's standing redemptions of it ('limit-reached'). */
      cost: number | null;
      standing: number;
    };

type Row = {
  answer: RedemptionAnswer | null;
  email: string | null;
  first_name: string | null;
  store_name: string;
  email_on_redeemed: boolean;
  cost: number | null;
  standing: number | null;
  nothing: RedeemRefusal | null;
  queued: number;
};

/** The CTE `entry` (the ledger row written) and its roll-ups' shard: by its id, as every points change. */
const ENTRY = sql`entry`;
const ENTRY_SHARD = sql`entry.id`;

/**
 * THE redemption, in one statement (in the caller's transaction if there is one, else gathered with the
 * store's concurrent changes: executeGathered): the customer's balance (never below zero), one unit of
 * the reward's stock when it has one, the customer's limit for the reward (redemptions reversed do not
 * count), one redemption of the store's allowance (free first, then bought; not while a required
 * subscription is off), the ledger row, the redemption, both roll-ups (day and activity), and, for an
 * idempotent call, its key with the answer.
 *
 * Every row whose state decides is locked before anything is written, in the order every redemption and
 * reversal takes them (customer, reward, store), so that nothing is written unless all of it is: the
 * customer's row and a stocked reward's row are locked first and judged as they are once locked (a
 * reward switched off or a redemption committed while this one waited is seen), then the store's
 * allowance is taken by a conditional update, and only then are the balance, the stock, the ledger and
 * the rest written. A reward without stock is read, not written: its row is not rewritten by every
 * redemption. When nothing is written the statement says why (Redemption's `nothing`).
 */
export async function redeem(
  db: DbOrTx,
  r: {
    storeId: number;
    customerId: number;
    rewardId: number;
    userId: number | null;
    locationId: number | null;
    tillId: number | null;
    claim?: Claim | undefined;
  },
): Promise<Redemption> {
  const { storeId, customerId, rewardId, claim } = r;
  const rewardColumns = sql.raw(
    'r.id, r.name, r.points_cost, r.active, r.valid_from, r.valid_until, r.stock, r.limit_per_customer, r.archived_at',
  );
  const after: SQL[] = [
    dailyStatsUpsert(
      storeId,
      r.locationId,
      { pointsRedeemed: sql`-entry.points`, redemptions: 1 },
      ENTRY_SHARD,
      undefined,
      ENTRY,
    )!,
    activityUpsert(
      storeId,
      {
        tab: 'redeemed',
        userId: r.userId,
        locationId: r.locationId,
        points: sql`entry.points`,
        amountCents: null,
      },
      ENTRY_SHARD,
      ENTRY,
    ),
  ];
  const result = await executeGathered<Row>(
    db,
    { storeId, customerId, writesStoreRow: true },
    sql`
    with held as (
      select c.id, c.balance, c.xmin as version from customers c
      where c.store_id = ${storeId}::int and c.id = ${customerId}::int and c.deleted_at is null
        ${claim ? sql`and ${mayClaim(claim)}` : sql``}
      for no key update),
    store as (
      select s.name, s.email_on_redeemed, s.with_subscription and not s.has_subscription as unsubscribed,
        (now() at time zone s.time_zone)::date as today
      from stores s where s.id = ${storeId}::int),
    snap as (
      select ${rewardColumns} from rewards r
      where r.store_id = ${storeId}::int and r.id = ${rewardId}::int and r.archived_at is null),
    stocked as (
      select ${rewardColumns} from rewards r
      where r.id = (select id from snap where stock is not null) and exists (select 1 from held)
      for no key update),
    terms as (select * from stocked union all select * from snap where snap.stock is null),
    verdict as (
      select case
          when store.unsubscribed then 'no-subscription'
          when terms.id is null or terms.archived_at is not null then 'reward-not-found'
          when not terms.active then 'reward-inactive'
          when terms.valid_from > store.today then 'reward-not-yet-valid'
          when terms.valid_until < store.today then 'reward-expired'
          when terms.points_cost <> snap.points_cost then 'reward-cost-changed'
          when terms.stock <= 0 then 'reward-sold-out'
          when held.balance < snap.points_cost then 'not-enough-points'
          when terms.limit_per_customer is null then null
          when not (held.version = (select v.xmin from customers v where v.id = ${customerId}::int)) then 'raced'
          when counted.standing >= terms.limit_per_customer then 'limit-reached'
        end as refused, counted.standing
      from held cross join store left join snap on true left join terms on true
        left join lateral (
          select count(*)::int as standing from redemptions x
          where terms.limit_per_customer is not null
            and x.store_id = ${storeId}::int and x.customer_id = ${customerId}::int and x.reward_id = terms.id
            and not exists (select 1 from ledger_entries e where e.reverses_entry_id = x.ledger_entry_id)
        ) counted on true),
    allowance as (
      update stores set redeem_used = redeem_used + 1
      where id = ${storeId}::int and redeem_used < redeem_free + redeem_bought
        and not (with_subscription and not has_subscription)
        and exists (select 1 from verdict where refused is null)
      returning case when redeem_used <= redeem_free then 'free' else 'bought' end as allowance),
    changed as (
      update customers c set balance = c.balance - snap.points_cost
      from snap
      where c.id = (select id from held) and exists (select 1 from allowance)
      returning c.id, c.balance, c.first_name, c.last_name, c.email),
    entry as (
      insert into ledger_entries (store_id, customer_id, kind, points, reason, reward_id, user_id, location_id, till_id)
      select ${storeId}::int, changed.id, 'redemption', -snap.points_cost, snap.name, snap.id,
        ${r.userId}::int, ${r.locationId}::int, ${r.tillId}::int
      from changed cross join snap
      returning *),
    taken as (
      update rewards set stock = stock - 1
      where id = (select id from stocked) and exists (select 1 from entry)),
    redeemed as (
      insert into redemptions (store_id, customer_id, reward_id, ledger_entry_id, points, allowance, user_id, location_id)
      select ${storeId}::int, entry.customer_id, snap.id, entry.id, snap.points_cost, allowance.allowance,
        ${r.userId}::int, ${r.locationId}::int
      from entry cross join allowance cross join snap
      returning id, allowance),
    shown as (${shownEntry(customerId, sql`changed.email, changed.first_name`)}),
    answered as (
      select jsonb_build_object(
          'm', format(${REDEEMED}::text, snap.name),
          'code', ${'rewards.redeemed'}::text,
          'params', jsonb_build_object('reward', snap.name),
          'redemption', jsonb_build_object('id', redeemed.id, 'rewardId', snap.id, 'rewardName', snap.name,
            'points', snap.points_cost, 'allowance', redeemed.allowance, 'createdAt', shown.entry -> 'createdAt'),
          'entry', shown.entry,
          'balance', shown.balance) as answer,
        shown.email, shown.first_name
      from shown cross join redeemed cross join snap)${sql.join(
        after.map((a, i) => sql.raw(`, after${i} as (`).append(a).append(sql`)`)),
      )}, outbox as (${webhookOutboxInsert(
        storeId,
        'reward.redeemed',
        sql`jsonb_build_object('entry', shown.entry, 'balance', shown.balance)`,
        sql`shown`,
      )})${claim ? sql`, claimed as (${claimInStatement(claim, sql`answered`, sql`answered.answer`)})` : sql``}
    select answered.answer, answered.email, answered.first_name, store.name as store_name, store.email_on_redeemed,
      snap.points_cost as cost, (select standing from verdict), (select count(*)::int from outbox) as queued,
      case when answered.answer is not null then null
        else case${claimRefusals(claim)}
          when not exists (select 1 from held) then 'no-customer'
          else coalesce((select refused from verdict),
            -- The allowance was refused as the store is now (its row, read again once committed): which way.
            case when (select with_subscription and not has_subscription from stores where id = ${storeId}::int for share)
              then 'no-subscription' else 'no-redemptions-left' end)
        end
      end as nothing
    from store left join answered on true left join snap on true`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('the redemption statement answered no row');
  if (row.answer === null) {
    return { nothing: row.nothing ?? 'no-redemptions-left', cost: row.cost, standing: row.standing ?? 0 };
  }
  await afterOutboxRows(db, row.queued);
  const mail =
    row.email_on_redeemed && row.email
      ? { to: row.email, firstName: row.first_name ?? '', storeName: row.store_name }
      : null;
  return { answer: row.answer, mail };
}
