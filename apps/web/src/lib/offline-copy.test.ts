import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextIndex } from './offline-copy.ts';
import { ageWords } from './offline-query.ts';

describe('nextIndex', () => {
  it('keeps one restaurant list: a new place replaces the last', () => {
    expect(nextIndex(['restaurants delivery 1 2', 'orders 5'], 'restaurants self 3 4')).toEqual({
      index: ['orders 5', 'restaurants self 3 4'],
      dropped: ['restaurants delivery 1 2'],
    });
  });

  it('keeps the last three menus opened, the oldest going first', () => {
    const held = ['restaurant-items a', 'restaurant-items b', 'restaurant-items c'];
    expect(nextIndex(held, 'restaurant-items d')).toEqual({
      index: ['restaurant-items b', 'restaurant-items c', 'restaurant-items d'],
      dropped: ['restaurant-items a'],
    });
  });

  it('a menu opened again moves to the newest place and drops nothing', () => {
    const held = ['restaurant-items a', 'restaurant-items b', 'restaurant-items c'];
    expect(nextIndex(held, 'restaurant-items a')).toEqual({
      index: ['restaurant-items b', 'restaurant-items c', 'restaurant-items a'],
      dropped: [],
    });
  });

  it('whatever is written, no kind holds more than it keeps and the key written is held', () => {
    const keys = fc.constantFrom(
      'restaurants x',
      'restaurants y',
      'orders 1',
      'order-tracking 1 2',
      'order-tracking 1 3',
      'order-tracking 1 4',
      'order-tracking 1 5',
      'restaurant a',
      'restaurant b',
    );
    fc.assert(
      fc.property(fc.array(keys), (writes) => {
        let index: string[] = [];
        for (const key of writes) {
          index = nextIndex(index, key).index;
          expect(index.at(-1)).toBe(key);
          expect(new Set(index).size).toBe(index.length);
        }
        const count = (kind: string) => index.filter((k) => k.split(' ')[0] === kind).length;
        expect(count('restaurants')).toBeLessThanOrEqual(1);
        expect(count('orders')).toBeLessThanOrEqual(1);
        expect(count('order-tracking')).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('ageWords', () => {
  it('says how old a copy is in minutes, hours or days', () => {
    expect(ageWords(20_000)).toBe('just now');
    expect(ageWords(3 * 60_000 + 59_000)).toBe('3 min ago');
    expect(ageWords(59 * 60_000)).toBe('59 min ago');
    expect(ageWords(2 * 3_600_000)).toBe('2 h ago');
    expect(ageWords(25 * 3_600_000)).toBe('yesterday');
    expect(ageWords(3 * 86_400_000)).toBe('3 days ago');
  });

  it('a clock that went backwards is "just now", never a negative age', () => {
    expect(ageWords(-5 * 60_000)).toBe('just now');
  });
});
