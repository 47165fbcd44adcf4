import { describe, expect, it } from 'vitest';
import { inHoldout, liftOf, periodKey } from './automations.rules.ts';

describe('automation rules', () => {
  it('works out the lift and its 95 % interval as the normal approximation gives them', () => {
    // 18 % of 1,000 against 12 % of 100: 0.06 ± 1.96 × √(0.18·0.82/1000 + 0.12·0.88/100) = 0.06 ± 0.0680.
    const lift = liftOf({ customers: 1000, returned: 180 }, { customers: 100, returned: 12 })!;
    expect(lift.difference).toBeCloseTo(0.06, 10);
    expect(lift.low).toBeCloseTo(-0.008, 4);
    expect(lift.high).toBeCloseTo(0.128, 4);
    // 50 % of 400 against 30 % of 400: 0.2 ± 1.96 × √(0.25/400 + 0.21/400) = 0.2 ± 0.06646.
    const clear = liftOf({ customers: 400, returned: 200 }, { customers: 400, returned: 120 })!;
    expect(clear.low).toBeCloseTo(0.13354, 4);
    expect(clear.high).toBeCloseTo(0.26646, 4);
    // Nobody returned in either group: no spread, a lift of exactly nothing.
    expect(liftOf({ customers: 50, returned: 0 }, { customers: 40, returned: 0 })).toEqual({
      difference: 0,
      low: 0,
      high: 0,
    });
  });

  it('says nothing while a group is too small', () => {
    expect(liftOf({ customers: 1000, returned: 180 }, { customers: 29, returned: 3 })).toBeNull();
    expect(liftOf({ customers: 29, returned: 3 }, { customers: 1000, returned: 180 })).toBeNull();
    expect(liftOf({ customers: 0, returned: 0 }, { customers: 0, returned: 0 }, 0)).toBeNull();
  });

  it('keeps about 10 % apart, always the same customers of a rule', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => i + 1);
    const kept = ids.filter((id) => inHoldout(7, id)).length;
    expect(kept / ids.length).toBeGreaterThan(0.09);
    expect(kept / ids.length).toBeLessThan(0.11);
    expect(ids.map((id) => inHoldout(7, id))).toEqual(ids.map((id) => inHoldout(7, id)));
    // Another rule draws another holdout.
    expect(ids.filter((id) => inHoldout(7, id) !== inHoldout(8, id)).length).toBeGreaterThan(1000);
  });

  it("names the store's period of a day", () => {
    expect(periodKey('once', '2026-12-07')).toBe('once');
    expect(periodKey('month', '2026-12-07')).toBe('2026-12');
    expect(periodKey('quarter', '2026-12-07')).toBe('2026-Q4');
    expect(periodKey('quarter', '2026-01-01')).toBe('2026-Q1');
    expect(periodKey('quarter', '2026-03-31')).toBe('2026-Q1');
    expect(periodKey('quarter', '2026-04-01')).toBe('2026-Q2');
    expect(periodKey('year', '2026-12-07')).toBe('2026');
  });
});
