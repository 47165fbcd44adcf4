import type { Tx } from '../../../db/database.ts';
import { markDayRun } from '../../../jobs/store-days.ts';
import type { Deps } from '../../../lib/context.ts';
import { systemText } from '../../../lib/system-text.ts';
import { type CustomerExpiry, nextExpiriesOf } from '../../loyalty/ledger/index.ts';
import { alreadyNoticed, claimNotice, noticeKey, storesDueForNotices } from './expiry-notices.repository.ts';
import { settingsOf } from './notifications.repository.ts';
import { lockDeliveriesOf, reachableUnderCap } from './personal-messages.repository.ts';
import { personalMessageTime, sendPersonalMessage } from './personal-messages.ts';

/** Customers read per statement: the next expiry of each, in one statement (the ledger's nextExpiriesOf). */
const NOTICE_CHUNK = 1000;

/** Customers told per transaction: each holds their deliveries' locks (one per customer) until it ends. */
const SEND_BATCH = 100;

/** The notices: 30 days before the points' last day, then 7. */
export type NoticeKind = 30 | 7;

/**
 * Which notice a last day `daysLeft` days ahead calls for: from 30 days the first, from 7 the second
 * (a 30-day notice not given by then is not given: the 7-day one says the same, sooner).
 */
export function noticeFor(daysLeft: number): NoticeKind | null {
  if (daysLeft < 0 || daysLeft > 30) return null;
  return daysLeft <= 7 ? 7 : 30;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

interface Due extends CustomerExpiry {
  notice: NoticeKind;
}

/**
 * The notices of a store's day: every customer whose next points to expire (the ledger's rule) have
 * their last day within 30 or within 7 days, not told yet of that day by that notice, gets it in their
 * inbox, and by push and mail as they accept them, as a message to them alone: it counts in their weekly
 * cap and waits, while the cap is full, for a later day of its window (the job looks every day). The
 * customers' deliveries are locked and the notice's key (points_expiry_notices) written in the
 * transaction of its message, so two runs or two processes never tell anyone twice.
 */
export async function noticeStore(
  deps: Deps,
  storeId: number,
  today: string,
  sendsAt: Date | null = null,
): Promise<number> {
  const settings = await settingsOf(deps.db, storeId);
  let sent = 0;
  let after = 0;
  for (;;) {
    const { expiries, last } = await nextExpiriesOf(deps.db, storeId, after, NOTICE_CHUNK);
    const due = expiries.flatMap((e): Due[] => {
      const notice = noticeFor(dayNumber(e.date) - dayNumber(today));
      return notice ? [{ ...e, notice }] : [];
    });
    for (let i = 0; i < due.length; i += SEND_BATCH) {
      const batch = due.slice(i, i + SEND_BATCH);
      sent += await deps.db.transaction((tx) => sendNotices(deps, tx, storeId, batch, settings, sendsAt));
    }
    if (last === null) break;
    after = last;
  }
  return sent;
}

async function sendNotices(
  deps: Deps,
  tx: Tx,
  storeId: number,
  due: Due[],
  settings: { weeklyCap: number; timeZone: string },
  sendsAt: Date | null,
): Promise<number> {
  await lockDeliveriesOf(
    tx,
    due.map((d) => d.customerId),
  );
  const told = await alreadyNoticed(
    tx,
    storeId,
    due.map((d) => ({ customerId: d.customerId, expiryDay: d.date, notice: d.notice })),
  );
  const untold = due.filter((d) => !told.has(noticeKey(d.customerId, d.date, d.notice)));
  const recipients = await reachableUnderCap(
    tx,
    storeId,
    untold.map((d) => d.customerId),
    settings.weeklyCap,
  );
  const byCustomer = new Map(untold.map((d) => [d.customerId, d]));
  const title = systemText('notifications.expiryTitle');
  for (const r of recipients) {
    const d = byCustomer.get(r.customerId)!;
    const body = systemText('notifications.expiryBody', { points: d.points, date: d.date });
    const notificationId = await sendPersonalMessage(
      deps,
      tx,
      storeId,
      r,
      {
        title: title.text,
        description: body.text,
        titleCode: title.code,
        descriptionCode: body.code,
        textParams: body.params,
      },
      { sendsAt, timeZone: settings.timeZone },
    );
    await claimNotice(
      tx,
      { storeId, customerId: d.customerId, expiryDay: d.date, notice: d.notice, points: d.points },
      notificationId,
    );
  }
  return recipients.length;
}

/** How often the 'points-expiry-notices' job looks at the stores (jobs.ts: every hour at :20). */
export const NOTICE_RUN_EVERY_MS = 3_600_000;

/**
 * Every store whose day began since its notices were last looked for, at the job's run whose next run
 * would come after the end of its quiet hours: the notices are given then, dated the end of the quiet
 * hours (the inbox shows them from then on, push and mail start then), so a store open less than an
 * hour between two runs is told too. One store's failure stops no other.
 */
export async function noticeDueStores(
  deps: Deps,
  asOf: Date,
  onError: (storeId: number, error: unknown) => void,
): Promise<{ stores: number; notices: number }> {
  const total = { stores: 0, notices: 0 };
  for (const store of await storesDueForNotices(deps.db, asOf)) {
    try {
      const sendsAt = await personalMessageTime(deps.db, await settingsOf(deps.db, store.id), asOf);
      if (sendsAt && sendsAt.getTime() - asOf.getTime() >= NOTICE_RUN_EVERY_MS) continue;
      total.notices += await noticeStore(deps, store.id, store.today, sendsAt);
      await markDayRun(deps.db, 'points-expiry-notices', store.id, store.today);
      total.stores += 1;
    } catch (error) {
      onError(store.id, error);
    }
  }
  return total;
}
