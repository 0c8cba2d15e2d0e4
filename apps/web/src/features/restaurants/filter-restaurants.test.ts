import { describe, expect, it } from 'vitest';
import { couponFixture, restaurantFixture } from '../../test/restaurant-fixture.ts';
import { type FilterKey, filterRestaurants } from './filter-restaurants.ts';

const platform = couponFixture({ id: 1, restaurant_id: null });
const veg = restaurantFixture({ id: 10, is_pureveg: 1, rating: 4.2, coupons: [platform] });
const rated = restaurantFixture({ id: 11, rating: 4, coupons: [platform] });
const low = restaurantFixture({ id: 12, rating: 3.9, coupons: [platform] });
const ownOffer = restaurantFixture({
  id: 13,
  rating: 2.5,
  coupons: [couponFixture({ id: 2, restaurant_id: 13 }), platform],
});
const expiredOwn = restaurantFixture({
  id: 14,
  rating: 4.8,
  coupons: [couponFixture({ id: 3, restaurant_id: 14, is_active: 0 }), platform],
});
const list = [veg, rated, low, ownOffer, expiredOwn];
const ids = (chosen: FilterKey[]) => filterRestaurants(list, new Set(chosen)).map((r) => r.id);

describe('filterRestaurants', () => {
  it('keeps everything when nothing is chosen', () => {
    expect(ids([])).toEqual([10, 11, 12, 13, 14]);
  });

  it('Pure Veg keeps the pure-veg restaurants', () => {
    expect(ids(['veg'])).toEqual([10]);
  });

  it('Rating 4.0+ keeps 4.0 and above, not 3.9', () => {
    expect(ids(['rating4'])).toEqual([10, 11, 14]);
  });

  it('Offers keeps restaurants with an active offer of their own, not only the platform’s', () => {
    expect(ids(['offers'])).toEqual([13]);
  });

  it('several filters must all pass', () => {
    expect(ids(['veg', 'rating4'])).toEqual([10]);
    expect(ids(['rating4', 'offers'])).toEqual([]);
  });

  it('never reorders or changes the list it is given', () => {
    const copy = [...list];
    filterRestaurants(list, new Set<FilterKey>(['rating4']));
    expect(list).toEqual(copy);
  });
});
