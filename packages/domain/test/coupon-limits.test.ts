import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_REFUSALS,
  type CouponLimits,
  couponHasLimits,
  couponLimitRefusal,
} from '../src/pricing/coupon-limits.ts';

const none: CouponLimits = { firstOrderOnly: false, maxUsesPerUser: null, maxUsesTotal: null };
const limit = fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null });
const limits = fc.record({ firstOrderOnly: fc.boolean(), maxUsesPerUser: limit, maxUsesTotal: limit });
const count = fc.integer({ min: 0, max: 2000 });
const customer = fc.option(fc.record({ uses: count, earlierOrders: count }), { nil: null });

describe('coupon limits', () => {
  it('keeps a first-order coupon for a customer with no earlier order', () => {
    const welcome = { ...none, firstOrderOnly: true, maxUsesPerUser: 1 };
    expect(couponLimitRefusal(welcome, { total: 40, customer: { uses: 0, earlierOrders: 0 } })).toBeNull();
    expect(couponLimitRefusal(welcome, { total: 40, customer: { uses: 0, earlierOrders: 11 } })).toEqual({
      reason: 'first-order',
      message: 'This coupon is only for your first order.',
    });
    // Used once already: that is the reason the customer is told, not the first order.
    expect(couponLimitRefusal(welcome, { total: 40, customer: { uses: 1, earlierOrders: 1 } })?.reason).toBe(
      'used',
    );
  });

  it('stops a coupon of N uses in all at the Nth use, for guests and customers alike', () => {
    const hundred = { ...none, maxUsesTotal: 100 };
    expect(couponLimitRefusal(hundred, { total: 99, customer: null })).toBeNull();
    expect(couponLimitRefusal(hundred, { total: 100, customer: null })?.message).toBe(
      COUPON_REFUSALS['used-up'],
    );
    expect(couponLimitRefusal(hundred, { total: 100, customer: { uses: 0, earlierOrders: 0 } })?.reason).toBe(
      'used-up',
    );
  });

  it('never refuses a coupon without limits, and a guest only when every use is taken', () => {
    fc.assert(
      fc.property(count, customer, (total, c) => {
        expect(couponLimitRefusal(none, { total, customer: c })).toBeNull();
      }),
    );
    fc.assert(
      fc.property(limits, count, (l, total) => {
        const r = couponLimitRefusal(l, { total, customer: null });
        expect(r !== null).toBe(l.maxUsesTotal !== null && total >= l.maxUsesTotal);
      }),
    );
  });

  it('refuses exactly when a limit is reached, and more uses never make a coupon usable again', () => {
    fc.assert(
      fc.property(limits, count, count, count, count, (l, total, uses, earlier, more) => {
        const r = couponLimitRefusal(l, { total, customer: { uses, earlierOrders: earlier } });
        const reached =
          (l.maxUsesPerUser !== null && uses >= l.maxUsesPerUser) ||
          (l.firstOrderOnly && earlier > 0) ||
          (l.maxUsesTotal !== null && total >= l.maxUsesTotal);
        expect(r !== null).toBe(reached);
        if (r) expect(r.message).toBe(COUPON_REFUSALS[r.reason]);
        if (r) {
          const later = {
            total: total + more,
            customer: { uses: uses + more, earlierOrders: earlier + more },
          };
          expect(couponLimitRefusal(l, later)).not.toBeNull();
        }
        // Only a coupon with a limit can ever be refused, so only those are counted again under locks.
        if (r) expect(couponHasLimits(l)).toBe(true);
      }),
    );
  });
});
