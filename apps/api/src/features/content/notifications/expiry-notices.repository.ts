import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customerConsents, customers, stores } from '../../../db/schema.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { pointsExpiryNoticeRuns, pointsExpiryNotices } from './expiry-notices.table.ts';
import { DIRECT_LOCK } from './notifications.repository.ts';
import { notificationDeliveries } from './notifications.table.ts';

/** The stores with an expiry rule whose notices were last looked for before their day today; with that day. */
export async function storesDueForNotices(db: DbOrTx, asOf: Date): Promise<{ id: number; today: string }[]> {
  const result = await db.execute<{ id: number; today: string }>(sql`
    select s.id, to_char((${asOf.toISOString()}::timestamptz at time zone s.time_zone)::date, 'YYYY-MM-DD') as today
    from ${stores} s left join ${pointsExpiryNoticeRuns} r on r.store_id = s.id
    where s.points_expiry_rule <> 'never' and s.active and s.deleted_at is null
      and r.day is distinct from (${asOf.toISOString()}::timestamptz at time zone s.time_zone)::date
    order by s.id`);
  return result.rows;
}

/** Notes that a store's notices of the day were looked for, so the hourly job leaves it until its next day. */
export async function markNoticesDone(db: DbOrTx, storeId: number, day: string): Promise<void> {
  await db.execute(sql`
    insert into ${pointsExpiryNoticeRuns} (store_id, day) values (${storeId}, ${day}::date)
    on conflict (store_id) do update set day = excluded.day`);
}

/** Holds, until the transaction ends, the right to add a delivery to each of these customers (lockCustomerDeliveries's key). */
export async function lockDeliveriesOf(db: DbOrTx, customerIds: number[]): Promise<void> {
  if (customerIds.length === 0) return;
  await db.execute(sql`
    select pg_advisory_xact_lock(${DIRECT_LOCK}, id) from unnest(${arrayLiteral(customerIds)}::int[]) as x(id) order by id`);
}

export interface NoticeRecipient {
  customerId: number;
  push: boolean;
  mail: boolean;
}

/**
 * Of these customers (of the store, not deleted), those who accept at least one channel now and got
 * fewer than `cap` marketing messages in the last 7 days (deliveriesThisWeek, for many at once), with the
 * channels they accept beside the inbox.
 */
export async function reachableUnderCap(
  db: DbOrTx,
  storeId: number,
  customerIds: number[],
  cap: number,
): Promise<NoticeRecipient[]> {
  if (customerIds.length === 0) return [];
  const found = await db.execute<{ customer_id: number; push: boolean; mail: boolean }>(sql`
    with everyone as (
      select count(*)::int as n from ${notificationDeliveries} d
      where d.store_id = ${storeId} and d.counts and d.customer_id is null and d.delivered_at > now() - interval '7 days'),
    own as (
      select d.customer_id, count(*)::int as n from ${notificationDeliveries} d
      where d.store_id = ${storeId} and d.counts and d.customer_id = any(${arrayLiteral(customerIds)}::int[])
        and d.delivered_at > now() - interval '7 days'
      group by d.customer_id)
    select c.id as customer_id, bool_or(cc.channel = 'push') as push, bool_or(cc.channel = 'mail') as mail
    from ${customers} c
    join ${customerConsents} cc on cc.store_id = c.store_id and cc.customer_id = c.id and cc.granted
      and cc.channel in ('inbox', 'push', 'mail')
    cross join everyone e
    left join own o on o.customer_id = c.id
    where c.store_id = ${storeId} and c.id = any(${arrayLiteral(customerIds)}::int[]) and c.deleted_at is null
      and e.n + coalesce(o.n, 0) < ${cap}
    group by c.id
    order by c.id`);
  return found.rows.map((r) => ({ customerId: r.customer_id, push: r.push, mail: r.mail }));
}

/** The notice given: a second one of the same customer, day and kind fails (the transaction sends nothing). */
export async function claimNotice(
  db: DbOrTx,
  notice: { storeId: number; customerId: number; expiryDay: string; notice: 30 | 7; points: number },
  notificationId: number,
): Promise<boolean> {
  const rows = await db
    .insert(pointsExpiryNotices)
    .values({ ...notice, notificationId })
    .onConflictDoNothing()
    .returning({ customerId: pointsExpiryNotices.customerId });
  return rows.length > 0;
}

/** Of these customers, those already told of this expiry day by this notice. */
export async function alreadyNoticed(
  db: DbOrTx,
  storeId: number,
  due: { customerId: number; expiryDay: string; notice: number }[],
): Promise<Set<string>> {
  if (due.length === 0) return new Set();
  const found = await db.execute<{ customer_id: number; expiry_day: string; notice: number }>(sql`
    select n.customer_id, to_char(n.expiry_day, 'YYYY-MM-DD') as expiry_day, n.notice
    from ${pointsExpiryNotices} n
    where n.store_id = ${storeId} and n.customer_id = any(${arrayLiteral(due.map((d) => d.customerId))}::int[])`);
  return new Set(found.rows.map((r) => noticeKey(r.customer_id, r.expiry_day, r.notice)));
}

export const noticeKey = (customerId: number, expiryDay: string, notice: number) =>
  `${customerId}:${expiryDay}:${notice}`;
