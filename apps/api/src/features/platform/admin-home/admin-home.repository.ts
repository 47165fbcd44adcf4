import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';

/** How old the platform's months may be before a read rolls them up again. */
export const ROLL_UP_EVERY_MS = 5 * 60_000;

/**
 * Sums every store's daily roll-up (daily_stats) into the platform's months: the current and the
 * previous month, or the last 12 when there are none yet; and the customers (customer_figures summed). One caller at a
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
        (select coalesce(sum(customers), 0) from customer_figures), now())
      on conflict (month) do update set customers = excluded.customers, rolled_up_at = excluded.rolled_up_at`);
  });
}

type MonthRow = {
  month: string;
  points_given: string;
  points_redeemed: string;
  redemptions: string;
  new_customers: string;
  customers: string;
  rolled_up_at: string;
};

export type HomeRow = {
  /** The platform's months from the first one on (platform_months, by its key). */
  months: MonthRow[];
  /** The stores' standing and allowance: the kept totals' few rows summed. */
  totals: {
    active: number;
    inactive: number;
    bought: string;
    used: string;
    left: string;
  };
  /** New stores per month (YYYY-MM), kept in platform_store_months. */
  new_stores: { month: string; n: number }[];
  /** Confirmed payments per month and currency, kept in platform_revenue. */
  revenue: { month: string; currency_code: string; cents: string }[];
  /** Payments waiting for a confirmation, by payments_pending_idx. */
  pending: number;
};

/**
 * Everything the admin home shows from a month (YYYY-MM-01) on, in one statement, none of it a count of
 * the stores or payments: the roll-up's months and the kept counters (migration admin_kept_counters).
 */
export async function homeFigures(db: DbOrTx, first: string): Promise<HomeRow> {
  const result = await db.execute<HomeRow>(sql`
    select
      (select coalesce(json_agg(m order by m.month), '[]') from (
        select to_char(month, 'YYYY-MM') as month, points_given::text, points_redeemed::text,
          redemptions::text, new_customers::text, customers::text, rolled_up_at
        from platform_months where month >= ${first}::date) m) as months,
      (select json_build_object(
          'active', coalesce(sum(active), 0),
          'inactive', coalesce(sum(inactive), 0),
          'bought', coalesce(sum(bought), 0)::text,
          'used', coalesce(sum(used), 0)::text,
          'left', coalesce(sum(allowance_left), 0)::text)
        from platform_store_totals) as totals,
      (select coalesce(json_agg(ns), '[]') from (
        select to_char(month, 'YYYY-MM') as month, new_stores as n
        from platform_store_months where month >= ${first}::date) ns) as new_stores,
      (select coalesce(json_agg(r order by r.currency_code), '[]') from (
        select to_char(month, 'YYYY-MM') as month, currency_code, cents::text as cents
        from platform_revenue where month >= ${first}::date and cents <> 0) r) as revenue,
      (select count(*)::int from payments where status = 'pending') as pending`);
  return result.rows[0]!;
}
