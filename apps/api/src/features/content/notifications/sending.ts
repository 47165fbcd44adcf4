import type { Tx } from '../../../db/database.ts';
import type { Deps } from '../../../lib/context.ts';
import { eachAtMost } from '../../../lib/each-at-most.ts';
import { sleepUntil } from '../../../lib/sleep-until.ts';
import { queueMails } from '../../../mail/mail-queue.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { countConsenting } from '../../loyalty/customers/index.ts';
import { segmentAudience } from '../../loyalty/segments/index.ts';
import { brandSends } from './brand-area.ts';
import {
  advanceCursor,
  claimConfirmationAsks,
  type FanoutRecipient,
  forgetSubscription,
  lockDelivery,
  markPush,
  nextRecipients,
  queuePushes,
  takePushes,
} from './fanout.repository.ts';
import { confirmMailTokens, vapidKeys, withdrawTokens } from './keys.ts';
import {
  confirmMailQuestion,
  marketingMail,
  platformWordsMail,
  premiaWordsIn,
} from './notification-mails.ts';
import {
  activeStores,
  afterQuietHours,
  audienceStores,
  countAudienceConsenting,
  deliveredStores,
  insertAudience,
  insertDeliveries,
  markSent,
  type NotificationRow,
  notificationById,
  sendingStore,
  setReached,
  settingsOf,
  storesUnderCap,
} from './notifications.repository.ts';
import { sendPush } from './push-sender.ts';

/** Customers per fan-out batch: their pushes and mails are written in one transaction with the cursor. */
const FANOUT_BATCH = 500;
/** Pushes sent at once by one job. */
const CONCURRENCY = 16;
/** Pushes per job: 4 rounds of 16, each at most the push timeout, well within the job's expiry. */
const PUSH_JOB_SIZE = 64;

/**
 * How early a send job is started: it waits for the time itself, so that the queue's polling (a second)
 * comes before the time, not after it (issue 19: in every inbox within a second of its time).
 */
export const SEND_LEAD_MS = 3000;

/** The start of the send job of a notification due at `at`. */
export const sendJobStart = (at: Date) => new Date(at.getTime() - SEND_LEAD_MS);

/**
 * The 'notification-send' job, started SEND_LEAD_MS before the notification's time: when the sender's
 * quiet hours hold then, it waits for their end (a job for just before then). Otherwise it waits for the
 * time, and in one short transaction that locks the notification, the stores it reaches (the audience
 * under the weekly cap) get their delivery row — from then on it is in their customers' inboxes — the
 * notification is marked sent, and each delivery's push and mail fan-out is enqueued. Then it counts
 * whom it reached (consent over every store reached: seconds for a million customers, so after the
 * commit); a job that died before that count does it on its retry. A job of an older version, of a
 * deleted or already sent notification, sends nothing: it is sent once, whatever the number of
 * processes and retries.
 */
export async function sendDue(deps: Deps, notificationId: number, version: number): Promise<string> {
  const first = await notificationById(deps.db, notificationId);
  if (first && !brandSends(deps.config.brand, first)) return 'its area is not in this brand: nothing sent';
  if (first && isUncounted(first, version)) return countReach(deps, first.id);
  if (!isDue(first, version)) return 'stale';
  const settings = await settingsOf(deps.db, first.storeId);
  const due = await afterQuietHours(
    deps.db,
    new Date(Math.max(Date.now(), first.scheduledAt.getTime())),
    settings,
  );
  if (due.getTime() > Date.now() + SEND_LEAD_MS + 1000) {
    await deps.db.transaction((tx) =>
      deps.jobs.enqueue(
        tx,
        'notification-send',
        { notificationId, version },
        { startAfter: sendJobStart(due) },
      ),
    );
    return 'waits for the end of the quiet hours';
  }
  const audience = first.storeId === null ? await audienceStores(deps.db, first) : [first.storeId];
  await sleepUntil(due);
  const sent = await deps.db.transaction(async (tx) => {
    const n = await notificationById(tx, notificationId, true);
    if (!isDue(n, version)) return 'stale';
    const senders = await activeStores(tx, audience);
    const reachedStores = await storesUnderCap(tx, senders, settings.weeklyCap, new Date());
    const segmented = n.storeId !== null && n.segmentId !== null;
    const deliveries = await insertDeliveries(tx, n.id, reachedStores, segmented);
    // A segment's customers as they are now, with the delivery (the segment cannot be deleted meanwhile:
    // the notification names it).
    if (segmented && deliveries[0] !== undefined) {
      const audience = await segmentAudience(tx, n.storeId!, n.segmentId!);
      if (audience) await insertAudience(tx, n.storeId!, deliveries[0], audience);
    }
    await markSent(tx, n.id);
    if (n.sendPush || n.sendMail) {
      for (const deliveryId of deliveries) await deps.jobs.enqueue(tx, 'notification-fanout', { deliveryId });
    }
    return `sent to ${reachedStores.length} of ${audience.length} stores`;
  });
  if (sent === 'stale') return sent;
  return `${sent}, ${await countReach(deps, notificationId)}`;
}

/** A sent notification of this version whose reach is not counted yet (its job died in between). */
const isUncounted = (n: NotificationRow, version: number) =>
  n.sentAt !== null && n.reached === null && n.version === version && !n.direct;

/**
 * How many customers of the stores it reached (of the segment's audience, for a segment's) accept at
 * least one channel now: its `reached`.
 */
async function countReach(deps: Deps, notificationId: number): Promise<string> {
  const stores = await deliveredStores(deps.db, notificationId);
  const reached =
    (await countConsenting(deps.db, stores, ['inbox', 'push', 'mail'])) +
    (await countAudienceConsenting(deps.db, notificationId));
  await setReached(deps.db, notificationId, reached);
  return `reached ${reached} customers`;
}

function isDue(n: NotificationRow | undefined, version: number): n is NotificationRow {
  return !!n && n.deletedAt === null && n.sentAt === null && n.version === version;
}

/**
 * The 'notification-fanout' job: the next batch of the delivery's customers who accept push or mail
 * now; their push outbox rows, their mails and the jobs that send them, the cursor and the next batch's
 * job, all in one transaction: a crash repeats a batch whole or not at all.
 */
export async function fanOut(deps: Deps, deliveryId: number): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDelivery(tx, deliveryId);
    if (!row || row.d.fanoutDone) return 'done';
    const { d, n } = row;
    if (!brandSends(deps.config.brand, n)) {
      await advanceCursor(tx, d.id, d.fanoutCursor, true);
      return 'its area is not in this brand: nothing sent';
    }
    const store = await sendingStore(tx, d.storeId);
    if (!store) {
      await advanceCursor(tx, d.id, d.fanoutCursor, true);
      return 'the store is inactive: nothing sent';
    }
    const batch = await nextRecipients(tx, d, { push: n.sendPush, mail: n.sendMail }, FANOUT_BATCH);
    const pushIds = await queuePushes(
      tx,
      d.storeId,
      d.id,
      batch.filter((r) => r.push).map((r) => r.customerId),
    );
    const mailIds = await queueMails(deps.jobs, tx, await mailsOf(deps, tx, n, d.storeId, store, batch));
    for (let i = 0; i < pushIds.length; i += PUSH_JOB_SIZE) {
      await deps.jobs.enqueue(tx, 'notification-push', { pushIds: pushIds.slice(i, i + PUSH_JOB_SIZE) });
    }
    const done = batch.length < FANOUT_BATCH;
    await advanceCursor(tx, d.id, batch.at(-1)?.customerId ?? d.fanoutCursor, done);
    if (!done) await deps.jobs.enqueue(tx, 'notification-fanout', { deliveryId });
    return `${pushIds.length} pushes, ${mailIds.length} mails`;
  });
}

/**
 * The mails of a batch: the notification to each address its customer confirmed; to an address nobody
 * confirmed (one a store typed), the question that asks it instead, at most once every 30 days. Each is
 * the delivery's store's (mail_outbox.store_id): held at send time if the store cannot send by then.
 */
async function mailsOf(
  deps: Deps,
  tx: Tx,
  n: NotificationRow,
  storeId: number,
  store: { name: string },
  batch: FanoutRecipient[],
): Promise<MailMessage[]> {
  const withMail = batch.filter((r) => r.mail && r.email);
  if (withMail.length === 0) return [];
  const sender = n.storeId === null ? null : store;
  const tokenOf = await withdrawTokens(tx);
  const mails: MailMessage[] = withMail
    .filter((r) => r.mailConfirmed)
    .map((r) => ({
      to: r.email!,
      storeId,
      // Only words that are all Premia's go as Premia's (a birthday message the owner wrote is theirs).
      ...(n.titleCode && n.descriptionCode && sender
        ? platformWordsMail(
            premiaWordsIn(n, r.language),
            sender,
            `${deps.config.publicUrl}/baja?t=${tokenOf(r.customerId)}`,
            r.language,
          )
        : marketingMail(n, sender, `${deps.config.publicUrl}/baja?t=${tokenOf(r.customerId)}`)),
    }));
  const asks = await claimConfirmationAsks(
    tx,
    withMail.filter((r) => !r.mailConfirmed).map((r) => r.customerId),
  );
  if (asks.length === 0) return mails;
  const confirmTokenOf = await confirmMailTokens(tx);
  for (const ask of asks) {
    const link = `${deps.config.publicUrl}/confirmar-novedades?t=${confirmTokenOf(ask.customerId, ask.email)}`;
    mails.push({ to: ask.email, storeId, ...confirmMailQuestion(ask.firstName, store, link) });
  }
  return mails;
}

/**
 * The 'notification-push' job: each push of the outbox not sent yet, sent and marked sent right after
 * the push service took it. A failure is kept on its row and the job is tried again (sent ones are not
 * sent again); a device the service says is gone is forgotten.
 */
export async function sendPushes(deps: Deps, pushIds: number[]): Promise<string> {
  const taken = await takePushes(deps.db, pushIds);
  const senders = new Set(await activeStores(deps.db, [...new Set(taken.map((p) => p.storeId))]));
  const inBrand = (p: (typeof taken)[number]) => brandSends(deps.config.brand, p.notification);
  const pushes = taken.filter((p) => senders.has(p.storeId) && inBrand(p));
  for (const held of taken.filter((p) => !senders.has(p.storeId))) {
    await markPush(deps.db, held.id, { status: 'failed', error: 'store inactive' });
  }
  for (const held of taken.filter((p) => senders.has(p.storeId) && !inBrand(p))) {
    await markPush(deps.db, held.id, { status: 'failed', error: 'not in this brand' });
  }
  if (pushes.length === 0) return 'nothing to send';
  const keys = await vapidKeys(deps.db);
  let sent = 0;
  await eachAtMost(pushes, CONCURRENCY, async (push) => {
    const n = push.notification;
    try {
      const outcome = await sendPush(
        push,
        {
          ...premiaWordsIn(n, push.language),
          url: n.buttonLink,
          image: n.image,
          tag: `premia-notification-${n.id}`,
        },
        keys,
        deps.config,
      );
      if (outcome === 'gone') await forgetSubscription(deps.db, push.subscriptionId);
      else {
        await markPush(deps.db, push.id, { status: 'sent' });
        sent++;
      }
    } catch (error) {
      await markPush(deps.db, push.id, {
        status: 'failed',
        error: String((error as Error).message ?? error),
      });
      throw error;
    }
  });
  return `${sent} pushes sent`;
}
