import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';

/** How old the platform's months may be before a read rolls them up again. */
export const ROLL_UP_EVERY_MS = 5 * 60_000;

/**
 * Sums every store's daily roll-up (daily_stats) into the platform's months: the current and the
 * previous month, or the last 12 when there are none yet; and the customers count. One caller at a
 * time (an advisory lock); another that finds it taken skips, the rows being fresh enough.
 */
export async function rollUpPlatformMonths(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('platform_months')) as ok`,
    );
    if (!lock.rows[0]?.ok) return;
    const empty = await tx.execute<{ n: number }>(sql`select count(*)::int as n from platform_months`);
    const back = Number(empty.rows[0]?.n ?? 0) === 0 ? sql`interval '11 months'` : sql`interval '1 month'`;
    await tx.execute(sql`
      insert into platform_months (month, points_given, points_redeemed, redemptions, new_customers, rolled_up_at)
      select date_trunc('month', day)::date, sum(points_given), sum(points_redeemed), sum(redemptions),
        sum(new_customers), now()
      from daily_stats
      where day >= date_trunc('month', now() - ${back})::date
      group by 1
      on conflict (month) do update set points_given = excluded.points_given,
        points_redeemed = excluded.points_redeemed, redemptions = excluded.redemptions,
        new_customers = excluded.new_customers, rolled_up_at = excluded.rolled_up_at`);
    await tx.execute(sql`
      insert into platform_months (month, customers, rolled_up_at)
      values (date_trunc('month', now())::date,
        (select count(*) from customers where deleted_at is null), now())
      on conflict (month) do update set customers = excluded.customers, rolled_up_at = excluded.rolled_up_at`);
  });
}

export type MonthRow = {
  month: string;
  points_given: string;
  points_redeemed: string;
  redemptions: string;
  new_customers: string;
  customers: string;
  rolled_up_at: string;
};

/** The platform's months from a month (YYYY-MM-01) on. */
export async function platformMonthsSince(db: DbOrTx, first: string): Promise<MonthRow[]> {
  const result = await db.execute<MonthRow>(sql`
    select to_char(month, 'YYYY-MM') as month, points_given, points_redeemed, redemptions, new_customers,
      customers, rolled_up_at
    from platform_months where month >= ${first}::date order by month`);
  return result.rows;
}

/** The stores' standing and allowance, summed in one pass over the stores. */
export async function storeTotals(db: DbOrTx) {
  const result = await db.execute<{
    active: number;
    inactive: number;
    new_this_month: number;
    bought: string;
    used: string;
    left: string;
  }>(sql`
    select count(*) filter (where active)::int as active, count(*) filter (where not active)::int as inactive,
      count(*) filter (where created_at >= date_trunc('month', now()))::int as new_this_month,
      coalesce(sum(redeem_bought), 0)::bigint as bought, coalesce(sum(redeem_used), 0)::bigint as used,
      coalesce(sum(greatest(0, redeem_free + redeem_bought - redeem_used)), 0)::bigint as left
    from stores`);
  return result.rows[0]!;
}

/** New stores per month (YYYY-MM) from a month on. */
export async function newStoresByMonth(db: DbOrTx, first: string) {
  const result = await db.execute<{ month: string; n: number }>(sql`
    select to_char(date_trunc('month', created_at), 'YYYY-MM') as month, count(*)::int as n
    from stores where created_at >= ${first}::date group by 1`);
  return new Map(result.rows.map((r) => [r.month, r.n]));
}

/** Confirmed payments per month (YYYY-MM) and currency, from a month on (payments_confirmed_idx). */
export async function revenueByMonth(db: DbOrTx, first: string) {
  const result = await db.execute<{ month: string; currency_code: string; cents: string }>(sql`
    select to_char(date_trunc('month', confirmed_at), 'YYYY-MM') as month, currency_code,
      sum(amount_cents)::bigint as cents
    from payments where status = 'confirmed' and confirmed_at >= ${first}::date
    group by 1, 2 order by 2`);
  return result.rows;
}

export async function pendingPayments(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from payments where status = 'pending'`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
