import { clientCode, type LedgerEntry, type LedgerKind, type Said } from '@premia/contract';
import { and, desc, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  claimInStatement,
  claimRefusals,
  mayClaim,
  type NothingWritten,
} from '../../../counter-fast-path/claim-in-statement.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { EARNING_IN, kindsList } from '../../../db/kinds-sql.ts';
import { executeGathered } from '../../../db/named-query.ts';
import { apiTokens, customers, locations, rewards, users } from '../../../db/schema.ts';
import { sql } from '../../../db/sql.ts';
import type { Claim } from '../../../idempotency/idempotency.ts';
import { ledgerEntries } from './ledger.table.ts';

/**
 * Ledger rows with the names they show. The names are scalar subqueries, not joins: the planner then has
 * no join order to search (a six-table join cost more to plan than a page costs to run). Qualified by
 * hand: drizzle leaves columns unqualified in a one-table select.
 */
function entryQuery(db: DbOrTx) {
  const e = ledgerEntries;
  const of = (column: PgColumn, key: PgColumn) =>
    sql`(select x.${sql.identifier(column.name)} from ${column.table} x where x.id = ledger_entries.${sql.identifier(key.name)})`;
  return db
    .select({
      e: ledgerEntries,
      customerFirst: sql<string>`${of(customers.firstName, e.customerId)}`,
      customerLast: sql<string>`${of(customers.lastName, e.customerId)}`,
      rewardName: sql<string | null>`${of(rewards.name, e.rewardId)}`,
      userFirst: sql<string | null>`${of(users.firstName, e.userId)}`,
      userLast: sql<string | null>`${of(users.lastName, e.userId)}`,
      locationName: sql<string | null>`${of(locations.name, e.locationId)}`,
      tillName: sql<string | null>`${of(apiTokens.name, e.tillId)}`,
      reversedBy: sql<number | null>`(select r.id from ${e} r where r.reverses_entry_id = ledger_entries.id)`,
    })
    .from(ledgerEntries);
}

type Row = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

function toEntry(row: Row): LedgerEntry {
  const e = row.e;
  return {
    id: e.id,
    customerId: e.customerId,
    customerName: `${row.customerFirst} ${row.customerLast}`.trim(),
    clientCode: clientCode(e.customerId)!,
    kind: e.kind,
    points: e.points,
    amount: e.amountCents === null ? null : e.amountCents / 100,
    ticketNumber: e.ticketNumber,
    duplicateTicket: e.duplicateTicket,
    reason: e.reason,
    reasonCode: e.reasonCode,
    reasonParams: e.reasonParams,
    reward: e.rewardId && row.rewardName ? { id: e.rewardId, name: row.rewardName } : null,
    employee:
      e.userId && row.userFirst
        ? { id: e.userId, name: `${row.userFirst} ${row.userLast ?? ''}`.trim() }
        : null,
    location: e.locationId && row.locationName ? { id: e.locationId, name: row.locationName } : null,
    till: e.tillId ? { id: e.tillId, name: row.tillName } : null,
    reversesEntryId: e.reversesEntryId,
    reversedByEntryId: row.reversedBy,
    createdAt: e.createdAt.toISOString(),
  };
}

export async function findEntry(db: DbOrTx, storeId: number, id: number): Promise<LedgerEntry | undefined> {
  const [row] = await entryQuery(db)
    .where(and(eq(ledgerEntries.storeId, storeId), eq(ledgerEntries.id, id)))
    .limit(1);
  return row && toEntry(row);
}

/** What a purchase gave: by its amount (the store's conversion) or as points typed at the counter or the POS. */
export const PURCHASE_KINDS = ['purchase', 'manual'] as const satisfies readonly LedgerKind[];

/** The store's purchases with this ticket number that are not reversed (the POS names a purchase by it). */
export async function livePurchasesWithTicket(
  db: DbOrTx,
  storeId: number,
  ticketNumber: string,
): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    select e.id from ledger_entries e
    where e.store_id = ${storeId} and e.ticket_number = ${ticketNumber} and e.kind in (${kindsList(PURCHASE_KINDS)})
      and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
    order by e.id`);
  return rows.rows.map((row) => row.id);
}

/**
 * A page of ledger rows, newest first. `prepared` names a query whose shape never changes (a customer's
 * statement, the last given points): it is then planned once per connection (db/named-query.ts).
 */
async function listEntries(
  db: DbOrTx,
  storeId: number,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  prepared?: string,
): Promise<LedgerEntry[]> {
  // The page's ids first (an index-only walk past the offset), then the joins for those rows alone.
  const ids = db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.storeId, storeId), where))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  // Drizzle leaves out `offset 0`: the first page is another statement text, so another name.
  const name = prepared && page.offset > 0 ? `${prepared}_offset` : prepared;
  return entriesOf(db, storeId, ids, name);
}

/**
 * The ledger rows whose ids `ids` selects (a query builder, or raw SQL in parentheses), newest first,
 * with the names of their customer, reward, employee and location.
 */
export async function entriesOf(
  db: DbOrTx,
  storeId: number,
  ids: SQLWrapper,
  prepared?: string,
): Promise<LedgerEntry[]> {
  const query = entryQuery(db)
    .where(and(eq(ledgerEntries.storeId, storeId), inArray(ledgerEntries.id, ids)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
  const rows = prepared ? await query.prepare(prepared).execute() : await query;
  return rows.map(toEntry);
}

export async function customerStatement(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  page: number,
  pageSize: number,
) {
  const where = eq(ledgerEntries.customerId, customerId);
  const [entries, [count]] = await Promise.all([
    listEntries(db, storeId, where, { limit: pageSize, offset: (page - 1) * pageSize }, 'customer_statement'),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.storeId, storeId), where))
      .prepare('customer_statement_count')
      .execute(),
  ]);
  return { entries, total: count?.n ?? 0 };
}

export function lastGiven(db: DbOrTx, storeId: number, locationId: number | null, limit: number) {
  const kinds = sql`${ledgerEntries.kind} in (${EARNING_IN})`;
  const where = locationId ? and(kinds, eq(ledgerEntries.locationId, locationId)) : kinds;
  // Two shapes of statement, each prepared under its own name.
  const name = locationId ? 'last_given_location' : 'last_given';
  return listEntries(db, storeId, where, { limit, offset: 0 }, name);
}

interface EntryWrite {
  storeId: number;
  customerId: number;
  values: Omit<typeof ledgerEntries.$inferInsert, 'storeId' | 'customerId' | 'points'> & { points: number };
  /** What the entry changes in the customer's level (countInLevel), or nothing. */
  level: { set: SQL; stale: SQL } | null;
  /** What else the entry changes (the roll-ups), each run once per written row of the CTE `entry`. */
  after: SQL[];
  /** The call's Idempotency-Key, stored with the answer `{ ...said, entry, balance }` by the same statement. */
  claim?: { claim: Claim; said: Required<Said> } | undefined;
  /**
   * The entry's ticket number and whether it was used in the store's window (ticketUsed). Unconfirmed,
   * a used ticket writes nothing ('duplicate-ticket'); confirmed, the entry is marked duplicate_ticket.
   */
  ticket?: { used: SQL; confirmed: boolean } | undefined;
  /** The webhook outbox's insert for the written entry (webhookOutboxInsert over `shown`): its rows counted. */
  outbox?: SQL | undefined;
}

/** The store's window for a ticket number: its last `days` days (1 = today), in its time zone. */
export interface TicketWindow {
  timeZone: string;
  days: number;
}

/** The start of the store's window for a ticket number: the start of its day `days − 1` days ago, in its zone. */
export function ticketWindowStart({ timeZone, days }: TicketWindow): SQL {
  return sql`((date_trunc('day', now() at time zone ${timeZone}) - (${days}::int - 1) * interval '1 day') at time zone ${timeZone})`;
}

/**
 * Whether the store gave points for this ticket number since `since` (a purchase later reversed does not
 * count): one lookup of ledger_store_ticket_idx.
 */
export function ticketUsed(storeId: number, ticketNumber: string, since: SQL): SQL {
  return sql`exists (select 1 from ledger_entries d where d.store_id = ${storeId} and d.ticket_number = ${ticketNumber}
    and d.created_at >= ${since}
    and not exists (select 1 from ledger_entries r where r.reverses_entry_id = d.id))`;
}

/** The latest use of a ticket number in the store's window (not reversed): when, and for whom. */
export async function findTicketUse(db: DbOrTx, storeId: number, ticketNumber: string, window: TicketWindow) {
  const since = ticketWindowStart(window);
  const result = await db.execute<{
    created_at: string;
    first_name: string;
    last_name: string;
    customer_id: number;
  }>(
    sql`select d.created_at, c.first_name, c.last_name, d.customer_id
      from ledger_entries d join customers c on c.id = d.customer_id
      where d.store_id = ${storeId} and d.ticket_number = ${ticketNumber} and d.created_at >= ${since}
        and not exists (select 1 from ledger_entries r where r.reverses_entry_id = d.id)
      order by d.created_at desc limit 1`,
  );
  const row = result.rows[0];
  return row
    ? {
        createdAt: new Date(row.created_at),
        customerName: `${row.first_name} ${row.last_name}`.trim(),
        clientCode: clientCode(row.customer_id)!,
      }
    : undefined;
}

type WrittenRow =
  | {
      entry: LedgerEntry;
      balance: number;
      raced: boolean;
      first_name: string;
      email: string | null;
      queued: number;
      nothing: null;
    }
  | { entry: null; nothing: NothingWritten };

/**
 * Why a change of this customer's points would write nothing (SQL, a CASE): the remembered session
 * changed, the key is taken, the customer is not in the store; else `otherwise`.
 */
const refusalOf = (
  storeId: number,
  customerId: number,
  claim: Claim | undefined,
  otherwise: SQL,
  duplicate?: SQL,
) =>
  sql`case${claimRefusals(claim)}
    when not exists (select 1 from customers x where x.store_id = ${storeId} and x.id = ${customerId}
      and x.deleted_at is null) then 'no-customer'${
        duplicate
          ? sql`
    when ${duplicate} then 'duplicate-ticket'`
          : sql``
      }
    else ${otherwise} end`;

/**
 * Why a call refused before writing anything would have written nothing anyway (a retry of a call
 * that succeeded, an unknown customer, a changed session), in one query; null when none of these.
 */
export async function refusalBefore(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  claim: Claim | undefined,
): Promise<NothingWritten | null> {
  const result = await db.execute<{ nothing: NothingWritten | null }>(
    sql`select ${refusalOf(storeId, customerId, claim, sql`null`)} as nothing`,
  );
  return result.rows[0]?.nothing ?? null;
}

/**
 * The entry as the API shows it (LedgerEntry), built by the statement that writes it, so that its answer
 * and a stored answer are the same: a select of `entry` (JSON), the balance and `more`, from the
 * statement's CTEs `entry` (the ledger row written) and `changed` (the customer's row, updated).
 */
export function shownEntry(customerId: number, more: SQL): SQL {
  return sql`select jsonb_build_object(
      'id', entry.id,
      'customerId', entry.customer_id,
      'customerName', trim(changed.first_name || ' ' || changed.last_name),
      'clientCode', ${clientCode(customerId)}::text,
      'kind', entry.kind,
      'points', entry.points,
      'amount', (entry.amount_cents / 100.0)::float8,
      'ticketNumber', entry.ticket_number,
      'duplicateTicket', entry.duplicate_ticket,
      'reason', entry.reason,
      'reasonCode', entry.reason_code,
      'reasonParams', entry.reason_params,
      'reward', case when r.id is null then null else jsonb_build_object('id', r.id, 'name', r.name) end,
      'employee', case when u.id is null then null
        else jsonb_build_object('id', u.id, 'name', trim(u.first_name || ' ' || coalesce(u.last_name, ''))) end,
      'location', case when l.id is null then null else jsonb_build_object('id', l.id, 'name', l.name) end,
      'till', case when entry.till_id is null then null
        else jsonb_build_object('id', entry.till_id, 'name', (select t.name from api_tokens t where t.id = entry.till_id)) end,
      'reversesEntryId', entry.reverses_entry_id,
      'reversedByEntryId', null,
      'createdAt', to_char(entry.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) as entry,
    changed.balance, ${more}
  from entry join changed on true
    left join rewards r on r.id = entry.reward_id
    left join users u on u.id = entry.user_id
    left join locations l on l.id = entry.location_id`;
}

/**
 * One statement for a change of points: the conditional balance update (never below zero; with the
 * level when asked), the ledger row, `after` (the daily roll-up), the key of an idempotent call with its
 * answer, and the entry as the API shows it (built here, so that the answer and the stored answer are
 * the same). When the update was refused the statement says why (`nothing`, see NothingWritten), in the
 * same round trip. `raced` says the level was summed from the statement's snapshot (countInLevel's `stale`),
 * which may have missed a change of this customer committed meanwhile.
 */
export async function writeEntry(
  db: DbOrTx,
  w: EntryWrite,
): Promise<
  | {
      entry: LedgerEntry;
      balance: number;
      raced: boolean;
      email: string | null;
      firstName: string;
      queued: number;
    }
  | { nothing: NothingWritten }
> {
  const v = w.values;
  const claim = w.claim;
  // An unconfirmed ticket already used stops the update; a confirmed one is marked on its row.
  const duplicateStops = w.ticket && !w.ticket.confirmed ? w.ticket.used : undefined;
  const duplicateMark = w.ticket?.confirmed ? w.ticket.used : sql`false`;
  const result = await executeGathered<WrittenRow>(
    db,
    { storeId: w.storeId, customerId: w.customerId },
    sql`
    with changed as (
      update customers c set balance = c.balance + ${v.points}${w.level ? sql`, ${w.level.set}` : sql``}
      where c.store_id = ${w.storeId} and c.id = ${w.customerId} and c.balance + ${v.points} >= 0
        and c.deleted_at is null
        ${claim ? sql`and ${mayClaim(claim.claim)}` : sql``}
        ${duplicateStops ? sql`and not ${duplicateStops}` : sql``}
      returning c.id, c.balance, c.first_name, c.last_name, c.email,
        ${w.level ? w.level.stale : sql`false`} as raced),
    entry as (
      insert into ledger_entries (store_id, customer_id, kind, points, amount_cents, ticket_number, duplicate_ticket,
        reason, reason_code, reason_params, reward_id, user_id, location_id, till_id, reverses_entry_id)
      select ${w.storeId}, changed.id, ${v.kind}, ${v.points}, ${v.amountCents ?? null}::int, ${v.ticketNumber ?? null},
        ${duplicateMark}, ${v.reason ?? null}, ${v.reasonCode ?? null},
        ${v.reasonParams ? JSON.stringify(v.reasonParams) : null}::jsonb, ${v.rewardId ?? null}::int, ${v.userId ?? null}::int,
        ${v.locationId ?? null}::int, ${v.tillId ?? null}::int, ${v.reversesEntryId ?? null}::int
      from changed
      returning *),
    shown as (${shownEntry(w.customerId, sql`changed.raced, changed.first_name, changed.email`)})${sql.join(
      w.after.map((a, i) => sql.raw(`, after${i} as (`).append(a).append(sql`)`)),
    )}${w.outbox ? sql`, outbox as (${w.outbox})` : sql``}${
      claim
        ? sql`, claimed as (${claimInStatement(
            claim.claim,
            sql`shown`,
            sql`${JSON.stringify(claim.said)}::jsonb || jsonb_build_object('entry', shown.entry, 'balance', shown.balance)`,
          )})`
        : sql``
    }
    select shown.*, ${w.outbox ? sql`(select count(*)::int from outbox)` : sql`0`} as queued,
      case when shown.entry is not null then null
      else ${refusalOf(w.storeId, w.customerId, claim?.claim, sql`'not-enough-points'`, duplicateStops)} end as nothing
    from (values (1)) as one (x) left join shown on true`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('the points statement answered no row');
  if (row.entry === null) return { nothing: row.nothing };
  return {
    entry: row.entry,
    balance: row.balance,
    raced: row.raced,
    email: row.email,
    firstName: row.first_name,
    queued: row.queued,
  };
}
