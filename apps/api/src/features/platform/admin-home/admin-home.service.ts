import { truncateMoney } from '@premia/contract';
import type { Deps } from '../../../lib/context.ts';
import {
  type HomeRow,
  homeFigures,
  ROLL_UP_EVERY_MS,
  rollUpPlatformMonths,
} from './admin-home.repository.ts';

/** The 12 months (YYYY-MM) up to this one, oldest first. */
function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
  );
}

/** The figures, read again after a roll-up when the months are older than ROLL_UP_EVERY_MS (or missing). */
async function freshFigures(deps: Deps, first: string): Promise<HomeRow> {
  const read = await homeFigures(deps.db, first);
  const newest = read.months.reduce((t, r) => Math.max(t, Date.parse(r.rolled_up_at)), 0);
  if (Date.now() - newest < ROLL_UP_EVERY_MS) return read;
  await rollUpPlatformMonths(deps.db);
  return homeFigures(deps.db, first);
}

/**
 * The admin home, one statement: the stores' standing and allowance, new stores and revenue by month
 * (kept counters), points, redemptions and new customers by month (the platform's roll-up, never the
 * ledger).
 */
export async function figures(deps: Deps) {
  const months = lastTwelveMonths(new Date());
  const first = `${months[0]}-01`;
  const { months: rows, totals, new_stores, revenue, pending } = await freshFigures(deps, first);
  const stores = new Map(new_stores.map((r) => [r.month, r.n]));
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const series = months.map((month) => {
    const r = byMonth.get(month);
    return {
      month,
      pointsGiven: Number(r?.points_given ?? 0),
      pointsRedeemed: Number(r?.points_redeemed ?? 0),
      redemptions: Number(r?.redemptions ?? 0),
      newCustomers: Number(r?.new_customers ?? 0),
      newStores: stores.get(month) ?? 0,
      revenue: revenue
        .filter((p) => p.month === month)
        .map((p) => ({ currencyCode: p.currency_code, amount: truncateMoney(Number(p.cents) / 100) })),
    };
  });
  const current = byMonth.get(months[11]!);
  const rolledUpAt = rows.reduce<string | null>(
    (t, r) => (t === null || r.rolled_up_at > t ? r.rolled_up_at : t),
    null,
  );
  return {
    stores: { active: totals.active, inactive: totals.inactive, newThisMonth: stores.get(months[11]!) ?? 0 },
    customers: Number(current?.customers ?? 0),
    thisMonth: series[11]!,
    redemptions: { bought: Number(totals.bought), used: Number(totals.used), left: Number(totals.left) },
    pendingPayments: pending,
    months: series,
    rolledUpAt: rolledUpAt ? new Date(rolledUpAt).toISOString() : null,
  };
}
