import { describe, expect, it } from 'vitest';
import { promoSlideLink } from '../src/catalog/promo-slide-link.ts';

describe('where a promo slide links', () => {
  it('a restaurant: its menu, whatever path is stored', () => {
    expect(promoSlideLink({ link: '/x', restaurantSlug: 'aminia-darbar', coupon: null })).toBe(
      '/restaurantDetail/aminia-darbar',
    );
  });
  it("a coupon: its restaurant's menu, or the offers for one every restaurant takes", () => {
    expect(promoSlideLink({ link: null, restaurantSlug: null, coupon: { restaurantSlug: 'kusum' } })).toBe(
      '/restaurantDetail/kusum',
    );
    expect(promoSlideLink({ link: '/x', restaurantSlug: null, coupon: { restaurantSlug: null } })).toBe(
      '/offers',
    );
  });
  it('nothing: the stored path, or nowhere', () => {
    expect(promoSlideLink({ link: '/restaurants', restaurantSlug: null, coupon: null })).toBe('/restaurants');
    expect(promoSlideLink({ link: null, restaurantSlug: null, coupon: null })).toBeNull();
  });
});
