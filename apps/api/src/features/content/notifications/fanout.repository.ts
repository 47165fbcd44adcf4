import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customerConsents, customers } from '../../../db/schema.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import {
  notificationAudiences,
  notificationDeliveries,
  notifications,
  pushOutbox,
  pushSubscriptions,
} from './notifications.table.ts';

/** A delivery whose pushes and mails are still being written, locked for its next batch. */
export async function lockDelivery(db: DbOrTx, deliveryId: number) {
  const [row] = await db
    .select({ d: notificationDeliveries, n: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notificationDeliveries.id, deliveryId))
    .for('update', { of: notificationDeliveries });
  return row;
}

export interface FanoutRecipient {
  customerId: number;
  email: string | null;
  push: boolean;
  mail: boolean;
  /** The customer proved the address is theirs (customers.mail_confirmed_email): marketing may go to it. */
  mailConfirmed: boolean;
  /** The language the customer reads the wallet in: Premia's own words go to them in it. */
  language: string;
}

/**
 * The next customers of the delivery (by id, after the cursor) who accept push or mail now, with what
 * they accept: a delivery to everyone reads the store's customers; a personal one, its customer; one to
 * a segment, the customers of its audience.
 */
export async function nextRecipients(
  db: DbOrTx,
  delivery: {
    id: number;
    storeId: number;
    customerId: number | null;
    fanoutCursor: number;
    segmented: boolean;
  },
  channels: { push: boolean; mail: boolean },
  limit: number,
): Promise<FanoutRecipient[]> {
  const wanted = [...(channels.push ? ['push'] : []), ...(channels.mail ? ['mail'] : [])];
  if (wanted.length === 0) return [];
  const found = await db.execute<{
    customer_id: number;
    email: string | null;
    push: boolean;
    mail: boolean;
    mail_confirmed: boolean;
    language: string;
  }>(sql`
    select cc.customer_id, c.email, coalesce(c.email = c.mail_confirmed_email, false) as mail_confirmed, c.language,
           bool_or(cc.channel = 'push') as push, bool_or(cc.channel = 'mail') as mail
      from ${customerConsents} cc
      join ${customers} c on c.id = cc.customer_id and c.deleted_at is null
     where cc.store_id = ${delivery.storeId} and cc.granted and cc.channel = any(${arrayLiteral(wanted)}::text[])
       and cc.customer_id > ${delivery.fanoutCursor}
       and (${delivery.customerId}::int is null or cc.customer_id = ${delivery.customerId})
       and (not ${delivery.segmented}::boolean or exists (select 1 from ${notificationAudiences} a
             where a.delivery_id = ${delivery.id} and a.store_id = cc.store_id and a.customer_id = cc.customer_id))
     group by cc.customer_id, c.email, c.mail_confirmed_email, c.language
     order by cc.customer_id
     limit ${limit}`);
  return found.rows.map((r) => ({
    customerId: r.customer_id,
    email: r.email,
    push: r.push,
    mail: r.mail,
    mailConfirmed: r.mail_confirmed,
    language: r.language,
  }));
}

/**
 * Of these customers whose address is not confirmed, those to ask now (not asked in the last 30 days),
 * marked asked: whom to send the question, with the address it is for.
 */
export async function claimConfirmationAsks(
  db: DbOrTx,
  customerIds: number[],
): Promise<{ customerId: number; email: string; firstName: string }[]> {
  if (customerIds.length === 0) return [];
  const found = await db.execute<{ id: number; email: string; first_name: string }>(sql`
    update ${customers} set mail_confirm_asked_at = now()
     where id = any(${arrayLiteral(customerIds)}::int[]) and email is not null and deleted_at is null
       and (mail_confirm_asked_at is null or mail_confirm_asked_at < now() - interval '30 days')
    returning id, email, first_name`);
  return found.rows.map((r) => ({ customerId: r.id, email: r.email, firstName: r.first_name }));
}

/** The push outbox rows of a batch: one per device of the customers given; their ids. */
export async function queuePushes(
  db: DbOrTx,
  storeId: number,
  deliveryId: number,
  customerIds: number[],
): Promise<number[]> {
  if (customerIds.length === 0) return [];
  const found = await db.execute<{ id: number }>(sql`
    insert into ${pushOutbox} (store_id, delivery_id, subscription_id, status)
    select ${storeId}, ${deliveryId}, s.id, 'queued' from ${pushSubscriptions} s
     where s.store_id = ${storeId} and s.customer_id = any(${arrayLiteral(customerIds)}::int[])
    on conflict do nothing
    returning id`);
  return found.rows.map((r) => r.id);
}

export async function advanceCursor(db: DbOrTx, deliveryId: number, cursor: number, done: boolean) {
  await db
    .update(notificationDeliveries)
    .set({ fanoutCursor: cursor, fanoutDone: done })
    .where(eq(notificationDeliveries.id, deliveryId));
}

export interface PushToSend {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  subscriptionId: number;
  /** The store whose customer the device is: it must still be able to send (activeStores). */
  storeId: number;
  notification: typeof notifications.$inferSelect;
  /** The device's customer's language (Spanish when the customer is gone). */
  language: string;
}

/**
 * Takes pushes for sending: those not sent yet (a push left 'sending' is one whose process died: it is
 * sent again, as a mail is).
 */
export async function takePushes(db: DbOrTx, ids: number[]): Promise<PushToSend[]> {
  if (ids.length === 0) return [];
  const taken = await db
    .update(pushOutbox)
    .set({ status: 'sending' })
    .where(and(inArray(pushOutbox.id, ids), inArray(pushOutbox.status, ['queued', 'sending', 'failed'])))
    .returning({ id: pushOutbox.id });
  if (taken.length === 0) return [];
  const rows = await db
    .select({ o: pushOutbox, s: pushSubscriptions, n: notifications, language: customers.language })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .leftJoin(
      customers,
      and(eq(customers.id, pushSubscriptions.customerId), eq(customers.storeId, pushSubscriptions.storeId)),
    )
    .innerJoin(notificationDeliveries, eq(notificationDeliveries.id, pushOutbox.deliveryId))
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      inArray(
        pushOutbox.id,
        taken.map((t) => t.id),
      ),
    );
  return rows.map((r) => ({
    id: r.o.id,
    endpoint: r.s.endpoint,
    p256dh: r.s.p256dh,
    auth: r.s.auth,
    subscriptionId: r.s.id,
    storeId: r.o.storeId,
    notification: r.n,
    language: r.language ?? 'es',
  }));
}

export async function markPush(
  db: DbOrTx,
  id: number,
  outcome: { status: 'sent' } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(pushOutbox)
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      ...(outcome.status === 'sent' ? { sentAt: sql`now()` } : {}),
    })
    .where(eq(pushOutbox.id, id));
}

/** A device the push service says is gone: forgotten, with its pending pushes. */
export async function forgetSubscription(db: DbOrTx, subscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}
