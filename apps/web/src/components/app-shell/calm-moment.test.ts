import { describe, expect, it } from 'vitest';
import { isCalmMoment } from './calm-moment.ts';

describe('isCalmMoment', () => {
  it('never offers an update in the cart, the checkout, or a login on the way to it', () => {
    for (const path of ['/cart', '/checkout', '/checkout/', '/login', '/signup/9876543210']) {
      expect(isCalmMoment(path), path).toBe(false);
    }
  });

  it('offers it on the other screens, including ones whose names only start alike', () => {
    for (const path of [
      '/',
      '/restaurants',
      '/restaurantDetail/aminia',
      '/myOrders',
      '/liveTrack/4',
      '/carts',
      '/loginhelp',
    ]) {
      expect(isCalmMoment(path), path).toBe(true);
    }
  });
});
