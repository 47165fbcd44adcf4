import { localDateTime } from '@premia/contract';
import type { DbOrTx, Tx } from '../../../db/database.ts';
import type { Deps } from '../../../lib/context.ts';
import {
  afterQuietHours,
  insertNotification,
  insertPersonalDelivery,
  type PlatformWords,
  type Settings,
} from './notifications.repository.ts';
import type { Recipient } from './personal-messages.repository.ts';

/** A message's words: Premia's (with their codes, said in each reader's language) or the store's own. */
export interface MessageWords extends PlatformWords {
  title: string;
  description: string;
}

/**
 * When the store's messages to one customer (the expiry notices, the birthday message) are shown and
 * sent, for a job's run at `asOf`: at once (null), or, inside the store's quiet hours, at their end — the
 * inbox shows the message from then on, and push and mail start then.
 */
export async function personalMessageTime(db: DbOrTx, settings: Settings, asOf: Date): Promise<Date | null> {
  const end = await afterQuietHours(db, asOf, settings);
  return end.getTime() > asOf.getTime() ? end : null;
}

/**
 * A message to one customer alone, in the caller's transaction (under their delivery lock, reachable
 * as `to` says): its notification, its delivery (counted in their weekly cap, dated `sendsAt`) and, when
 * they accept push or mail, the fan-out job that sends them from `sendsAt`. Returns the notification's id.
 */
export async function sendPersonalMessage(
  deps: Deps,
  tx: Tx,
  storeId: number,
  to: Recipient,
  words: MessageWords,
  when: { sendsAt: Date | null; timeZone: string },
): Promise<number> {
  const at = when.sendsAt ?? new Date();
  const local = localDateTime(when.timeZone, at);
  const notification = await insertNotification(
    tx,
    storeId,
    {
      ...words,
      image: null,
      sendDate: local.date,
      sendTime: local.time.slice(0, 5),
      scheduledAt: at,
      buttonText: null,
      buttonLink: null,
      sendPush: to.push,
      sendMail: to.mail,
      countryId: null,
      cityId: null,
      storeTypeId: null,
    },
    true,
  );
  const deliveryId = await insertPersonalDelivery(
    tx,
    notification.id,
    storeId,
    to.customerId,
    when.sendsAt ?? undefined,
  );
  if (to.push || to.mail)
    await deps.jobs.enqueue(
      tx,
      'notification-fanout',
      { deliveryId },
      when.sendsAt ? { startAfter: when.sendsAt } : {},
    );
  return notification.id;
}
