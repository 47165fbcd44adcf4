import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
  it('clamps the target and ignores a missing source', () => {
    expect(moveItem([1, 2, 3], 1, 10)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 1, -4)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
  it('does not change the input', () => {
    const input = [1, 2, 3];
    moveItem(input, 0, 2);
    expect(input).toEqual([1, 2, 3]);
  });
});
