import { describe, expect, it } from 'vitest';
import { pointsOfLine, shippingCentsFor } from './order-totals.ts';

/** 1 point per S/ 10.00. */
const converting = { useConversion: true, conversionPoints: 1, conversionMoneyCents: 1000 };

describe("an order line's points", () => {
  it('are the fixed points per unit of a product that has them, whatever the store converts', () => {
    const fixed = { pointsMode: 'fixed' as const, fixedPoints: 15 };
    expect(pointsOfLine(fixed, converting, 4990, 3)).toBe(45);
    expect(pointsOfLine(fixed, { ...converting, useConversion: false }, 4990, 3)).toBe(45);
    expect(pointsOfLine({ pointsMode: 'fixed', fixedPoints: null }, converting, 4990, 3)).toBe(0);
  });

  it("are the store's conversion of the whole line's amount, rounded down once, not per unit", () => {
    const conversion = { pointsMode: 'conversion' as const, fixedPoints: null };
    // 3 × S/ 4.50 = S/ 13.50: 1 point; per unit it would be 0 + 0 + 0.
    expect(pointsOfLine(conversion, converting, 450, 3)).toBe(1);
    expect(pointsOfLine(conversion, converting, 2500, 2)).toBe(5);
    // 3 points per S/ 1.00: S/ 2.50 is 7.5, rounded down.
    const threePerSol = { useConversion: true, conversionPoints: 3, conversionMoneyCents: 100 };
    expect(pointsOfLine(conversion, threePerSol, 250, 1)).toBe(7);
  });

  it('are none by conversion when the store does not convert amounts', () => {
    expect(
      pointsOfLine(
        { pointsMode: 'conversion', fixedPoints: 20 },
        { ...converting, useConversion: false },
        5000,
        2,
      ),
    ).toBe(0);
  });
});

describe('shipping', () => {
  const zone = { costCents: 800, freeFromCents: 15_000 };

  it("costs the zone's price below its free-shipping amount, nothing from it on", () => {
    expect(shippingCentsFor(zone, 14_999)).toBe(800);
    expect(shippingCentsFor(zone, 15_000)).toBe(0);
    expect(shippingCentsFor(zone, 20_000)).toBe(0);
  });

  it('always costs the price of a zone without a free-shipping amount', () => {
    expect(shippingCentsFor({ costCents: 1000, freeFromCents: null }, 1_000_000)).toBe(1000);
    expect(shippingCentsFor({ costCents: 0, freeFromCents: null }, 500)).toBe(0);
  });

  it('costs nothing without a zone: a pick-up', () => {
    expect(shippingCentsFor(null, 500)).toBe(0);
    expect(shippingCentsFor(undefined, 500)).toBe(0);
  });
});
