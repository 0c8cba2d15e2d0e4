import { describe, expect, it } from 'vitest';
import { hasOwnOffer } from '../src/catalog/has-own-offer.ts';

const coupon = (restaurant_id: number | null, is_active: 0 | 1 = 1) => ({ restaurant_id, is_active });

describe('hasOwnOffer', () => {
  it('is an active coupon of the restaurant itself', () => {
    expect(hasOwnOffer({ id: 7, coupons: [coupon(null), coupon(7)] })).toBe(true);
  });

  it('is not the platform’s coupons, an inactive own coupon, or another restaurant’s', () => {
    expect(hasOwnOffer({ id: 7, coupons: [coupon(null)] })).toBe(false);
    expect(hasOwnOffer({ id: 7, coupons: [coupon(7, 0), coupon(null)] })).toBe(false);
    expect(hasOwnOffer({ id: 7, coupons: [coupon(8)] })).toBe(false);
    expect(hasOwnOffer({ id: 7, coupons: [] })).toBe(false);
  });
});
