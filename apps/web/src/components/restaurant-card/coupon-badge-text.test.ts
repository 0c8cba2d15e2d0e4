import { describe, expect, it } from 'vitest';
import { couponFixture } from '../../test/restaurant-fixture.ts';
import { couponBadgeText } from './coupon-badge-text.ts';

describe('couponBadgeText', () => {
  it('is empty without an active coupon', () => {
    expect(couponBadgeText([])).toBeNull();
    expect(couponBadgeText([couponFixture({ is_active: 0 })])).toBeNull();
  });

  it('reads a percentage as "N% OFF" and an amount as "₹N OFF"', () => {
    expect(couponBadgeText([couponFixture({ discount_type: 'PERCENTAGE', discount: '20.00' })])).toBe(
      '20% OFF',
    );
    expect(couponBadgeText([couponFixture({ discount_type: 'PERCENTAGE', discount: '12.50' })])).toBe(
      '12.5% OFF',
    );
    expect(couponBadgeText([couponFixture({ discount_type: 'AMOUNT', discount: '75.00' })])).toBe('₹75 OFF');
    expect(couponBadgeText([couponFixture({ discount_type: 'AMOUNT', discount: '1500.00' })])).toBe(
      '₹1,500 OFF',
    );
  });

  it('prefers the restaurant’s own offer to a platform-wide one', () => {
    const platform = couponFixture({ id: 1, restaurant_id: null, discount: '10.00' });
    const own = couponFixture({ id: 2, restaurant_id: 7, discount_type: 'AMOUNT', discount: '50.00' });
    expect(couponBadgeText([platform, own])).toBe('₹50 OFF');
    expect(couponBadgeText([platform])).toBe('10% OFF');
  });

  it('skips inactive coupons when choosing, and falls back to the name for a zero discount', () => {
    const inactiveOwn = couponFixture({ id: 2, restaurant_id: 7, is_active: 0, discount: '60.00' });
    const platform = couponFixture({ id: 1, restaurant_id: null, discount: '10.00' });
    expect(couponBadgeText([inactiveOwn, platform])).toBe('10% OFF');
    expect(couponBadgeText([couponFixture({ discount: '0.00', name: 'Free dessert' })])).toBe('Free dessert');
  });
});
