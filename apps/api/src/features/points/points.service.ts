import type { LedgerEntry, LedgerKind, RouteParsedInput, Said } from '@premia/contract';
import {
  isEarning,
  localDateTime,
  MAX_POINTS_PER_OPERATION,
  pointsForAmount,
  said,
  toCents,
} from '@premia/contract';
import type { SQL } from 'drizzle-orm';
import {
  type NothingWritten,
  SessionChanged,
  sharedRefusalError,
} from '../../counter-fast-path/claim-in-statement.ts';
import type { DbOrTx } from '../../db/database.ts';
import { sql } from '../../db/sql.ts';
import type { Claim } from '../../idempotency/idempotency.ts';
import { actorOf, type PointsActor, type RequestContext, storeSessionOf } from '../../lib/context.ts';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type SystemText, systemText } from '../../lib/system-text.ts';
import { queueMail } from '../../mail/mail-queue.ts';
import { auditWithin } from '../audit/index.ts';
import { findCustomer, pointsMail } from '../customers/index.ts';
import {
  countInLevel,
  type LevelEarning,
  monthEarningUpsert,
  monthOf,
  placeCustomer,
  type StoreZone,
  thisMonth,
} from '../levels/index.ts';
import { restoreStock, returnAllowance } from '../rewards/index.ts';
import { activityTabOf, activityUpsert, dailyStatsUpsert, deltaOf } from '../stats/index.ts';
import {
  customerStatement,
  findEntry,
  findTicketUse,
  lastGiven,
  refusalBefore,
  ticketUsed,
  ticketWindowStart,
  writeEntry,
} from './ledger.repository.ts';

const TOO_MANY_POINTS = { max: MAX_POINTS_PER_OPERATION };

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
class DuplicateTicket extends Error {}

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

interface PostEntry {
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
  /** The ticket number's check against earlier uses (writeEntry's `ticket`). */
  ticket?: { used: SQL; confirmed: boolean } | undefined;
}

/**
 * How points change outside a redemption and a bulk file (rewards' redeem.repository.ts and bulk's
 * apply/undo hold the same rules in their own statements): one statement writes the balance (a
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
    },
    claim: opts.claim,
    ticket: entry.ticket,
    level: earning && countInLevel(storeId, entry.customerId, earning, zone),
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
  // The level was summed from the statement's snapshot; a change committed meanwhile is counted now.
  if (earning && written.raced) await placeCustomer(db, storeId, entry.customerId);
  return { id: written.entry.id, ...written };
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

interface PurchaseInput {
  customerId: number;
  amount?: number | undefined;
  points?: number | undefined;
  ticketNumber?: string | null | undefined;
  description?: string | null | undefined;
  confirmDuplicateTicket?: boolean | undefined;
  /** The location the sale was made in, when the caller names one (a POS); else the session's. */
  locationId?: number | undefined;
}

/** When a ticket number was used, on the store's wall clock (YYYY-MM-DDTHH:mm): each reader writes it. */
function storeDateTime(at: Date, timeZone: string): string {
  const { date, time } = localDateTime(timeZone, at);
  return `${date}T${time.slice(0, 5)}`;
}

export async function givePurchasePoints(ctx: RequestContext, input: PurchaseInput) {
  const session = storeSessionOf(ctx);
  const { store } = session;
  const amountCents = input.amount === undefined ? null : toCents(input.amount);
  // A retry of a call that succeeded gets its answer; an unknown customer answers 404 before any rule
  // about the amount.
  const refuse = async (refusal: AppError): Promise<never> => {
    const why = await refusalBefore(ctx.db, session.storeId, input.customerId, ctx.claim);
    throw why ? nothingWrittenError(why) : refusal;
  };
  let points: number;
  let kind: LedgerKind;
  if (store.useConversion) {
    if (amountCents === null) return refuse(invalid('points.amountRequired'));
    // Points beside an amount would be silently replaced by the conversion's.
    if (input.points !== undefined) return refuse(invalid('points.pointsWithConversion'));
    points = pointsForAmount(amountCents, store);
    kind = 'purchase';
    if (points < 1) return refuse(invalid('points.amountTooSmall'));
    if (points > MAX_POINTS_PER_OPERATION) return refuse(invalid('points.tooManyPoints', TOO_MANY_POINTS));
  } else {
    if (input.points === undefined) return refuse(invalid('points.pointsRequired'));
    points = input.points;
    kind = amountCents === null ? 'manual' : 'purchase';
  }
  const text = said('points.added', { points });
  const ticketNumber = input.ticketNumber || null;
  // A ticket number used in the store's window (1 = today) is refused unless the user confirmed it:
  // checked by the same statement, after the key (a retry of the same call is never a duplicate).
  const since = ticketWindowStart(store.timeZone, store.duplicateTicketDays);
  const entry: PostEntry = {
    customerId: input.customerId,
    kind,
    points,
    amountCents,
    ticketNumber,
    reason: input.description || null,
    ticket: ticketNumber
      ? {
          used: ticketUsed(session.storeId, ticketNumber, since),
          confirmed: input.confirmDuplicateTicket === true,
        }
      : undefined,
  };
  const opts = { claim: ctx.claim && { claim: ctx.claim, said: text } };
  const actor = input.locationId === undefined ? session : { ...session, locationId: input.locationId };
  // Without the mail, the counter's one statement (docs/PERFORMANCE.md); with it, the statement and the
  // mail's outbox row and job in one transaction.
  const give = () =>
    !store.emailOnGivePoints
      ? postEntry(ctx.db, actor, entry, opts)
      : ctx.db.transaction(async (tx) => {
          const posted = await postEntry(tx, actor, entry, opts);
          if (posted.email) {
            const mail = pointsMail(store, { firstName: posted.firstName }, points, posted.balance);
            await queueMail(ctx.deps.jobs, tx, { to: posted.email, ...mail });
          }
          return posted;
        });
  const result = await give().catch(async (error: unknown) => {
    if (!(error instanceof DuplicateTicket) || !ticketNumber) throw error;
    const use = await findTicketUse(ctx.db, session.storeId, ticketNumber, since);
    // Reversed between the statement and this read: nothing stops the purchase any more.
    if (!use) return give();
    throw conflict('points.duplicateTicket', {
      ticket: ticketNumber,
      when: storeDateTime(use.createdAt, store.timeZone),
      customer: `${use.customerName} (${use.clientCode})`,
    });
  });
  return { ...text, entry: result.entry, balance: result.balance };
}

export async function discountPoints(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/discount-points'>,
) {
  const session = storeSessionOf(ctx);
  // The owner always may; an employee only where the store lets them (its discountGivenPoints).
  if (session.storeUserType === 'employee' && !session.store.discountGivenPoints) {
    // A session remembered by the counter's fast path may be a minute old: decide on a fresh one.
    if (ctx.claim?.sessionCheck) throw new SessionChanged();
    const why = await refusalBefore(ctx.db, session.storeId, input.customerId, ctx.claim);
    throw why ? nothingWrittenError(why) : forbidden('points.discountOwnerOnly');
  }
  const text = said('points.discounted', { points: input.points });
  const result = await postEntry(
    ctx.db,
    session,
    { customerId: input.customerId, kind: 'discount', points: -input.points, reason: input.reason },
    {
      claim: ctx.claim && { claim: ctx.claim, said: text },
      also: [auditWithin(session, session.storeId, 'points.discounted', auditDetailOf(ENTRY), ENTRY)],
    },
  );
  return { ...text, entry: result.entry, balance: result.balance };
}

/** The audit detail of a points entry (SQL, read from the written row): the customer by id, never by name. */
function auditDetailOf(entry: SQL, reversed?: number): SQL {
  return sql`jsonb_build_object('customerId', ${entry}.customer_id, 'points', ${entry}.points, 'entryId', ${entry}.id${
    reversed === undefined ? sql`` : sql`, 'reversedEntryId', ${reversed}::int`
  })`;
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

/** Reverses one entry with a row of the opposite sign; an entry is reversed at most once. */
export async function reverseEntry(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/delete-points'>,
) {
  const session = storeSessionOf(ctx);
  const original = await findEntry(ctx.db, session.storeId, input.entryId);
  if (!original) throw notFound('points.entryNotFound');
  if (original.kind === 'reversal') throw conflict('points.reversalNotReversible');
  if (original.reversedByEntryId !== null) throw conflict('points.alreadyReversed');
  const result = await ctx.db
    .transaction(async (tx) => {
      const posted = await postReversal(
        tx,
        session,
        original,
        input.reason || systemText('ledger.reversalOf', { entryId: original.id }),
        [auditWithin(session, session.storeId, 'points.reversed', auditDetailOf(ENTRY, original.id), ENTRY)],
      );
      if (original.kind === 'redemption') {
        if (original.reward) await restoreStock(tx, session.storeId, original.reward.id);
        await returnAllowance(tx, session.storeId);
      }
      return posted;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'ledger_reverses_once_uq')) throw conflict('points.alreadyReversed');
      if (error instanceof NotEnoughPoints) {
        throw conflict('points.alreadySpent');
      }
      throw error;
    });
  return { ...said('points.reversed'), entry: result.entry, balance: result.balance };
}

export async function statement(ctx: RequestContext, input: RouteParsedInput<'/client/customer/points'>) {
  const { storeId } = storeSessionOf(ctx);
  const customer = await findCustomer(ctx.db, storeId, input.customerId);
  if (!customer) throw notFound('customers.notFound');
  const page = await customerStatement(ctx.db, storeId, input.customerId, input.page, input.pageSize);
  return { balance: customer.balance, ...page };
}

export async function latestGiven(ctx: RequestContext, input: RouteParsedInput<'/client/last-given-points'>) {
  const session = storeSessionOf(ctx);
  const locationId = session.storeUserType === 'employee' ? session.locationId : null;
  return { entries: await lastGiven(ctx.db, session.storeId, locationId, input.limit) };
}
