import type { InboxItem, MessageParams, SystemTextCode } from '@premia/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { consentGrantedAt } from '../../loyalty/customers/index.ts';
import {
  notificationAudiences,
  notificationDeliveries,
  notificationReads,
  notifications,
} from './notifications.table.ts';

const INBOX_SIZE = 100;

/**
 * A customer's inbox, read at once from the store's deliveries (one row per store and notification,
 * never per customer) and the customer's consent history: what reached the store while the customer
 * accepted the inbox channel (a delivery to a segment: if they were in its audience), and what was sent
 * to them alone. Read markers are the only rows of theirs.
 */
function inboxRows(storeId: number, customerId: number) {
  return sql`
    select distinct on (n.id) n.id, n.title, n.description, n.image, n.button_text, n.button_link,
           n.title_code, n.description_code, n.text_params,
           n.store_id is null as platform, d.delivered_at,
           exists (select 1 from ${notificationReads} r where r.customer_id = ${customerId} and r.notification_id = n.id) as read
      from ${notificationDeliveries} d
      join ${notifications} n on n.id = d.notification_id and n.deleted_at is null
     where d.store_id = ${storeId} and (d.customer_id is null or d.customer_id = ${customerId})
       and d.delivered_at <= now()
       and (not d.segmented or exists (select 1 from ${notificationAudiences} a
             where a.delivery_id = d.id and a.store_id = d.store_id and a.customer_id = ${customerId}))
       and ${consentGrantedAt(customerId, 'inbox', sql`d.delivered_at`)}
     order by n.id, d.delivered_at`;
}

export async function readInbox(db: DbOrTx, storeId: number, customerId: number): Promise<InboxItem[]> {
  const found = await db.execute<{
    id: number;
    title: string;
    description: string;
    image: string | null;
    button_text: string | null;
    button_link: string | null;
    platform: boolean;
    delivered_at: Date | string;
    read: boolean;
    title_code: SystemTextCode | null;
    description_code: SystemTextCode | null;
    text_params: MessageParams | null;
  }>(
    sql`select * from (${inboxRows(storeId, customerId)}) i order by i.delivered_at desc, i.id desc limit ${INBOX_SIZE}`,
  );
  return found.rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    image: r.image,
    buttonText: r.button_text,
    buttonLink: r.button_link,
    from: r.platform ? 'platform' : 'store',
    sentAt: new Date(r.delivered_at).toISOString(),
    read: r.read,
    titleCode: r.title_code,
    descriptionCode: r.description_code,
    textParams: r.text_params,
  }));
}

export async function countUnread(db: DbOrTx, storeId: number, customerId: number): Promise<number> {
  const found = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${inboxRows(storeId, customerId)}) i where not i.read`,
  );
  return found.rows[0]?.n ?? 0;
}

/** The ids, of those given, that are in the customer's inbox. */
export async function inInbox(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  ids: number[],
): Promise<number[]> {
  const found = await db.execute<{ id: number }>(
    sql`select i.id from (${inboxRows(storeId, customerId)}) i where i.id = any(${arrayLiteral(ids)}::int[])`,
  );
  return found.rows.map((r) => r.id);
}

/** Marks read: the ids given, or every notification of the inbox when none is given. */
export async function markRead(db: DbOrTx, storeId: number, customerId: number, ids: number[] | 'all') {
  const chosen = ids === 'all' ? sql`` : sql`and i.id = any(${arrayLiteral(ids)}::int[])`;
  await db.execute(sql`
    insert into ${notificationReads} (store_id, customer_id, notification_id)
    select ${storeId}, ${customerId}, i.id from (${inboxRows(storeId, customerId)}) i where not i.read ${chosen}
    on conflict do nothing`);
}
