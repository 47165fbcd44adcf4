import type { Automation } from '@premia/contract';
import type { Tx } from '../../../db/database.ts';
import { markDayRun } from '../../../jobs/store-days.ts';
import type { Deps } from '../../../lib/context.ts';
import {
  lockDeliveriesOf,
  type MessageWords,
  personalMessageTime,
  reachableUnderCap,
  type Settings,
  sendPersonalMessage,
  settingsOf,
} from '../../content/notifications/index.ts';
import { creditVisitBonus } from '../ledger/index.ts';
import { levelUpsOf, noteLevels, noteOtherLevels, nthVisitNotTaken } from './audiences.repository.ts';
import {
  activeAutomationsOf,
  claimSends,
  inactiveNotTaken,
  noteSendMessage,
  savedAt,
  storesDueForAutomations,
} from './automations.repository.ts';
import { inHoldout, periodKey } from './automations.rules.ts';

/** Customers read per statement. */
const CHUNK = 1000;

/** Customers messaged per transaction: each holds their deliveries' locks (one per customer) until it ends. */
const SEND_BATCH = 100;

interface Run {
  storeId: number;
  automation: Automation;
  periodKey: string;
  settings: Settings;
  /** When the messages are shown and sent: null, at once; else the end of the store's quiet hours. */
  sendsAt: Date | null;
}

/**
 * One batch of a message automation's customers, in one transaction under their delivery locks: of those
 * who accept a channel and whose weekly cap has room, the period's key is written for each (kept apart
 * by inHoldout, or sent), and the sent ones get the message, as the birthday's is sent. A key another run
 * wrote first leaves its customer out, so a retried or doubled run sends nothing twice. A customer the cap
 * or their consent leaves out is not taken: a later day of the period may reach them.
 */
async function messageBatch(deps: Deps, tx: Tx, run: Run, customerIds: number[]): Promise<number> {
  const { storeId, automation } = run;
  await lockDeliveriesOf(tx, customerIds);
  const recipients = await reachableUnderCap(tx, storeId, customerIds, run.settings.weeklyCap);
  const taken = await claimSends(
    tx,
    storeId,
    automation.id,
    run.periodKey,
    run.sendsAt ?? new Date(),
    recipients.map((r) => ({ customerId: r.customerId, holdout: inHoldout(automation.id, r.customerId) })),
  );
  const sent = new Set(taken.filter((t) => !t.holdout).map((t) => t.customerId));
  const words: MessageWords = {
    title: automation.title ?? '',
    description: automation.body ?? '',
    titleCode: null,
    descriptionCode: null,
    textParams: null,
  };
  for (const r of recipients.filter((x) => sent.has(x.customerId))) {
    const notificationId = await sendPersonalMessage(deps, tx, storeId, r, words, {
      sendsAt: run.sendsAt,
      timeZone: run.settings.timeZone,
    });
    await noteSendMessage(
      tx,
      { storeId, automationId: automation.id, customerId: r.customerId, periodKey: run.periodKey },
      { notificationId },
    );
  }
  return taken.length;
}

/**
 * One batch of a «N-ésima visita» automation's customers, in one transaction: the key of each (once per
 * customer), kept apart by inHoldout or given the bonus points through the ledger (a 'bonus' row, an
 * earning, written as the job) with the key. A key another run wrote first leaves its customer out, so a
 * retried or doubled run never pays twice. Points wait for no consent: they are not a message.
 */
async function bonusBatch(tx: Tx, run: Run, customerIds: number[]): Promise<number> {
  const { storeId, automation } = run;
  const taken = await claimSends(
    tx,
    storeId,
    automation.id,
    run.periodKey,
    new Date(),
    customerIds.map((id) => ({ customerId: id, holdout: inHoldout(automation.id, id) })),
  );
  const bonus = { points: automation.points ?? 0, visits: automation.visits ?? 0 };
  for (const t of taken.filter((x) => !x.holdout)) {
    const entry = await creditVisitBonus(tx, storeId, t.customerId, bonus);
    await noteSendMessage(
      tx,
      { storeId, automationId: automation.id, customerId: t.customerId, periodKey: run.periodKey },
      { entryId: entry.id },
    );
  }
  return taken.length;
}

/** Reads the customers a rule takes in chunks (by id) and hands them to `batch` 100 at a time. */
async function inChunks(
  deps: Deps,
  read: (after: number) => Promise<number[]>,
  batch: (tx: Tx, customerIds: number[]) => Promise<number>,
): Promise<number> {
  let taken = 0;
  let after = 0;
  for (;;) {
    const due = await read(after);
    for (let i = 0; i < due.length; i += SEND_BATCH) {
      const ids = due.slice(i, i + SEND_BATCH);
      taken += await deps.db.transaction((tx) => batch(tx, ids));
    }
    if (due.length < CHUNK) break;
    after = due[due.length - 1]!;
  }
  return taken;
}

/** Runs one automation for the store's day: answers the customers it took (sent or kept apart). */
async function runAutomation(deps: Deps, run: Run): Promise<number> {
  const { storeId, automation } = run;
  switch (automation.kind) {
    case 'inactive': {
      const rule = { id: automation.id, days: automation.days ?? 1, periodKey: run.periodKey };
      return inChunks(
        deps,
        (after) => inactiveNotTaken(deps.db, storeId, rule, after, CHUNK),
        (tx, ids) => messageBatch(deps, tx, run, ids),
      );
    }
    case 'nthVisit': {
      const since = await savedAt(deps.db, storeId, automation.id);
      const rule = { id: automation.id, visits: automation.visits ?? 1, since };
      return inChunks(
        deps,
        (after) => nthVisitNotTaken(deps.db, storeId, rule, after, CHUNK),
        (tx, ids) => bonusBatch(tx, run, ids),
      );
    }
    case 'levelUp': {
      const rule = { id: automation.id, since: await savedAt(deps.db, storeId, automation.id) };
      const taken = await inChunks(
        deps,
        (after) => levelUpsOf(deps.db, storeId, rule, after, CHUNK),
        async (tx, ids) => {
          const n = await messageBatch(deps, tx, run, ids);
          await noteLevels(tx, storeId, automation.id, ids);
          return n;
        },
      );
      await noteOtherLevels(deps.db, storeId, rule);
      return taken;
    }
  }
}

/** Runs every active automation of a store for its day `today`: answers the customers taken. */
export async function runStoreAutomations(
  deps: Deps,
  storeId: number,
  today: string,
  asOf: Date,
): Promise<number> {
  const settings = await settingsOf(deps.db, storeId);
  const sendsAt = await personalMessageTime(deps.db, settings, asOf);
  let taken = 0;
  for (const automation of await activeAutomationsOf(deps.db, storeId)) {
    // A visit bonus is given once per customer, whatever the period saved.
    const period = automation.kind === 'nthVisit' ? 'once' : automation.period;
    const run: Run = { storeId, automation, periodKey: periodKey(period, today), settings, sendsAt };
    taken += await runAutomation(deps, run);
  }
  return taken;
}

/**
 * Every store with an active automation whose day began since its automations last ran: run at once
 * from the store's midnight, their messages dated the end of its quiet hours (personalMessageTime). One
 * store's failure stops no other.
 */
export async function runDueAutomations(
  deps: Deps,
  asOf: Date,
  onError: (storeId: number, error: unknown) => void,
): Promise<{ stores: number; customers: number }> {
  const total = { stores: 0, customers: 0 };
  for (const store of await storesDueForAutomations(deps.db, asOf)) {
    try {
      total.customers += await runStoreAutomations(deps, store.id, store.today, asOf);
      await markDayRun(deps.db, 'automations', store.id, store.today);
      total.stores += 1;
    } catch (error) {
      onError(store.id, error);
    }
  }
  return total;
}
