import type { NotificationSettings, PlatformNotification } from '@premia/contract';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { locations, stores } from '../../../db/schema.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import {
  notificationAudiences,
  notificationDeliveries,
  notificationSettings,
  notifications,
} from './notifications.table.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Who a notification is of: a store, or the platform (null). */
export type Sender = number | null;

const ofSender = (sender: Sender) =>
  sender === null ? isNull(notifications.storeId) : eq(notifications.storeId, sender);

const hhmm = (time: string) => (time.endsWith(':00') ? time.slice(0, 5) : time);

export function toNotification(row: NotificationRow): PlatformNotification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    date: row.sendDate,
    time: hhmm(row.sendTime),
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    sendPush: row.sendPush,
    sendMail: row.sendMail,
    sent: row.sentAt !== null,
    sentAt: row.sentAt?.toISOString() ?? null,
    reached: row.reached,
    countryId: row.countryId,
    cityId: row.cityId,
    storeTypeId: row.storeTypeId,
    segmentId: row.segmentId,
  };
}

/** The sender's scheduled notifications (not the drawer's direct messages): unsent first, by time. */
export async function listNotifications(db: DbOrTx, sender: Sender): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(ofSender(sender), eq(notifications.direct, false), isNull(notifications.deletedAt)))
    .orderBy(
      sql`${notifications.sentAt} is not null`,
      sql`case when ${notifications.sentAt} is null then ${notifications.scheduledAt} end`,
      desc(notifications.sentAt),
    )
    .limit(500);
}

export async function findNotification(
  db: DbOrTx,
  sender: Sender,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<NotificationRow | undefined> {
  const query = db
    .select()
    .from(notifications)
    .where(and(ofSender(sender), eq(notifications.id, id), isNull(notifications.deletedAt)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Any notification by id (the jobs'), deleted or not. */
export async function notificationById(db: DbOrTx, id: number, forUpdate = false) {
  const query = db.select().from(notifications).where(eq(notifications.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The moment a date and time mean in a time zone. */
export async function instantOf(db: DbOrTx, day: string, time: string, timeZone: string): Promise<Date> {
  const found = await db.execute<{ at: string }>(
    sql`select ((${day}::date + ${time}::time) at time zone ${timeZone})::text as at`,
  );
  return new Date(found.rows[0]!.at);
}

export type NotificationValues = Pick<
  typeof notifications.$inferInsert,
  | 'title'
  | 'description'
  | 'image'
  | 'sendDate'
  | 'sendTime'
  | 'scheduledAt'
  | 'buttonText'
  | 'buttonLink'
  | 'sendPush'
  | 'sendMail'
  | 'countryId'
  | 'cityId'
  | 'storeTypeId'
  | 'segmentId'
>;

/** A message Premia wrote: its texts' codes and params (the wallet says them in the reader's language). */
export type PlatformWords = Pick<
  typeof notifications.$inferInsert,
  'titleCode' | 'descriptionCode' | 'textParams'
>;

export async function insertNotification(
  db: DbOrTx,
  sender: Sender,
  values: NotificationValues & PlatformWords,
  direct = false,
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, storeId: sender, direct })
    .returning();
  return row!;
}

/** Changes an unsent notification; its version grows, so the job of the old time does nothing. */
export async function updateUnsent(
  db: DbOrTx,
  sender: Sender,
  id: number,
  values: NotificationValues,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ ...values, version: sql`${notifications.version} + 1` })
    .where(
      and(
        ofSender(sender),
        eq(notifications.id, id),
        isNull(notifications.sentAt),
        isNull(notifications.deletedAt),
      ),
    )
    .returning();
  return row;
}

export async function softDelete(db: DbOrTx, sender: Sender, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ deletedAt: sql`now()`, version: sql`${notifications.version} + 1` })
    .where(and(ofSender(sender), eq(notifications.id, id), isNull(notifications.deletedAt)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markSent(db: DbOrTx, id: number): Promise<void> {
  await db.update(notifications).set({ sentAt: sql`now()` }).where(eq(notifications.id, id));
}

export async function setReached(db: DbOrTx, id: number, reached: number): Promise<void> {
  await db.update(notifications).set({ reached }).where(eq(notifications.id, id));
}

/** The stores a notification was delivered to (to everyone who accepted: not the tests, not a segment's). */
export async function deliveredStores(db: DbOrTx, notificationId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: notificationDeliveries.storeId })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        isNull(notificationDeliveries.customerId),
        eq(notificationDeliveries.segmented, false),
      ),
    );
  return rows.map((r) => r.storeId);
}

/** The customers of a notification's deliveries to a segment who accept at least one channel now. */
export async function countAudienceConsenting(db: DbOrTx, notificationId: number): Promise<number> {
  const found = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
      from ${notificationDeliveries} d
      join ${notificationAudiences} a on a.delivery_id = d.id and a.store_id = d.store_id
      join customers c on c.id = a.customer_id and c.store_id = a.store_id and c.deleted_at is null
     where d.notification_id = ${notificationId} and d.customer_id is null and d.segmented
       and exists (select 1 from customer_consents cc
                    where cc.store_id = a.store_id and cc.customer_id = a.customer_id and cc.granted)`);
  return found.rows[0]?.n ?? 0;
}

/**
 * Of the customers a segment's subquery gives (`select c.id from customers c …`, the store's live ones),
 * how many accept at least one channel now: a notification's reach before it is sent to the segment.
 */
export async function countConsentingIn(db: DbOrTx, storeId: number, audience: SQL): Promise<number> {
  const found = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (${audience}) s
     where exists (select 1 from customer_consents cc
                   where cc.store_id = ${storeId} and cc.customer_id = s.id and cc.granted)`);
  return found.rows[0]?.n ?? 0;
}

/** Who a delivery to a segment reaches: the segment's customers now (its subquery), in one statement. */
export async function insertAudience(
  db: DbOrTx,
  storeId: number,
  deliveryId: number,
  audience: SQL,
): Promise<void> {
  await db.execute(sql`
    insert into ${notificationAudiences} (store_id, delivery_id, customer_id)
    select ${storeId}, ${deliveryId}, s.id from (${audience}) s
    on conflict do nothing`);
}

export interface Settings extends NotificationSettings {
  timeZone: string;
}

const DEFAULTS: NotificationSettings = { quietStart: '20:00', quietEnd: '08:00', weeklyCap: 2 };

/** The sender's quiet hours, weekly cap and time zone (a store's own; the platform's row). */
export async function settingsOf(db: DbOrTx, sender: Sender): Promise<Settings> {
  if (sender === null) {
    const [row] = await db.select().from(notificationSettings).where(isNull(notificationSettings.storeId));
    return {
      quietStart: hhmm(row?.quietStart ?? DEFAULTS.quietStart),
      quietEnd: hhmm(row?.quietEnd ?? DEFAULTS.quietEnd),
      weeklyCap: row?.weeklyCap ?? DEFAULTS.weeklyCap,
      timeZone: row?.timeZone ?? 'America/Lima',
    };
  }
  const [row] = await db
    .select({ s: notificationSettings, timeZone: stores.timeZone })
    .from(stores)
    .leftJoin(notificationSettings, eq(notificationSettings.storeId, stores.id))
    .where(eq(stores.id, sender));
  return {
    quietStart: hhmm(row?.s?.quietStart ?? DEFAULTS.quietStart),
    quietEnd: hhmm(row?.s?.quietEnd ?? DEFAULTS.quietEnd),
    weeklyCap: row?.s?.weeklyCap ?? DEFAULTS.weeklyCap,
    timeZone: row?.timeZone ?? 'America/Lima',
  };
}

export async function saveSettings(db: DbOrTx, sender: Sender, values: NotificationSettings): Promise<void> {
  if (sender === null) {
    await db.update(notificationSettings).set(values).where(isNull(notificationSettings.storeId));
    return;
  }
  await db
    .insert(notificationSettings)
    .values({ storeId: sender, ...values })
    .onConflictDoUpdate({ target: notificationSettings.storeId, set: values });
}

/**
 * The moment a send due at `at` may go out: `at` itself, or the end of the quiet hours it falls in
 * (from–to in the time zone; a span over midnight ends the next morning; equal ends mean none).
 */
export async function afterQuietHours(db: DbOrTx, at: Date, s: Settings): Promise<Date> {
  const found = await db.execute<{ at: string }>(sql`
    with x as (select ${at.toISOString()}::timestamptz as t,
                      (${at.toISOString()}::timestamptz at time zone ${s.timeZone}) as lt,
                      ${s.quietStart}::time as qs, ${s.quietEnd}::time as qe)
    select (case
      when qs = qe then t
      when qs < qe then case when lt::time >= qs and lt::time < qe then (lt::date + qe) at time zone ${s.timeZone} else t end
      else case when lt::time >= qs then ((lt::date + 1) + qe) at time zone ${s.timeZone}
                when lt::time < qe then (lt::date + qe) at time zone ${s.timeZone}
                else t end
    end)::text as at from x`);
  return new Date(found.rows[0]!.at);
}

/** The platform's audience: active stores of the country, store type and city given (all when none). */
export async function audienceStores(
  db: DbOrTx,
  audience: { countryId: number | null; cityId: number | null; storeTypeId: number | null },
): Promise<number[]> {
  const found = await db.execute<{ id: number }>(sql`select s.id from ${stores} s
    where s.active and s.deleted_at is null
      and (${audience.countryId}::int is null or s.country_id = ${audience.countryId})
      and (${audience.storeTypeId}::int is null or s.store_type_id = ${audience.storeTypeId})
      and (${audience.cityId}::int is null or exists (select 1 from ${locations} l
            where l.store_id = s.id and l.city_id = ${audience.cityId} and l.deleted_at is null))
    order by s.id`);
  return found.rows.map((r) => r.id);
}

/**
 * The stores, of those given, that may send now: active and not deleted. Every send asks this at send
 * time (the job's transaction), so a store the admin deactivated or closed sends nothing more, whatever
 * it scheduled before (issue #31 item 2).
 */
export async function activeStores(db: DbOrTx, storeIds: number[]): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const found = await db.execute<{ id: number }>(sql`select s.id from ${stores} s
    where s.id = any(${arrayLiteral(storeIds)}::int[]) and s.active and s.deleted_at is null
    order by s.id`);
  return found.rows.map((r) => r.id);
}

/** The store of a delivery when it may send now (active, not deleted): its name for the mails. */
export async function sendingStore(db: DbOrTx, storeId: number): Promise<{ name: string } | undefined> {
  const [found] = await db
    .select({ name: stores.name })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.active, true), isNull(stores.deletedAt)));
  return found;
}

/**
 * The stores, of those given, whose customers got fewer than `cap` marketing notifications (the store's
 * and the platform's) in the week before `at`. Every customer of a store gets the same ones (their
 * consent aside), so no customer gets more than the cap.
 */
export async function storesUnderCap(
  db: DbOrTx,
  storeIds: number[],
  cap: number,
  at: Date,
): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const found = await db.execute<{
    id: number;
  }>(sql`select s.id from unnest(${arrayLiteral(storeIds)}::int[]) as s(id)
    where (select count(*) from ${notificationDeliveries} d
           where d.store_id = s.id and d.counts and d.customer_id is null
             and d.delivered_at > ${at.toISOString()}::timestamptz - interval '7 days'
             and d.delivered_at <= ${at.toISOString()}::timestamptz) < ${cap}
    order by s.id`);
  return found.rows.map((r) => r.id);
}

/** The notification reaching these stores' customers now: one delivery row per store. */
export async function insertDeliveries(
  db: DbOrTx,
  notificationId: number,
  storeIds: number[],
  segmented = false,
): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .insert(notificationDeliveries)
    .values(storeIds.map((storeId) => ({ notificationId, storeId, counts: true, segmented })))
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return rows.map((r) => r.id);
}

/**
 * A notification reaching one customer now (a test, the drawer's message) or at `deliveredAt` (an expiry
 * notice, at the end of the quiet hours: the inbox shows it from then on): counted in that customer's
 * weekly cap (deliveriesThisWeek), not in the store-wide one (storesUnderCap).
 */
export async function insertPersonalDelivery(
  db: DbOrTx,
  notificationId: number,
  storeId: number,
  customerId: number,
  deliveredAt?: Date,
): Promise<number> {
  const [row] = await db
    .insert(notificationDeliveries)
    .values({ notificationId, storeId, customerId, counts: true, ...(deliveredAt ? { deliveredAt } : {}) })
    .returning({ id: notificationDeliveries.id });
  return row!.id;
}

/** Holds, until the transaction ends, the right to add a delivery to this customer (one at a time). */
export async function lockCustomerDeliveries(db: DbOrTx, customerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${DIRECT_LOCK}, ${customerId})`);
}

/** pg_advisory_xact_lock's first key for a customer's deliveries (the seed's lock is a single bigint). */
export const DIRECT_LOCK = 31_001;

/**
 * The marketing messages that reached a customer of the store in the last 7 days: the store's and the
 * platform's notifications to everyone (their consent aside), and messages to them alone.
 */
export async function deliveriesThisWeek(db: DbOrTx, storeId: number, customerId: number): Promise<number> {
  const found = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${notificationDeliveries} d
    where d.store_id = ${storeId} and d.counts and (d.customer_id is null or d.customer_id = ${customerId})
      and d.delivered_at > now() - interval '7 days'`);
  return found.rows[0]?.n ?? 0;
}
