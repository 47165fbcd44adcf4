import type { LedgerEntry, LedgerKind, Said } from '@premia/contract';
import { isEarning, toCents } from '@premia/contract';
import type { SQL } from 'drizzle-orm';
import { type NothingWritten, sharedRefusalError } from '../../../counter-fast-path/claim-in-statement.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { sql } from '../../../db/sql.ts';
import type { Claim } from '../../../idempotency/idempotency.ts';
import { actorOf, type PointsActor } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { type SystemText, systemText } from '../../../lib/system-text.ts';
import { afterOutboxRows, webhookOutboxInsert } from '../../../webhooks/outbox.ts';
import {
  refusalBefore as refusalOfCall,
  type TicketWindow,
  ticketUsed,
  ticketWindowStart,
  writeEntry,
} from './entries.repository.ts';
import {
  countInLevel,
  type LevelEarning,
  monthEarningUpsert,
  monthOf,
  placeCustomer,
  type StoreZone,
  thisMonth,
} from './level-earnings.repository.ts';
import { restoreStock, returnAllowance } from './redemption-counters.repository.ts';
import { activityTabOf, activityUpsert, dailyStatsUpsert, deltaOf } from './rollups.repository.ts';

/** A ticket number's check against its uses in the store's window, and whether the user confirmed it. */
export interface TicketCheck {
  window: TicketWindow;
  confirmed: boolean;
}

/** The ledger row being written, in the one statement of writeEntry. */
const ENTRY = sql`entry`;

/** The roll-ups' shard of the row being written: by its id, so a hot customer's rows spread over them. */
const ENTRY_SHARD = sql`entry.id`;

/** A debit refused because the balance would go below zero (callers may say it their own way). */
export class NotEnoughPoints extends AppError {
  constructor() {
    super('conflict', 'points.notEnough');
  }
}

/** The statement refused a ticket number already used in the store's window (givePurchasePoints says when and for whom). */
export class DuplicateTicket extends Error {}

/** The failure that tells the caller why a points statement wrote nothing. */
function nothingWrittenError(why: NothingWritten): Error {
  switch (why) {
    case 'session-changed':
    case 'key-taken':
    case 'no-customer':
      return sharedRefusalError(why);
    case 'not-enough-points':
      return new NotEnoughPoints();
    case 'duplicate-ticket':
      return new DuplicateTicket();
  }
}

export interface PostEntry {
  customerId: number;
  kind: LedgerKind;
  points: number;
  amountCents?: number | null;
  ticketNumber?: string | null;
  /** As a person typed it, or as the API writes it (systemText: kept with its code and params). */
  reason?: string | SystemText | null;
  rewardId?: number | null;
  reversesEntryId?: number | null;
  /**
   * For a reversal: the original's kind, amount, time and location, so that the figures of the day and
   * location it counted in take it back (a corrected mistake leaves no trace in the day's totals).
   */
  reverses?: { kind: LedgerKind; amountCents: number | null; createdAt: string; locationId: number | null };
  /**
   * The ticket number's check against its earlier uses in the store's window (`days`: 1 = today in its
   * zone): unconfirmed, a used ticket writes nothing (DuplicateTicket); confirmed, the row is marked.
   */
  ticket?: TicketCheck | undefined;
}

/**
 * How points change outside a redemption and a bulk file (redeem.repository.ts and bulk-steps.repository.ts
 * hold the same rules in their own statements): one statement writes the balance (a
 * conditional update, so a debit that would go below zero is refused even under concurrency; a deleted
 * customer's points never change), the level, the ledger row and the day's roll-up, atomically, in the
 * caller's transaction if there is one.
 */
export async function postEntry(
  db: DbOrTx,
  session: PointsActor,
  entry: PostEntry,
  opts: {
    claim?: { claim: Claim; said: Required<Said> } | undefined;
    /** More for the same statement to write per written entry (its audit row), reading the CTE `entry`. */
    also?: SQL[];
  } = {},
) {
  const { storeId } = session;
  const actor = actorOf(session);
  const delta = entry.reverses
    ? deltaOf(entry.reverses.kind, entry.points, entry.reverses.amountCents, -1)
    : deltaOf(entry.kind, entry.points, entry.amountCents ?? null);
  const tab = activityTabOf(entry.kind);
  // The store's zone as the session holds it (a remembered one is checked unchanged by the statement).
  const timeZone = 'store' in session && session.store ? session.store.timeZone : undefined;
  const zone: StoreZone = timeZone === undefined ? storeId : { timeZone };
  const earning = levelEarningOf(zone, entry);
  const written = await writeEntry(db, {
    storeId,
    customerId: entry.customerId,
    values: {
      kind: entry.kind,
      points: entry.points,
      amountCents: entry.amountCents ?? null,
      ticketNumber: entry.ticketNumber ?? null,
      ...reasonValues(entry.reason),
      rewardId: entry.rewardId ?? null,
      reversesEntryId: entry.reversesEntryId ?? null,
      userId: actor.userId,
      locationId: actor.locationId,
      tillId: actor.tillId,
    },
    claim: opts.claim,
    ticket:
      entry.ticket && entry.ticketNumber
        ? {
            used: ticketUsed(storeId, entry.ticketNumber, ticketWindowStart(entry.ticket.window)),
            confirmed: entry.ticket.confirmed,
          }
        : undefined,
    level: earning && countInLevel(storeId, entry.customerId, earning, zone),
    outbox: entryOutbox(storeId, entry.kind),
    after: [
      entry.reverses
        ? dailyStatsUpsert(
            storeId,
            entry.reverses.locationId,
            delta,
            ENTRY_SHARD,
            entry.reverses.createdAt,
            ENTRY,
            timeZone,
          )
        : dailyStatsUpsert(storeId, actor.locationId, delta, ENTRY_SHARD, undefined, ENTRY, timeZone),
      tab &&
        activityUpsert(
          storeId,
          { tab, ...actor, points: entry.points, amountCents: entry.amountCents ?? null },
          ENTRY_SHARD,
          ENTRY,
          timeZone,
        ),
      earning && monthEarningUpsert(storeId, entry.customerId, earning, ENTRY, zone),
      ...(opts.also ?? []),
    ].filter((s): s is SQL => s !== null),
  });
  if ('nothing' in written) throw nothingWrittenError(written.nothing);
  await afterOutboxRows(db, written.queued);
  // The level was summed from the statement's snapshot; a change committed meanwhile is counted now.
  if (earning && written.raced) await placeCustomer(db, storeId, entry.customerId);
  return { id: written.entry.id, ...written };
}

/**
 * The webhook the written entry tells (points.earned for an earning, points.reversed for a reversal),
 * as the outbox's insert in the points statement itself, over its CTE `shown`: the entry as the API
 * shows it and the balance after it.
 */
function entryOutbox(storeId: number, kind: LedgerKind): SQL | undefined {
  const event = isEarning(kind) ? 'points.earned' : kind === 'reversal' ? 'points.reversed' : undefined;
  if (!event) return undefined;
  return webhookOutboxInsert(
    storeId,
    event,
    sql`jsonb_build_object('entry', shown.entry, 'balance', shown.balance)`,
    sql`shown`,
  );
}

/** A reason's columns: a typed text alone; a system text with its code and params. */
function reasonValues(reason: PostEntry['reason']) {
  if (!reason || typeof reason === 'string')
    return { reason: reason || null, reasonCode: null, reasonParams: null };
  return { reason: reason.text, reasonCode: reason.code, reasonParams: reason.params };
}

/**
 * What an entry counts for the customer's level: an earning, in this month; the reversal of one, taken
 * back from the month of the earning it reverses. Nothing for any other entry.
 */
function levelEarningOf(zone: StoreZone, entry: PostEntry): LevelEarning | null {
  if (isEarning(entry.kind)) return { points: entry.points, month: thisMonth(zone) };
  const original = entry.reverses;
  if (entry.kind === 'reversal' && original && isEarning(original.kind)) {
    return { points: entry.points, month: monthOf(zone, sql`${original.createdAt}::timestamptz`) };
  }
  return null;
}

export async function creditWelcomePoints(
  tx: DbOrTx,
  session: PointsActor,
  customerId: number,
  points: number,
) {
  return postEntry(tx, session, {
    customerId,
    kind: 'welcome',
    points,
    reason: systemText('ledger.welcome'),
  });
}

/**
 * The row that takes back an entry (the opposite points, in the figures of the day and location the
 * original counted in), in the caller's transaction. A second reversal of the same entry fails on
 * ledger_reverses_once_uq; one the balance cannot pay throws NotEnoughPoints.
 */
export async function postReversal(
  db: DbOrTx,
  session: PointsActor,
  original: LedgerEntry,
  reason: string | SystemText,
  also: SQL[] = [],
) {
  return postEntry(
    db,
    session,
    {
      customerId: original.customerId,
      kind: 'reversal',
      points: -original.points,
      reason,
      rewardId: original.reward?.id ?? null,
      reversesEntryId: original.id,
      reverses: {
        kind: original.kind,
        amountCents: original.amount === null ? null : toCents(original.amount),
        createdAt: original.createdAt,
        locationId: original.location?.id ?? null,
      },
    },
    { also },
  );
}

/**
 * Why a call would write nothing before any rule of its own is judged (a retry of a call that succeeded,
 * an unknown customer, a changed session), as the failure to throw; null when none of these.
 */
export async function refusalBefore(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  claim: Claim | undefined,
): Promise<Error | null> {
  const why = await refusalOfCall(db, storeId, customerId, claim);
  return why ? nothingWrittenError(why) : null;
}

/**
 * Takes back an entry (postReversal) and, for a redemption, gives back its reward's unit of stock and
 * the store's allowance: in the caller's transaction, in the order every redemption takes its rows
 * (customer, reward, store).
 */
export async function reverse(
  db: DbOrTx,
  session: PointsActor,
  original: LedgerEntry,
  reason: string | SystemText,
  also: SQL[] = [],
) {
  const posted = await postReversal(db, session, original, reason, also);
  if (original.kind === 'redemption') {
    if (original.reward) await restoreStock(db, session.storeId, original.reward.id);
    await returnAllowance(db, session.storeId);
  }
  return posted;
}

/**
 * The store's birthday gift to a customer, written by the daily job (no employee, no location); the
 * caller's transaction also claims the customer's year (birthday_gifts), so a second gift rolls back.
 */
export async function creditBirthdayPoints(tx: DbOrTx, storeId: number, customerId: number, points: number) {
  return postEntry(tx, { kind: 'job', storeId }, { customerId, kind: 'birthday', points });
}

/**
 * An automation's bonus points for a customer's Nth visit (issue 34 §5), written by the daily job (no
 * employee, no location); the caller's transaction also writes the automation's key for the customer
 * (automation_sends), so a second bonus of the same rule rolls back with it.
 */
export async function creditVisitBonus(
  tx: DbOrTx,
  storeId: number,
  customerId: number,
  bonus: { points: number; visits: number },
) {
  return postEntry(
    tx,
    { kind: 'job', storeId },
    {
      customerId,
      kind: 'bonus',
      points: bonus.points,
      reason: systemText('ledger.visitBonus', { visits: bonus.visits }),
    },
  );
}

/**
 * A referral's points (issue 34 §3), to the referrer or to the friend, written as the platform's own
 * work (no employee, no location); the caller's transaction also writes the referral's key
 * (referral_rewards), so a second reward of the same friend rolls back with it.
 */
export async function creditReferralPoints(
  tx: DbOrTx,
  storeId: number,
  customerId: number,
  points: number,
  side: 'referrer' | 'friend',
) {
  return postEntry(
    tx,
    { kind: 'job', storeId },
    {
      customerId,
      kind: 'referral',
      points,
      reason: systemText(side === 'referrer' ? 'ledger.referralReferrer' : 'ledger.referralFriend'),
    },
  );
}
