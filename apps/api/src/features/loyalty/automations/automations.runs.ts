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
import {
  activeAutomationsOf,
  claimSends,
  inactiveNotTaken,
  noteSendMessage,
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
      notificationId,
    );
  }
  return taken.length;
}

/** Runs one «no vino en N días» automation for the store's day: answers the customers it took. */
async function runInactive(deps: Deps, run: Run): Promise<number> {
  let taken = 0;
  let after = 0;
  const rule = { id: run.automation.id, days: run.automation.days ?? 1, periodKey: run.periodKey };
  for (;;) {
    const due = await inactiveNotTaken(deps.db, run.storeId, rule, after, CHUNK);
    for (let i = 0; i < due.length; i += SEND_BATCH) {
      const batch = due.slice(i, i + SEND_BATCH);
      taken += await deps.db.transaction((tx) => messageBatch(deps, tx, run, batch));
    }
    if (due.length < CHUNK) break;
    after = due[due.length - 1]!;
  }
  return taken;
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
    const run: Run = {
      storeId,
      automation,
      periodKey: periodKey(automation.period, today),
      settings,
      sendsAt,
    };
    switch (automation.kind) {
      case 'inactive':
        taken += await runInactive(deps, run);
        break;
    }
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
