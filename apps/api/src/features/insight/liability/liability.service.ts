import type { LiabilityReport, RouteParsedInput } from '@premia/contract';
import type { Deps, StoreSession } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { findStoreDetails } from '../../account/stores/index.ts';
import { ledgerMonths, pointsOwed, roomForReport } from '../../loyalty/ledger/index.ts';

/** The months of the report's movements: this one and the 11 before it. */
const MONTHS = 12;

/** Points × the point's value in cents, exact at any size, as money. */
function moneyOf(points: number, pointValueCents: number | null): number | null {
  if (pointValueCents === null) return null;
  return Number(BigInt(points) * BigInt(pointValueCents)) / 100;
}

/** The months from `months − 1` before `day`'s month to it, YYYY-MM, oldest first. */
function lastMonths(day: string, months: number): string[] {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(year, month - months + i, 1)).toISOString().slice(0, 7),
  );
}

/**
 * A store's points liability now. Both reads in one read-only snapshot, so the months earned add up to
 * the balances whatever is written meanwhile.
 */
async function reportOf(deps: Deps, storeId: number): Promise<LiabilityReport | null> {
  const details = await findStoreDetails(deps.db, storeId);
  if (!details) return null;
  const { store } = details;
  const asOf = new Date();
  const [owed, moves] = await deps.db.transaction(
    async (tx) => {
      await roomForReport(tx);
      return [await pointsOwed(tx, storeId, asOf), await ledgerMonths(tx, storeId, asOf, MONTHS)] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const cents = store.pointValueCents;
  const byMonth = new Map(moves.map((m) => [m.month, m]));
  return {
    storeName: store.name,
    currencyCode: store.currencyCode,
    countryCode: details.countryCode,
    asOf: owed.day,
    pointValue: cents === null ? null : cents / 100,
    pointsExpiryRule: store.pointsExpiryRule,
    pointsExpiryMonths: store.pointsExpiryMonths,
    outstanding: owed.points,
    value: moneyOf(owed.points, cents),
    byMonthEarned: owed.byMonth.map((m) => ({ ...m, value: moneyOf(m.points, cents) })),
    expiring: owed.expiring.map((e) => ({ ...e, value: moneyOf(e.points, cents) })),
    months: lastMonths(owed.day, MONTHS).map(
      (month) => byMonth.get(month) ?? { month, earned: 0, redeemed: 0, expired: 0, reversed: 0 },
    ),
  };
}

/** The owner's store. */
export async function storeLiability(deps: Deps, session: StoreSession) {
  const report = await reportOf(deps, session.storeId);
  if (!report) throw notFound();
  return { report };
}

/** Any store, for the platform admin. */
export async function adminLiability(deps: Deps, input: RouteParsedInput<'/admin/liability/get'>) {
  const report = await reportOf(deps, input.storeId);
  if (!report) throw notFound('adminStores.notFound');
  return { report };
}
