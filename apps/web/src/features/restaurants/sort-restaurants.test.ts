import { describe, expect, it } from 'vitest';
import { restaurantFixture } from '../../test/restaurant-fixture.ts';
import { sortRestaurants } from './sort-restaurants.ts';

const a = restaurantFixture({ id: 1, price_range: '600.00', delivery_time: 25, rating: 4.1 });
const b = restaurantFixture({ id: 2, price_range: '250.00', delivery_time: 40, rating: 4.6 });
const c = restaurantFixture({ id: 3, price_range: '1200.00', delivery_time: 20, rating: 3.8 });
const closed = restaurantFixture({ id: 4, price_range: '100.00', delivery_time: 10, rating: 5, is_open: 0 });
const inactive = restaurantFixture({
  id: 5,
  price_range: '90.00',
  delivery_time: 5,
  rating: 4.9,
  is_active: 0,
});
const list = [a, b, closed, c, inactive];
const ids = (key: Parameters<typeof sortRestaurants>[1]) => sortRestaurants(list, key).map((r) => r.id);

describe('sortRestaurants', () => {
  it('Relevance keeps the server’s order (open first, then nearest)', () => {
    expect(ids('relevance')).toEqual([1, 2, 4, 3, 5]);
  });

  it('Cost For Two Low To High sorts by price_range in paise, not as text', () => {
    // As text "1200.00" < "250.00"; as money it is the dearest.
    expect(ids('cost')).toEqual([2, 1, 3, 5, 4]);
  });

  it('Delivery Time Low To High', () => {
    expect(ids('time')).toEqual([3, 1, 2, 5, 4]);
  });

  it('Rating High To Low', () => {
    expect(ids('rating')).toEqual([2, 1, 3, 4, 5]);
  });

  it('closed and inactive restaurants stay below the open ones whatever the order', () => {
    for (const key of ['cost', 'time', 'rating'] as const) {
      const sorted = sortRestaurants(list, key);
      expect(sorted.slice(0, 3).every((r) => r.is_open === 1 && r.is_active === 1)).toBe(true);
    }
  });

  it('returns a new array and leaves the given one alone', () => {
    const copy = [...list];
    expect(sortRestaurants(list, 'cost')).not.toBe(list);
    expect(list).toEqual(copy);
  });
});
