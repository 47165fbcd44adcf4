import { describe, expect, it } from 'vitest';
import { sleepUntil } from './sleep-until.ts';

describe('sleepUntil', () => {
  it('never resolves before the wall clock reaches its time', async () => {
    const early: number[] = [];
    for (let i = 0; i < 400; i++) {
      // A fraction of a millisecond of work puts each start at another point inside the millisecond.
      const start = performance.now();
      while (performance.now() - start < (i % 10) / 10) {
        /* spin */
      }
      const at = Date.now() + 3;
      await sleepUntil(new Date(at));
      if (Date.now() < at) early.push(at - Date.now());
    }
    expect(early).toEqual([]);
  });

  it('resolves for a time already past', async () => {
    await expect(sleepUntil(new Date(Date.now() - 60_000))).resolves.toBeUndefined();
  });
});
