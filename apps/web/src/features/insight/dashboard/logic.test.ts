import { describe, expect, it } from 'vitest';
import { rangeTotals } from './logic';

const day = (date: string, values: Partial<Parameters<typeof rangeTotals>[0][number]> = {}) => ({
  date,
  pointsGiven: 0,
  pointsRedeemed: 0,
  purchasesAmount: 0,
  purchases: 0,
  newCustomers: 0,
  redemptions: 0,
  ...values,
});

describe('rangeTotals', () => {
  it('sums every figure of the series, days without activity included', () => {
    const totals = rangeTotals([
      day('2026-10-01', { pointsGiven: 10, purchasesAmount: 0.1, purchases: 1, newCustomers: 1 }),
      day('2026-10-02'),
      day('2026-10-03', {
        pointsGiven: 5,
        pointsRedeemed: 50,
        purchasesAmount: 0.2,
        purchases: 1,
        redemptions: 1,
      }),
    ]);
    expect(totals).toEqual({
      pointsGiven: 15,
      pointsRedeemed: 50,
      purchasesAmount: 0.3,
      purchases: 2,
      newCustomers: 1,
      redemptions: 1,
    });
  });
  it('is all zeros for an empty series', () => {
    expect(rangeTotals([]).pointsGiven).toBe(0);
    expect(rangeTotals([]).purchasesAmount).toBe(0);
  });
});
