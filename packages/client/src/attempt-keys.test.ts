import { describe, expect, it } from 'vitest';
import { AttemptKeys } from './attempt-keys';

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
