import type { Tx } from '../../../db/database.ts';
import { markDayRun } from '../../../jobs/store-days.ts';
import type { Deps } from '../../../lib/context.ts';
import { systemText } from '../../../lib/system-text.ts';
import { creditBirthdayPoints } from '../../loyalty/ledger/index.ts';
import {
  alreadyGiven,
  type BirthdayStore,
  birthdaysOn,
  claimGift,
  noteGiftMessage,
  storesDueForBirthdays,
} from './birthday-gifts.repository.ts';
import { type Settings, settingsOf } from './notifications.repository.ts';
import { lockDeliveriesOf, reachableUnderCap } from './personal-messages.repository.ts';
import { type MessageWords, personalMessageTime, sendPersonalMessage } from './personal-messages.ts';

/** Customers read per statement. */
const BIRTHDAY_CHUNK = 1000;

/** Customers given per transaction: each holds their deliveries' locks (one per customer) until it ends. */
const GIVE_BATCH = 100;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The birthdays ('MM-DD') a store's day celebrates: its own, and on 28 February of a year without a
 * 29th, those born on the 29th too.
 */
export function birthdaysOfDay(day: string): string[] {
  const monthDay = day.slice(5);
  return monthDay === '02-28' && !isLeap(Number(day.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}

/**
 * The birthday gifts of a store's day: every customer whose birthday it is (the store's zone) and who got
 * no gift yet this year gets the store's points through the ledger (a 'birthday' row) and, as they
 * accept messages and their weekly cap has room, a message in their inbox, and by push and mail as they
 * accept them, in their language, from `sendsAt` (personalMessageTime). Points wait neither for consent
 * nor for the cap: the gift is the points. The
 * year's key (birthday_gifts), the ledger row and the message are one transaction, under the customers'
 * delivery locks, so two runs or two processes never give twice, and a birthday moved by the store
 * within the year gives nothing more.
 */
export async function giveStoreBirthdays(
  deps: Deps,
  store: BirthdayStore,
  sendsAt: Date | null,
): Promise<number> {
  const settings = await settingsOf(deps.db, store.id);
  const year = Number(store.today.slice(0, 4));
  const monthDays = birthdaysOfDay(store.today);
  let given = 0;
  let after = 0;
  for (;;) {
    const due = await birthdaysOn(deps.db, store.id, monthDays, year, after, BIRTHDAY_CHUNK);
    for (let i = 0; i < due.length; i += GIVE_BATCH) {
      const batch = due.slice(i, i + GIVE_BATCH);
      given += await deps.db.transaction((tx) => giveBatch(deps, tx, store, year, batch, settings, sendsAt));
    }
    if (due.length < BIRTHDAY_CHUNK) break;
    after = due[due.length - 1]!;
  }
  return given;
}

async function giveBatch(
  deps: Deps,
  tx: Tx,
  store: BirthdayStore,
  year: number,
  customerIds: number[],
  settings: Settings,
  sendsAt: Date | null,
): Promise<number> {
  await lockDeliveriesOf(tx, customerIds);
  const given = await alreadyGiven(tx, store.id, customerIds, year);
  const due = customerIds.filter((id) => !given.has(id));
  for (const customerId of due) {
    const entry = await creditBirthdayPoints(tx, store.id, customerId, store.points);
    await claimGift(tx, {
      storeId: store.id,
      customerId,
      year,
      day: store.today,
      points: store.points,
      entryId: entry.id,
    });
  }
  const recipients = await reachableUnderCap(tx, store.id, due, settings.weeklyCap);
  const title = systemText('notifications.birthdayTitle');
  const ours = systemText('notifications.birthdayBody', { points: store.points });
  const words: MessageWords = store.message
    ? {
        title: title.text,
        description: store.message.replaceAll('{{points}}', String(store.points)),
        titleCode: title.code,
        descriptionCode: null,
        textParams: null,
      }
    : {
        title: title.text,
        description: ours.text,
        titleCode: title.code,
        descriptionCode: ours.code,
        textParams: ours.params,
      };
  for (const r of recipients) {
    const notificationId = await sendPersonalMessage(deps, tx, store.id, r, words, {
      sendsAt,
      timeZone: settings.timeZone,
    });
    await noteGiftMessage(tx, { storeId: store.id, customerId: r.customerId, year }, notificationId);
  }
  return due.length;
}

/**
 * Every store giving birthday points whose day began since its birthdays were last given: the points at
 * once, from the store's midnight; the message (inbox, push, mail) at once too, or at the end of the
 * store's quiet hours when the run falls in them. One store's failure stops no other.
 */
export async function giveDueBirthdays(
  deps: Deps,
  asOf: Date,
  onError: (storeId: number, error: unknown) => void,
): Promise<{ stores: number; gifts: number }> {
  const total = { stores: 0, gifts: 0 };
  for (const store of await storesDueForBirthdays(deps.db, asOf)) {
    try {
      const sendsAt = await personalMessageTime(deps.db, await settingsOf(deps.db, store.id), asOf);
      total.gifts += await giveStoreBirthdays(deps, store, sendsAt);
      await markDayRun(deps.db, 'birthday-gifts', store.id, store.today);
      total.stores += 1;
    } catch (error) {
      onError(store.id, error);
    }
  }
  return total;
}
