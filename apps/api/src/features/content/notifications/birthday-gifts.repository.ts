import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { customers, stores } from '../../../db/schema.ts';
import { dayNotRunYet } from '../../../jobs/store-days.ts';
import { arrayLiteral } from '../../../lib/pg-array.ts';
import { birthdayGifts } from './birthday-gifts.table.ts';

export interface BirthdayStore {
  id: number;
  /** The store's day (its zone) at the run's time. */
  today: string;
  points: number;
  /** The owner's own words; null: ours, in the customer's language. */
  message: string | null;
}

/** The stores that give birthday points whose birthdays were last given before their day today; with that day. */
export async function storesDueForBirthdays(db: DbOrTx, asOf: Date): Promise<BirthdayStore[]> {
  const result = await db.execute<{ id: number; today: string; points: number; message: string | null }>(sql`
    select s.id, to_char((${asOf.toISOString()}::timestamptz at time zone s.time_zone)::date, 'YYYY-MM-DD') as today,
      s.birthday_points as points, s.birthday_message as message
    from ${stores} s
    where s.birthday_gift = 'points' and s.active and s.deleted_at is null
      and ${dayNotRunYet('birthday-gifts', asOf)}
    order by s.id`);
  return result.rows;
}

/**
 * A chunk of the store's customers (not deleted, by id after `after`) whose birthday falls on one of
 * these days of the year ('MM-DD') and who got no gift yet in `year`.
 */
export async function birthdaysOn(
  db: DbOrTx,
  storeId: number,
  monthDays: string[],
  year: number,
  after: number,
  limit: number,
): Promise<number[]> {
  const found = await db.execute<{ id: number }>(sql`
    select c.id from ${customers} c
    where c.store_id = ${storeId} and c.deleted_at is null and c.birthday is not null and c.id > ${after}
      and to_char(c.birthday, 'MM-DD') = any(${arrayLiteral(monthDays)}::text[])
      and not exists (select 1 from ${birthdayGifts} g
        where g.store_id = c.store_id and g.customer_id = c.id and g.year = ${year})
    order by c.id
    limit ${limit}`);
  return found.rows.map((r) => r.id);
}

/** Of these customers, those already given their gift of `year` (read under their delivery locks). */
export async function alreadyGiven(
  db: DbOrTx,
  storeId: number,
  customerIds: number[],
  year: number,
): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const found = await db.execute<{ customer_id: number }>(sql`
    select g.customer_id from ${birthdayGifts} g
    where g.store_id = ${storeId} and g.year = ${year}
      and g.customer_id = any(${arrayLiteral(customerIds)}::int[])`);
  return new Set(found.rows.map((r) => r.customer_id));
}

/**
 * The gift of the year, with its ledger row: a second one for the same customer and year is a unique
 * violation that rolls the whole transaction back, points included.
 */
export async function claimGift(
  db: DbOrTx,
  gift: { storeId: number; customerId: number; year: number; day: string; points: number; entryId: number },
): Promise<void> {
  await db.insert(birthdayGifts).values(gift);
}

/** The gift's message, once written. */
export async function noteGiftMessage(
  db: DbOrTx,
  gift: { storeId: number; customerId: number; year: number },
  notificationId: number,
): Promise<void> {
  await db
    .update(birthdayGifts)
    .set({ notificationId })
    .where(
      and(
        eq(birthdayGifts.storeId, gift.storeId),
        eq(birthdayGifts.customerId, gift.customerId),
        eq(birthdayGifts.year, gift.year),
      ),
    );
}
