import { type Automation, type AutomationFields, automationNeeds } from '@premia/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { VISIT_IN } from '../../../db/kinds-sql.ts';
import { stores } from '../../../db/schema.ts';
import { sql } from '../../../db/sql.ts';
import { dayNotRunYet } from '../../../jobs/store-days.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import {
  type AutomationMessage,
  type AutomationParams,
  automationSends,
  automations,
} from './automations.table.ts';

type Row = typeof automations.$inferSelect;

function view(row: Row): Automation {
  return {
    id: row.id,
    kind: row.kind,
    days: row.params.days ?? null,
    visits: row.params.visits ?? null,
    points: row.params.points ?? null,
    title: row.message?.title ?? null,
    body: row.message?.body ?? null,
    period: row.period,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a rule as the owner saved it: what its kind reads of it (its numbers, its message). */
function columns(f: AutomationFields) {
  const needs = automationNeeds[f.kind];
  const params: AutomationParams = {};
  for (const key of ['days', 'visits', 'points'] as const)
    if (needs.includes(key) && f[key] !== undefined) params[key] = f[key];
  const message: AutomationMessage | null =
    needs.includes('title') && f.title !== undefined && f.body !== undefined
      ? { title: f.title, body: f.body }
      : null;
  return { kind: f.kind, params, message, period: f.period, active: f.active };
}

export async function listAutomations(db: DbOrTx, storeId: number): Promise<Automation[]> {
  const rows = await db
    .select()
    .from(automations)
    .where(eq(automations.storeId, storeId))
    .orderBy(asc(automations.id));
  return rows.map(view);
}

/** When the automation was saved first: a visit bonus counts the visits made from then on. */
export async function savedAt(db: DbOrTx, storeId: number, id: number): Promise<Date> {
  const [row] = await db
    .select({ createdAt: automations.createdAt })
    .from(automations)
    .where(and(eq(automations.storeId, storeId), eq(automations.id, id)));
  return row?.createdAt ?? new Date();
}

export async function findAutomation(db: DbOrTx, storeId: number, id: number): Promise<Automation | null> {
  const [row] = await db
    .select()
    .from(automations)
    .where(and(eq(automations.storeId, storeId), eq(automations.id, id)));
  return row ? view(row) : null;
}

export async function insertAutomation(
  db: DbOrTx,
  storeId: number,
  f: AutomationFields,
): Promise<Automation> {
  const [row] = await db
    .insert(automations)
    .values({ storeId, ...columns(f) })
    .returning();
  return view(row!);
}

export async function updateAutomation(
  db: DbOrTx,
  storeId: number,
  id: number,
  f: AutomationFields,
): Promise<Automation | null> {
  const [row] = await db
    .update(automations)
    .set({ ...columns(f), updatedAt: sql`now()` })
    .where(and(eq(automations.storeId, storeId), eq(automations.id, id)))
    .returning();
  return row ? view(row) : null;
}

/** Deletes an automation; its sends go with it (their foreign key cascades). */
export async function deleteAutomation(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(automations)
    .where(and(eq(automations.storeId, storeId), eq(automations.id, id)))
    .returning({ id: automations.id });
  return rows.length > 0;
}

/**
 * The store's live customers who have not visited for `days` days: their last visit (a row of the
 * contract's VISIT_KINDS, the last one read by ledger_customer_created_idx), or their sign-up when they
 * never visited, is older than that.
 */
function inactiveSql(storeId: number, days: number) {
  return sql`select c.id from customers c
    where c.store_id = ${storeId} and c.deleted_at is null
      and coalesce((select e.created_at from ledger_entries e
          where e.customer_id = c.id and e.store_id = c.store_id and e.kind in (${VISIT_IN})
          order by e.created_at desc limit 1), c.created_at) < now() - make_interval(days => ${days}::int)`;
}

/** Whether the customer `id` of the store accepts a message on some channel now. */
export const acceptsMessages = (storeId: number, id: ReturnType<typeof sql>) =>
  sql`exists (select 1 from customer_consents k where k.store_id = ${storeId} and k.customer_id = ${id}
    and k.granted and k.channel in ('inbox', 'push', 'mail'))`;

/** How many customers a «no vino en N días» rule's message reaches now: those it takes who accept one. */
export async function countInactive(db: DbOrTx, storeId: number, days: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${inactiveSql(storeId, days)}) s
      where ${acceptsMessages(storeId, sql`s.id`)}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A chunk (by id after `after`) of the customers a «no vino en N días» automation takes now and has not
 * taken yet in the period.
 */
export async function inactiveNotTaken(
  db: DbOrTx,
  storeId: number,
  automation: { id: number; days: number; periodKey: string },
  after: number,
  limit: number,
): Promise<number[]> {
  const found = await db.execute<{ id: number }>(sql`
    select i.id from (${inactiveSql(storeId, automation.days)}) i
    where i.id > ${after}
      and not exists (select 1 from ${automationSends} s where s.store_id = ${storeId}
        and s.automation_id = ${automation.id} and s.customer_id = i.id and s.period_key = ${automation.periodKey})
    order by i.id
    limit ${limit}`);
  return found.rows.map((r) => r.id);
}

/**
 * Writes the period's key of each customer (sent, or kept apart), and answers those it wrote: a key
 * another run wrote first (committed, or waited for) is skipped, so nobody is taken twice.
 */
export async function claimSends(
  db: DbOrTx,
  storeId: number,
  automationId: number,
  periodKey: string,
  sentAt: Date,
  rows: Array<{ customerId: number; holdout: boolean }>,
): Promise<Array<{ customerId: number; holdout: boolean }>> {
  if (rows.length === 0) return [];
  const written = await db.execute<{ customer_id: number; holdout: boolean }>(sql`
    insert into ${automationSends} (store_id, automation_id, customer_id, period_key, holdout, sent_at)
    select ${storeId}, ${automationId}, x.id, ${periodKey}, x.holdout, ${sentAt.toISOString()}::timestamptz
    from unnest(${arrayLiteral(rows.map((r) => r.customerId))}::int[],
      ${arrayLiteral(rows.map((r) => String(r.holdout)))}::boolean[]) as x(id, holdout)
    on conflict do nothing
    returning customer_id, holdout`);
  return written.rows.map((r) => ({ customerId: r.customer_id, holdout: r.holdout }));
}

/** What a customer's send gave, once written: its message, or its bonus's ledger row. */
export async function noteSendMessage(
  db: DbOrTx,
  key: { storeId: number; automationId: number; customerId: number; periodKey: string },
  given: { notificationId: number } | { entryId: number },
): Promise<void> {
  await db
    .update(automationSends)
    .set(given)
    .where(
      and(
        eq(automationSends.storeId, key.storeId),
        eq(automationSends.automationId, key.automationId),
        eq(automationSends.customerId, key.customerId),
        eq(automationSends.periodKey, key.periodKey),
      ),
    );
}

/** The active stores with an active automation that have not run their automations for their day at `asOf`. */
export async function storesDueForAutomations(
  db: DbOrTx,
  asOf: Date,
): Promise<Array<{ id: number; today: string }>> {
  const result = await db.execute<{ id: number; today: string }>(sql`
    select s.id, to_char((${asOf.toISOString()}::timestamptz at time zone s.time_zone)::date, 'YYYY-MM-DD') as today
    from ${stores} s
    where s.active and s.deleted_at is null
      and exists (select 1 from ${automations} a where a.store_id = s.id and a.active)
      and ${dayNotRunYet('automations', asOf)}
    order by s.id`);
  return result.rows;
}

/** The store's active automations. */
export async function activeAutomationsOf(db: DbOrTx, storeId: number): Promise<Automation[]> {
  const rows = await db
    .select()
    .from(automations)
    .where(and(eq(automations.storeId, storeId), eq(automations.active, true)))
    .orderBy(asc(automations.id));
  return rows.map(view);
}

export interface GroupCounts {
  customers: number;
  returned: number;
  waiting: number;
}

/**
 * Each group of an automation's sends (holdout or not): those at least `windowDays` old, of them those
 * who visited (VISIT_KINDS) within `windowDays` after the send, and the younger ones still waiting.
 */
export async function sendGroups(
  db: DbOrTx,
  storeId: number,
  automationId: number,
  windowDays: number,
): Promise<{ treated: GroupCounts; holdout: GroupCounts }> {
  const window = sql`make_interval(days => ${windowDays}::int)`;
  const result = await db.execute<{
    holdout: boolean;
    customers: number;
    returned: number;
    waiting: number;
  }>(sql`
    select s.holdout,
      count(*) filter (where s.sent_at <= now() - ${window})::int as customers,
      count(*) filter (where s.sent_at <= now() - ${window} and exists (select 1 from ledger_entries e
        where e.customer_id = s.customer_id and e.store_id = s.store_id and e.kind in (${VISIT_IN})
          and e.created_at > s.sent_at and e.created_at <= s.sent_at + ${window}))::int as returned,
      count(*) filter (where s.sent_at > now() - ${window})::int as waiting
    from ${automationSends} s
    where s.store_id = ${storeId} and s.automation_id = ${automationId}
    group by s.holdout`);
  const none: GroupCounts = { customers: 0, returned: 0, waiting: 0 };
  const of = (holdout: boolean) => {
    const row = result.rows.find((r) => r.holdout === holdout);
    return row ? { customers: row.customers, returned: row.returned, waiting: row.waiting } : none;
  };
  return { treated: of(false), holdout: of(true) };
}
