import type { LedgerEntry, LedgerKind, RouteParsedInput } from '@premia/contract';
import { localDateTime, MAX_POINTS_PER_OPERATION, pointsForAmount, said, toCents } from '@premia/contract';
import type { SQL } from 'drizzle-orm';
import { SessionChanged } from '../../../counter-fast-path/claim-in-statement.ts';
import { sql } from '../../../db/sql.ts';
import { type RequestContext, storeSessionOf } from '../../../lib/context.ts';
import { type AppError, conflict, forbidden, invalid, notFound } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { systemText } from '../../../lib/system-text.ts';
import { queueMail } from '../../../mail/mail-queue.ts';
import { auditWithin } from '../../insight/audit/index.ts';
import { findCustomer, pointsMail } from '../customers/index.ts';
import {
  customerStatement,
  DuplicateTicket,
  findEntry,
  findTicketUse,
  lastGiven,
  livePurchasesWithTicket,
  NotEnoughPoints,
  type PostEntry,
  PURCHASE_KINDS,
  postEntry,
  refusalBefore,
  reverse,
} from '../ledger/index.ts';
import { settleAtCounter } from '../referrals/index.ts';

const TOO_MANY_POINTS = { max: MAX_POINTS_PER_OPERATION };

/** The ledger row being written, as postEntry's `also` reads it (the CTE `entry` of its statement). */
const ENTRY = sql`entry`;

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
    throw (await refusalBefore(ctx.db, session.storeId, input.customerId, ctx.claim)) ?? refusal;
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
  const window = { timeZone: store.timeZone, days: store.duplicateTicketDays };
  const entry: PostEntry = {
    customerId: input.customerId,
    kind,
    points,
    amountCents,
    ticketNumber,
    reason: input.description || null,
    ticket: ticketNumber ? { window, confirmed: input.confirmDuplicateTicket === true } : undefined,
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
    const use = await findTicketUse(ctx.db, session.storeId, ticketNumber, window);
    // Reversed between the statement and this read: nothing stops the purchase any more.
    if (!use) return give();
    throw conflict('points.duplicateTicket', {
      ticket: ticketNumber,
      when: storeDateTime(use.createdAt, store.timeZone),
      customer: `${use.customerName} (${use.clientCode})`,
    });
  });
  // A friend's first purchase settles their referral (issue 34 §3), after the purchase has committed. A
  // store without referrals keeps the counter's one statement.
  if (kind === 'purchase' && store.referralsOn)
    await settleAtCounter(ctx.deps, session.storeId, input.customerId);
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
    throw (
      (await refusalBefore(ctx.db, session.storeId, input.customerId, ctx.claim)) ??
      forbidden('points.discountOwnerOnly')
    );
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

/** Reverses one entry with a row of the opposite sign; an entry is reversed at most once. */
export async function reverseEntry(
  ctx: RequestContext,
  input: RouteParsedInput<'/client/customer/delete-points'>,
) {
  const session = storeSessionOf(ctx);
  const original = await findEntry(ctx.db, session.storeId, input.entryId);
  if (!original) throw notFound('points.entryNotFound');
  return reverseFound(ctx, original, input.reason);
}

/** The entry found, reversed: never a reversal or an expiry, once (the unique index decides a race). */
async function reverseFound(ctx: RequestContext, original: LedgerEntry, reason: string | null | undefined) {
  const session = storeSessionOf(ctx);
  if (original.kind === 'reversal') throw conflict('points.reversalNotReversible');
  if (original.kind === 'expiry') throw conflict('points.expiryNotReversible');
  if (original.reversedByEntryId !== null) throw conflict('points.alreadyReversed');
  const result = await ctx.db
    .transaction((tx) =>
      reverse(tx, session, original, reason || systemText('ledger.reversalOf', { entryId: original.id }), [
        auditWithin(session, session.storeId, 'points.reversed', auditDetailOf(ENTRY, original.id), ENTRY),
      ]),
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'ledger_reverses_once_uq')) throw conflict('points.alreadyReversed');
      if (error instanceof NotEnoughPoints) {
        throw conflict('points.alreadySpent');
      }
      throw error;
    });
  return { ...said('points.reversed'), entry: result.entry, balance: result.balance };
}

/**
 * A purchase reversed from a POS: by its entry's id or its ticket number (one live purchase with it, or
 * 409 naming how many), then as the statement's undo, audited alike.
 */
export async function reversePurchase(
  ctx: RequestContext,
  input: {
    entryId?: number | undefined;
    ticketNumber?: string | undefined;
    reason?: string | null | undefined;
  },
) {
  const { storeId } = storeSessionOf(ctx);
  let entryId = input.entryId;
  if (entryId === undefined) {
    const ticket = input.ticketNumber ?? '';
    const ids = await livePurchasesWithTicket(ctx.db, storeId, ticket);
    if (ids.length === 0) throw notFound('points.ticketNotFound', { ticket });
    if (ids.length > 1) throw conflict('points.ticketAmbiguous', { count: ids.length, ticket });
    entryId = ids[0]!;
  }
  const entry = await findEntry(ctx.db, storeId, entryId);
  if (!entry) throw notFound('points.entryNotFound');
  if (!(PURCHASE_KINDS as readonly string[]).includes(entry.kind)) throw conflict('points.notAPurchase');
  return reverseFound(ctx, entry, input.reason);
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
