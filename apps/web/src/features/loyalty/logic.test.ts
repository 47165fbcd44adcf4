import { describe, expect, it } from 'vitest';
import { AttemptKeys } from './attemptKeys';
import { canAfford, codeFromScan, pointsForAmount, rewardsForCounter, unavailableReason } from './logic';

const store = { conversionPoints: 1, conversionMoney: 10 };

describe('pointsForAmount', () => {
  it('follows the conversion and rounds down, like the server', () => {
    expect(pointsForAmount(45.5, store)).toBe(4);
    expect(pointsForAmount(10, store)).toBe(1);
    expect(pointsForAmount(9.99, store)).toBe(0);
    expect(pointsForAmount(0.3, { conversionPoints: 10, conversionMoney: 0.1 })).toBe(30);
  });
  it('gives nothing for empty, zero, negative or non-numeric amounts', () => {
    expect(pointsForAmount(undefined, store)).toBe(0);
    expect(pointsForAmount(null, store)).toBe(0);
    expect(pointsForAmount(0, store)).toBe(0);
    expect(pointsForAmount(-5, store)).toBe(0);
    expect(pointsForAmount(Number.NaN, store)).toBe(0);
  });
});

describe('affordability', () => {
  it('needs a balance of at least the cost', () => {
    expect(canAfford(100, { pointsCost: 100, stock: null })).toBe(true);
    expect(canAfford(99, { pointsCost: 100, stock: null })).toBe(false);
    expect(unavailableReason(99, { pointsCost: 100, stock: null })).toBe('balance');
  });
  it('needs stock when the reward has a stock', () => {
    expect(unavailableReason(500, { pointsCost: 100, stock: 0 })).toBe('stock');
    expect(canAfford(500, { pointsCost: 100, stock: 1 })).toBe(true);
  });
  it('lists what the customer can take first, each group by cost', () => {
    const rewards = [
      { id: 1, pointsCost: 400, stock: null },
      { id: 2, pointsCost: 50, stock: 0 },
      { id: 3, pointsCost: 80, stock: null },
      { id: 4, pointsCost: 60, stock: 3 },
    ];
    expect(rewardsForCounter(rewards, 100).map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('codeFromScan', () => {
  it('reads the client code, alone or at the end of a link', () => {
    expect(codeFromScan(' A2B ')).toBe('A2B');
    expect(codeFromScan('https://premia.app/c/A2B')).toBe('A2B');
    expect(codeFromScan('hola')).toBe('hola');
  });
});

describe('AttemptKeys', () => {
  it('keeps the key for a retry of the same unanswered call and renews it after an answer', () => {
    let n = 0;
    const keys = new AttemptKeys(() => `k${++n}`);
    expect(keys.keyFor({ amount: 10 })).toBe('k1');
    expect(keys.keyFor({ amount: 10 })).toBe('k1');
    expect(keys.keyFor({ amount: 12 })).toBe('k2');
    keys.settle();
    expect(keys.keyFor({ amount: 12 })).toBe('k3');
  });
});
