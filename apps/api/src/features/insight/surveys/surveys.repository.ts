import {
  clientCode,
  type NpsSummary,
  SURVEY_OPEN_DAYS,
  SURVEY_QUIET_DAYS,
  type SurveyAnswer,
} from '@premia/contract';
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { sinceDay, untilDay } from '../../../db/local-days.ts';
import { customers, locations, users } from '../../../db/schema.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { surveys } from './surveys.table.ts';

/** The ledger kinds that are a purchase at the counter (with an amount, or points given directly). */
const PURCHASE_KINDS = sql`('purchase', 'manual')`;

/**
 * The survey of a customer's latest purchase of the last SURVEY_OPEN_DAYS days, opened unless they were
 * asked in the last SURVEY_QUIET_DAYS days (or that purchase has one already, or was reversed).
 */
function openFor(storeId: SQL, customerId: SQL, since: SQL) {
  return sql`insert into surveys (store_id, customer_id, ledger_entry_id, purchased_at, location_id, user_id, expires_at)
    select e.store_id, e.customer_id, e.id, e.created_at, e.location_id, e.user_id,
           e.created_at + make_interval(days => ${SURVEY_OPEN_DAYS})
    from ledger_entries e
    where e.store_id = ${storeId} and e.customer_id = ${customerId} and e.kind in ${PURCHASE_KINDS}
      and e.created_at > ${since}
      and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
      and not exists (select 1 from surveys s where s.store_id = ${storeId} and s.customer_id = ${customerId}
                        and s.created_at > now() - make_interval(days => ${SURVEY_QUIET_DAYS}))
    order by e.created_at desc
    limit 1
    on conflict (ledger_entry_id, store_id) do nothing`;
}

/** Opens the customer's survey when a recent purchase calls for one (the wallet asks on its visit). */
export async function openSurveyFor(db: DbOrTx, storeId: number, customerId: number): Promise<void> {
  await db.execute(
    openFor(sql`${storeId}`, sql`${customerId}`, sql`now() - make_interval(days => ${SURVEY_OPEN_DAYS})`),
  );
}

/** The customer was asked in the last SURVEY_QUIET_DAYS days (SQL; `b` has store_id and customer_id). */
const askedLately = sql`exists (select 1 from surveys s where s.store_id = b.store_id and s.customer_id = b.customer_id
  and s.created_at > now() - make_interval(days => ${SURVEY_QUIET_DAYS}))`;

/** The customers, across stores, with a purchase in the last `minutes` and no survey lately (the invitation job). */
export async function recentBuyers(db: DbOrTx, minutes: number) {
  const result = await db.execute<{ store_id: number; customer_id: number }>(sql`
    select b.store_id, b.customer_id from (
      select distinct e.store_id, e.customer_id
      from stores st
      cross join lateral (
        select e.store_id, e.customer_id from ledger_entries e
        where e.store_id = st.id and e.kind in ${PURCHASE_KINDS}
          and e.created_at > now() - make_interval(mins => ${minutes})
      ) e
      where st.active and st.deleted_at is null) b
    where not ${askedLately}
    order by b.store_id, b.customer_id`);
  return result.rows.map((r) => ({ storeId: r.store_id, customerId: r.customer_id }));
}

/**
 * Opens the survey of each of `buyers`' latest purchase of the last `minutes` (not reversed), unless they
 * were asked lately (a wallet visit may have opened one meanwhile); what it opened, with the customer's
 * first name and email for the invitation (null email: deleted, or none).
 */
export async function openSurveysOf(
  db: DbOrTx,
  minutes: number,
  buyers: { storeId: number; customerId: number }[],
) {
  const result = await db.execute<{
    id: number;
    store_id: number;
    customer_id: number;
    first_name: string;
    email: string | null;
  }>(sql`
    with opened as (
      insert into surveys (store_id, customer_id, ledger_entry_id, purchased_at, location_id, user_id, expires_at)
      select e.store_id, e.customer_id, e.id, e.created_at, e.location_id, e.user_id,
             e.created_at + make_interval(days => ${SURVEY_OPEN_DAYS})
      from unnest(${arrayLiteral(buyers.map((b) => b.storeId))}::int[],
                  ${arrayLiteral(buyers.map((b) => b.customerId))}::int[]) as b (store_id, customer_id)
      cross join lateral (
        select e.* from ledger_entries e
        where e.store_id = b.store_id and e.customer_id = b.customer_id and e.kind in ${PURCHASE_KINDS}
          and e.created_at > now() - make_interval(mins => ${minutes})
          and not exists (select 1 from ledger_entries x where x.reverses_entry_id = e.id)
        order by e.created_at desc
        limit 1) e
      where not ${askedLately}
      on conflict (ledger_entry_id, store_id) do nothing
      returning id, store_id, customer_id)
    select o.id, o.store_id, o.customer_id, c.first_name, case when c.deleted_at is null then c.email end as email
    from opened o join customers c on c.id = o.customer_id`);
  return result.rows.map((r) => ({
    id: r.id,
    storeId: r.store_id,
    customerId: r.customer_id,
    firstName: r.first_name,
    email: r.email,
  }));
}

const openWhere = (storeId: number, customerId: number) =>
  and(
    eq(surveys.storeId, storeId),
    eq(surveys.customerId, customerId),
    sql`${surveys.answeredAt} is null`,
    sql`${surveys.expiresAt} > now()`,
  );

export async function findOpenSurvey(db: DbOrTx, storeId: number, customerId: number) {
  const [row] = await db
    .select({ id: surveys.id, purchasedAt: surveys.purchasedAt, expiresAt: surveys.expiresAt })
    .from(surveys)
    .where(openWhere(storeId, customerId))
    .orderBy(desc(surveys.createdAt))
    .limit(1);
  return row;
}

/** Answers an open survey of the customer, once: false when it is not theirs, answered or closed. */
export async function answerSurvey(
  db: DbOrTx,
  storeId: number,
  customerId: number,
  surveyId: number,
  answer: { score: number; comment: string | null },
): Promise<boolean> {
  const rows = await db
    .update(surveys)
    .set({ ...answer, answeredAt: sql`now()` })
    .where(and(openWhere(storeId, customerId), eq(surveys.id, surveyId)))
    .returning({ id: surveys.id });
  return rows.length > 0;
}

export async function findCustomerSurvey(db: DbOrTx, storeId: number, customerId: number, surveyId: number) {
  const [row] = await db
    .select({ answeredAt: surveys.answeredAt, expiresAt: surveys.expiresAt })
    .from(surveys)
    .where(and(eq(surveys.storeId, storeId), eq(surveys.customerId, customerId), eq(surveys.id, surveyId)));
  return row;
}

export interface SurveyFilter {
  storeId: number;
  start: string;
  end: string;
  timeZone: string;
  locationId?: number | null | undefined;
  employeeId?: number | null | undefined;
  customerId?: number | null | undefined;
}

/** Answers given on the range's days (the store's), by the partial index on (store, answered_at). */
function answeredIn(f: SurveyFilter) {
  return and(
    eq(surveys.storeId, f.storeId),
    isNotNull(surveys.answeredAt),
    sinceDay(surveys.answeredAt, f.start, f.timeZone),
    untilDay(surveys.answeredAt, f.end, f.timeZone),
    f.locationId ? eq(surveys.locationId, f.locationId) : undefined,
    f.employeeId ? eq(surveys.userId, f.employeeId) : undefined,
    f.customerId ? eq(surveys.customerId, f.customerId) : undefined,
  );
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listAnswers(
  db: DbOrTx,
  f: SurveyFilter,
  page: { limit: number; offset: number },
): Promise<SurveyAnswer[]> {
  const rows = await db
    .select({
      id: surveys.id,
      score: surveys.score,
      comment: surveys.comment,
      answeredAt: surveys.answeredAt,
      purchasedAt: surveys.purchasedAt,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      locationId: locations.id,
      locationName: locations.name,
      userId: users.id,
      userFirst: users.firstName,
      userLast: users.lastName,
    })
    .from(surveys)
    .innerJoin(customers, eq(customers.id, surveys.customerId))
    .leftJoin(locations, eq(locations.id, surveys.locationId))
    .leftJoin(users, eq(users.id, surveys.userId))
    .where(answeredIn(f))
    .orderBy(desc(surveys.answeredAt), desc(surveys.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    id: r.id,
    score: r.score!,
    comment: r.comment,
    customer: {
      id: r.customerId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      clientCode: clientCode(r.customerId)!,
    },
    answeredAt: iso(r.answeredAt!),
    purchasedAt: iso(r.purchasedAt),
    location: r.locationId === null ? null : { id: r.locationId, name: r.locationName ?? '' },
    employee: r.userId === null ? null : { id: r.userId, name: `${r.userFirst} ${r.userLast}`.trim() },
  }));
}

/** The NPS of a filter's answers: promoters (9–10) and detractors (0–6) as whole percentages. */
export async function npsOf(db: DbOrTx, f: SurveyFilter): Promise<NpsSummary> {
  const [row] = await db
    .select({
      answers: count(),
      promoters: sql<number>`count(*) filter (where ${surveys.score} >= 9)::int`,
      detractors: sql<number>`count(*) filter (where ${surveys.score} <= 6)::int`,
    })
    .from(surveys)
    .where(answeredIn(f));
  const answers = row?.answers ?? 0;
  const promoters = row?.promoters ?? 0;
  const detractors = row?.detractors ?? 0;
  return {
    score: answers === 0 ? null : Math.round(((promoters - detractors) * 100) / answers),
    answers,
    promoters,
    passives: answers - promoters - detractors,
    detractors,
  };
}
