import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customerConsents, customers } from '../../../db/schema.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { DIRECT_LOCK } from './notifications.repository.ts';
import { notificationDeliveries } from './notifications.table.ts';

/** Holds, until the transaction ends, the right to add a delivery to each of these customers (lockCustomerDeliveries's key). */
export async function lockDeliveriesOf(db: DbOrTx, customerIds: number[]): Promise<void> {
  if (customerIds.length === 0) return;
  await db.execute(sql`
    select pg_advisory_xact_lock(${DIRECT_LOCK}, id) from unnest(${arrayLiteral(customerIds)}::int[]) as x(id) order by id`);
}

export interface Recipient {
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
): Promise<Recipient[]> {
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
