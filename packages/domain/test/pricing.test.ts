import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBill } from '../src/pricing/bill.ts';
import { couponDiscount, couponTerms } from '../src/pricing/coupon-discount.ts';
import { quoteDelivery } from '../src/pricing/delivery-fee.ts';
import { codAvailability, splitWallet, walletAvailability } from '../src/pricing/payment-rules.ts';

const money = fc.integer({ min: 0, max: 5_000_000 });
const bp = fc.integer({ min: 0, max: 3000 });

describe('bill', () => {
  it('adds packaging and 5 % tax of the subtotal, delivery and tip, less the discount', () => {
    const bill = computeBill({
      subtotalPaise: 45000,
      packagingBp: 500,
      taxBp: 500,
      deliveryPaise: 3000,
      tipPaise: 1000,
      discountPaise: 9000,
    });
    // 450 + 23 (22.5 rounded up) + 23 + 30 + 10 - 90 = 446
    expect(bill).toEqual({
      itemTotal: 45000,
      packaging: 2300,
      tax: 2300,
      delivery: 3000,
      tip: 1000,
      discount: 9000,
      total: 44600,
    });
  });

  it('is whole rupees, never negative, and the parts add up to the total', () => {
    fc.assert(
      fc.property(money, bp, bp, money, money, money, (sub, pack, tax, del, tip, disc) => {
        const b = computeBill({
          subtotalPaise: sub,
          packagingBp: pack,
          taxBp: tax,
          deliveryPaise: del,
          tipPaise: tip,
          discountPaise: disc,
        });
        const sum = b.itemTotal + b.packaging + b.tax + b.delivery + b.tip - b.discount;
        return (
          b.total % 100 === 0 &&
          b.total >= 0 &&
          Math.abs(b.total - sum) <= 50 &&
          b.discount <= b.itemTotal &&
          b.packaging % 100 === 0 &&
          b.tax % 100 === 0
        );
      }),
    );
  });

  it('refuses fractional or negative amounts', () => {
    const ok = {
      subtotalPaise: 100,
      packagingBp: 0,
      taxBp: 500,
      deliveryPaise: 0,
      tipPaise: 0,
      discountPaise: 0,
    };
    expect(() => computeBill({ ...ok, tipPaise: -100 })).toThrow(RangeError);
    expect(() => computeBill({ ...ok, subtotalPaise: 10.5 })).toThrow(RangeError);
  });
});

describe('delivery fee', () => {
  const dynamic = { type: 'DYNAMIC' as const, basePaise: 2000, baseKm: 2, extraPerKmPaise: 800, radiusKm: 7 };

  it('charges the base within the base distance and per km beyond it, rounded', () => {
    expect(quoteDelivery(dynamic, 1500, 'delivery')).toEqual({ ok: true, feePaise: 2000 });
    // 3.5 km beyond 2 km: 20 + 8 x 1.5 = 32
    expect(quoteDelivery(dynamic, 3500, 'delivery')).toEqual({ ok: true, feePaise: 3200 });
    // 2.3 km: 20 + 2.4 = 22.4 -> 22
    expect(quoteDelivery(dynamic, 2300, 'delivery')).toEqual({ ok: true, feePaise: 2200 });
  });

  it('charges a fixed fee for fixed terms and nothing for pickup', () => {
    expect(quoteDelivery({ ...dynamic, type: 'FIXED' }, 6000, 'delivery')).toEqual({
      ok: true,
      feePaise: 2000,
    });
    expect(quoteDelivery(dynamic, 99_000, 'self')).toEqual({ ok: true, feePaise: 0 });
  });

  it('cannot deliver beyond the radius or without a distance', () => {
    expect(quoteDelivery(dynamic, 7001, 'delivery').ok).toBe(false);
    expect(quoteDelivery(dynamic, 7000, 'delivery').ok).toBe(true);
    expect(quoteDelivery(dynamic, null, 'delivery').ok).toBe(false);
  });

  it('never charges less than the base and grows with distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7000 }), fc.integer({ min: 0, max: 7000 }), (a, b) => {
        const qa = quoteDelivery(dynamic, Math.min(a, b), 'delivery');
        const qb = quoteDelivery(dynamic, Math.max(a, b), 'delivery');
        return qa.ok && qb.ok && qa.feePaise >= 2000 && qa.feePaise <= qb.feePaise && qa.feePaise % 100 === 0;
      }),
    );
  });
});

describe('coupon discount', () => {
  const pct = { discountType: 'PERCENTAGE' as const, discount: 2000, uptoPaise: 10000, minOrderPaise: 19900 };

  it('needs the minimum order, with the spec message', () => {
    expect(couponDiscount(pct, 19899)).toEqual({
      ok: false,
      message: 'Coupon applicable on minimum order of ₹199',
    });
  });

  it('takes the percentage, rounded, up to the cap', () => {
    expect(couponDiscount(pct, 20000)).toEqual({ ok: true, discountPaise: 4000 });
    expect(couponDiscount(pct, 90000)).toEqual({ ok: true, discountPaise: 10000 });
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    const flat = { discountType: 'AMOUNT' as const, discount: 15000, uptoPaise: null, minOrderPaise: 0 };
    expect(couponDiscount(flat, 40000)).toEqual({ ok: true, discountPaise: 15000 });
    expect(couponDiscount(flat, 9900)).toEqual({ ok: true, discountPaise: 9900 });
  });

  it('never exceeds the cap or the subtotal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PERCENTAGE' as const, 'AMOUNT' as const),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
        money,
        (type, discount, cap, sub) => {
          const r = couponDiscount({ discountType: type, discount, uptoPaise: cap, minOrderPaise: 0 }, sub);
          return (
            r.ok && r.discountPaise <= sub && (cap === null || r.discountPaise <= cap) && r.discountPaise >= 0
          );
        },
      ),
    );
  });
});

describe('coupon terms from the API', () => {
  it('reads percent as basis points and rupees as paise', () => {
    expect(
      couponTerms({
        discount_type: 'PERCENTAGE',
        discount: '20.00',
        upto_amount: '100.00',
        min_order_amount: '199.00',
      }),
    ).toEqual({ discountType: 'PERCENTAGE', discount: 2000, uptoPaise: 10000, minOrderPaise: 19900 });
    expect(
      couponTerms({
        discount_type: 'AMOUNT',
        discount: '75.00',
        upto_amount: null,
        min_order_amount: '0.00',
      }),
    ).toEqual({ discountType: 'AMOUNT', discount: 7500, uptoPaise: null, minOrderPaise: 0 });
  });
});

describe('wallet and cash on delivery', () => {
  it('the wallet never pays more than the balance or the total, and the parts add up', () => {
    fc.assert(
      fc.property(money, money, fc.boolean(), (total, balance, use) => {
        const s = splitWallet(total, balance, use);
        return (
          s.walletPaise <= balance &&
          s.walletPaise <= total &&
          s.walletPaise >= 0 &&
          s.payablePaise >= 0 &&
          s.walletPaise + s.payablePaise === total &&
          (use || s.walletPaise === 0)
        );
      }),
    );
  });

  const base = {
    mode: 'delivery' as const,
    subtotalPaise: 39_900,
    codMaxPaise: 40_000,
    restaurantAcceptsCod: true,
    usingWallet: false,
  };
  it('allows COD only for delivery below ₹400, where the restaurant accepts it, without the wallet', () => {
    expect(codAvailability(base)).toEqual({ allowed: true });
    expect(codAvailability({ ...base, subtotalPaise: 40_000 })).toEqual({
      allowed: false,
      reason: 'COD not allowed on order amount above ₹ 400',
    });
    expect(codAvailability({ ...base, usingWallet: true })).toEqual({
      allowed: false,
      reason: 'COD not available when using wallet',
    });
    expect(codAvailability({ ...base, restaurantAcceptsCod: false })).toEqual({
      allowed: false,
      reason: 'This restaurant is currently not accepting COD',
    });
    expect(codAvailability({ ...base, mode: 'self' }).allowed).toBe(false);
  });

  it('offers the wallet only to a customer with a balance', () => {
    expect(walletAvailability(100, true)).toEqual({ allowed: true });
    expect(walletAvailability(0, true).allowed).toBe(false);
    expect(walletAvailability(100, false).allowed).toBe(false);
  });
});
