import { clientCode, type Review } from '@premia/contract';
import { and, avg, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { sinceDay, untilDay } from '../../../db/local-days.ts';
import { customers } from '../../../db/schema.ts';
import { reviews } from './reviews.table.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function selectReviews(db: DbOrTx) {
  return db
    .select({ r: reviews, firstName: customers.firstName, lastName: customers.lastName })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId));
}

function toReview(row: { r: typeof reviews.$inferSelect; firstName: string; lastName: string }): Review {
  const { r } = row;
  return {
    id: r.id,
    stars: r.stars,
    text: r.text,
    customer: {
      id: r.customerId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      clientCode: clientCode(r.customerId)!,
    },
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    response: r.response,
    respondedAt: iso(r.respondedAt),
  };
}

/** Writes the customer's review, or rewrites it (one per customer): the reply stays. */
export async function saveReview(
  db: DbOrTx,
  values: { storeId: number; customerId: number; stars: number; text: string },
): Promise<void> {
  await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.storeId, reviews.customerId],
      set: { stars: values.stars, text: values.text, updatedAt: sql`now()` },
    });
}

export async function findCustomerReview(db: DbOrTx, storeId: number, customerId: number) {
  const [row] = await selectReviews(db)
    .where(and(eq(reviews.storeId, storeId), eq(reviews.customerId, customerId)))
    .limit(1);
  return row && toReview(row);
}

export async function findReview(db: DbOrTx, storeId: number, id: number) {
  const [row] = await selectReviews(db)
    .where(and(eq(reviews.storeId, storeId), eq(reviews.id, id)))
    .limit(1);
  return row && toReview(row);
}

export async function respond(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: { response: string; respondedBy: number },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ ...values, respondedAt: sql`now()` })
    .where(and(eq(reviews.storeId, storeId), eq(reviews.id, id)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export interface ReviewFilter {
  storeId: number;
  start: string;
  end: string;
  timeZone: string;
  customerId?: number | null | undefined;
  stars?: number | null | undefined;
}

function within(f: ReviewFilter): SQL | undefined {
  return and(
    eq(reviews.storeId, f.storeId),
    sinceDay(reviews.updatedAt, f.start, f.timeZone),
    untilDay(reviews.updatedAt, f.end, f.timeZone),
    f.customerId ? eq(reviews.customerId, f.customerId) : undefined,
    f.stars ? eq(reviews.stars, f.stars) : undefined,
  );
}

export async function listReviews(db: DbOrTx, f: ReviewFilter, page: { limit: number; offset: number }) {
  const [rows, [totals]] = await Promise.all([
    selectReviews(db)
      .where(within(f))
      .orderBy(desc(reviews.updatedAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count(), average: avg(reviews.stars) })
      .from(reviews)
      .where(within(f)),
  ]);
  const average = totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10;
  return { reviews: rows.map(toReview), total: totals?.n ?? 0, average };
}
