import type { DailyPoints } from '@premia/contract';

interface RangeTotals {
  pointsGiven: number;
  pointsRedeemed: number;
  purchasesAmount: number;
  purchases: number;
  newCustomers: number;
  redemptions: number;
}

/** The sums of a daily series (the figures above the chart). */
export function rangeTotals(data: readonly DailyPoints[]): RangeTotals {
  const totals: RangeTotals = {
    pointsGiven: 0,
    pointsRedeemed: 0,
    purchasesAmount: 0,
    purchases: 0,
    newCustomers: 0,
    redemptions: 0,
  };
  for (const d of data) {
    totals.pointsGiven += d.pointsGiven;
    totals.pointsRedeemed += d.pointsRedeemed;
    totals.purchasesAmount += Math.round(d.purchasesAmount * 100);
    totals.purchases += d.purchases;
    totals.newCustomers += d.newCustomers;
    totals.redemptions += d.redemptions;
  }
  // Amounts are summed in cents, so 0.1 + 0.2 stays 0.30.
  totals.purchasesAmount /= 100;
  return totals;
}
