import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { stores } from '../../../db/schema.ts';
import { dayNotRunYet } from '../../../jobs/store-days.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { pointsExpiryNotices } from './expiry-notices.table.ts';

/** The stores with an expiry rule whose notices were last looked for before their day today; with that day. */
export async function storesDueForNotices(db: DbOrTx, asOf: Date): Promise<{ id: number; today: string }[]> {
  const result = await db.execute<{ id: number; today: string }>(sql`
    select s.id, to_char((${asOf.toISOString()}::timestamptz at time zone s.time_zone)::date, 'YYYY-MM-DD') as today
    from ${stores} s
    where s.points_expiry_rule <> 'never' and s.active and s.deleted_at is null
      and ${dayNotRunYet('points-expiry-notices', asOf)}
    order by s.id`);
  return result.rows;
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
