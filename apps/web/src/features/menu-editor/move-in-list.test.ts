import { describe, expect, it } from 'vitest';
import { moveId } from './move-in-list.ts';

describe('moveId', () => {
  it('swaps the id with its neighbour above or below', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
  });
  it('has nothing to send at either end or for an id not in the list', () => {
    expect(moveId([1, 2, 3], 1, -1)).toBeNull();
    expect(moveId([1, 2, 3], 3, 1)).toBeNull();
    expect(moveId([1, 2, 3], 9, 1)).toBeNull();
    expect(moveId([], 1, -1)).toBeNull();
  });
  it('leaves the given list as it was', () => {
    const ids = [1, 2, 3];
    moveId(ids, 1, 1);
    expect(ids).toEqual([1, 2, 3]);
  });
});
