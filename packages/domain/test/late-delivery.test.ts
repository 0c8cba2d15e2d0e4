// The late-delivery promise (decision 044): 10 % of the food value back when a delivery order arrives
// more than 60 minutes after placing and its rider was more than 500 m from the door at the mark (or
// nobody knows where they were). Boundaries cell by cell, then properties over random orders.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../src/geo/distance-metres.ts';
import { percentOfToRupee } from '../src/money/rupees.ts';
import {
  LATE_AFTER_MS,
  type LateDeliveryFacts,
  lateCreditAmount,
  lateCreditOutlook,
  lateDeliveryCredit,
  lateMarkOf,
} from '../src/orders/late-delivery.ts';
import { ORDER_STATUS } from '../src/orders/order-status.ts';

const PLACED = new Date('2026-11-19T14:00:00Z');
const MIN = 60_000;
const DOOR = { lat: 22.5526, lng: 88.3525 };
const after = (ms: number) => new Date(PLACED.getTime() + ms);
/** The door moved `degrees` north. */
const north = (degrees: number) => ({ lat: DOOR.lat + degrees, lng: DOOR.lng });
const metresFromDoor = (p: { lat: number; lng: number }) => distanceMetres(p.lat, p.lng, DOOR.lat, DOOR.lng);

/** The farthest point north of the door that is still at most 500 m away, and the next one past it. */
function around500m() {
  let lo = 0;
  let hi = 0.01;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (metresFromDoor(north(mid)) <= 500) lo = mid;
    else hi = mid;
  }
  return { within: north(lo), beyond: north(hi) };
}

const facts = (over: Partial<LateDeliveryFacts> = {}): LateDeliveryFacts => ({
  deliveryType: 1,
  statusId: ORDER_STATUS.delivered,
  placedAt: PLACED,
  deliveredAt: after(75 * MIN),
  riderAtMark: north(0.01),
  door: DOOR,
  subtotalPaise: 240_00,
  discountPaise: 0,
  ...over,
});

describe('late, by the clock', () => {
  it('60:00.000 after placing is on time; one millisecond more is late', () => {
    expect(lateDeliveryCredit(facts({ deliveredAt: after(LATE_AFTER_MS) }))).toBeNull();
    expect(lateDeliveryCredit(facts({ deliveredAt: after(LATE_AFTER_MS + 1) }))).toEqual({
      amountPaise: 24_00,
      riderDistanceM: Math.round(metresFromDoor(north(0.01))),
    });
    expect(LATE_AFTER_MS).toBe(60 * MIN);
    expect(lateMarkOf(PLACED)).toEqual(after(60 * MIN));
  });

  it('an order never placed (unpaid) or without a delivery time earns nothing', () => {
    expect(lateDeliveryCredit(facts({ placedAt: null }))).toBeNull();
    expect(lateDeliveryCredit(facts({ deliveredAt: null }))).toBeNull();
  });
});

describe('the rider at the 60-minute mark', () => {
  it('at most 500 m from the door is nearly there: no credit; past 500 m: credit', () => {
    const { within, beyond } = around500m();
    // The two neighbouring points around 500 m (the haversine never lands on 500.000 exactly here).
    expect(metresFromDoor(within)).toBeLessThanOrEqual(500);
    expect(metresFromDoor(within)).toBeGreaterThan(499.999);
    expect(metresFromDoor(beyond)).toBeGreaterThan(500);
    expect(metresFromDoor(beyond)).toBeLessThan(500.001);
    expect(lateDeliveryCredit(facts({ riderAtMark: within }))).toBeNull();
    expect(lateDeliveryCredit(facts({ riderAtMark: beyond }))).toEqual({
      amountPaise: 24_00,
      riderDistanceM: 500,
    });
    expect(lateDeliveryCredit(facts({ riderAtMark: DOOR }))).toBeNull();
  });

  it('no position known (no captain yet, no report): credit, with no distance', () => {
    expect(lateDeliveryCredit(facts({ riderAtMark: null }))).toEqual({
      amountPaise: 24_00,
      riderDistanceM: null,
    });
  });
});

describe('which orders', () => {
  it('a pickup order earns nothing, however late', () => {
    expect(lateDeliveryCredit(facts({ deliveryType: 2, riderAtMark: null }))).toBeNull();
  });

  it('only a delivered order: cancelled (even with a delivery time) or still on its way, nothing', () => {
    for (const statusId of [0, 1, 2, 3, 4, 6, 10]) {
      expect(lateDeliveryCredit(facts({ statusId, riderAtMark: null })), String(statusId)).toBeNull();
    }
  });
});

describe('the amount', () => {
  it('is 10 % of the items less the coupon, rounded half up to the rupee', () => {
    expect(lateCreditAmount(240_00, 0)).toBe(24_00);
    expect(lateCreditAmount(245_00, 0)).toBe(25_00); // ₹24.50 rounds up
    expect(lateCreditAmount(244_99, 0)).toBe(24_00); // ₹24.499 rounds down
    expect(lateCreditAmount(300_00, 60_00)).toBe(24_00);
    expect(lateCreditAmount(100_00, 150_00)).toBe(0); // a discount past the items is not a debt
  });

  it('a food value whose 10 % rounds to ₹0 earns nothing (no ₹0 credit)', () => {
    expect(lateDeliveryCredit(facts({ subtotalPaise: 4_99 }))).toBeNull();
    expect(lateDeliveryCredit(facts({ subtotalPaise: 5_00 }))).toEqual(
      expect.objectContaining({ amountPaise: 1_00 }),
    );
    expect(lateDeliveryCredit(facts({ subtotalPaise: 200_00, discountPaise: 200_00 }))).toBeNull();
  });
});

describe('what tracking may promise', () => {
  const outlook = (over: Partial<Parameters<typeof lateCreditOutlook>[0]> = {}) =>
    lateCreditOutlook({ ...facts(), statusId: ORDER_STATUS.onTheWay, now: after(30 * MIN), ...over });

  it('before the mark: the mark and the amount, wherever the rider is now', () => {
    expect(outlook({ riderAtMark: DOOR })).toEqual({ markAt: after(60 * MIN), amountPaise: 24_00 });
  });

  it('after the mark: only if the rider was not within 500 m then', () => {
    expect(outlook({ now: after(61 * MIN), riderAtMark: DOOR })).toBeNull();
    expect(outlook({ now: after(61 * MIN), riderAtMark: null })).toEqual(
      expect.objectContaining({ amountPaise: 24_00 }),
    );
  });

  it('nothing for pickup, finished or unplaced orders, or a ₹0 credit', () => {
    expect(outlook({ deliveryType: 2 })).toBeNull();
    expect(outlook({ statusId: ORDER_STATUS.delivered })).toBeNull();
    expect(outlook({ statusId: ORDER_STATUS.cancelled })).toBeNull();
    expect(outlook({ placedAt: null })).toBeNull();
    expect(outlook({ subtotalPaise: 1_00 })).toBeNull();
  });
});

describe('properties', () => {
  const point = fc.record({
    lat: fc.double({ min: 22.4, max: 22.7, noNaN: true }),
    lng: fc.double({ min: 88.2, max: 88.5, noNaN: true }),
  });
  const anyFacts = fc.record({
    deliveryType: fc.constantFrom(1, 2),
    statusId: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 10),
    placedAt: fc.option(fc.constant(PLACED), { nil: null }),
    deliveredAt: fc.option(
      fc.integer({ min: 0, max: 3 * 60 * MIN }).map((ms) => after(ms)),
      { nil: null },
    ),
    riderAtMark: fc.option(point, { nil: null }),
    door: point,
    subtotalPaise: fc.integer({ min: 0, max: 50_000_00 }),
    discountPaise: fc.integer({ min: 0, max: 50_000_00 }),
  });

  it('a credit only for a delivered delivery order, late past the mark, rider unknown or far', () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const credit = lateDeliveryCredit(f);
        if (!credit) return;
        expect(f.deliveryType).toBe(1);
        expect(f.statusId).toBe(ORDER_STATUS.delivered);
        expect(f.deliveredAt!.getTime() - f.placedAt!.getTime()).toBeGreaterThan(LATE_AFTER_MS);
        if (f.riderAtMark) {
          const d = distanceMetres(f.riderAtMark.lat, f.riderAtMark.lng, f.door.lat, f.door.lng);
          expect(d).toBeGreaterThan(500);
          expect(credit.riderDistanceM).toBe(Math.round(d));
        } else {
          expect(credit.riderDistanceM).toBeNull();
        }
      }),
    );
  });

  it('the amount is whole rupees, positive, the rounded 10 % of the food value, never more', () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const credit = lateDeliveryCredit(f);
        if (!credit) return;
        const food = Math.max(0, f.subtotalPaise - f.discountPaise);
        expect(credit.amountPaise % 100).toBe(0);
        expect(credit.amountPaise).toBeGreaterThan(0);
        expect(credit.amountPaise).toBe(percentOfToRupee(food, 1000));
        expect(credit.amountPaise).toBeLessThanOrEqual(food / 10 + 50);
      }),
    );
  });

  it('every late delivered delivery order with no position known and a food value of ₹5+ earns', () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const due =
          f.deliveryType === 1 &&
          f.statusId === ORDER_STATUS.delivered &&
          f.placedAt !== null &&
          f.deliveredAt !== null &&
          f.deliveredAt.getTime() - f.placedAt.getTime() > LATE_AFTER_MS &&
          f.subtotalPaise - f.discountPaise >= 5_00;
        expect(lateDeliveryCredit({ ...f, riderAtMark: null }) !== null).toBe(due);
      }),
    );
  });

  it('what tracking promises before the mark is what a late delivery then earns', () => {
    fc.assert(
      fc.property(anyFacts, fc.integer({ min: 0, max: LATE_AFTER_MS - 1 }), (f, nowMs) => {
        const promised = lateCreditOutlook({ ...f, statusId: ORDER_STATUS.onTheWay, now: after(nowMs) });
        const earned = lateDeliveryCredit({
          ...f,
          statusId: ORDER_STATUS.delivered,
          deliveredAt: after(LATE_AFTER_MS + 1),
          riderAtMark: null,
        });
        expect(promised?.amountPaise ?? null).toBe(earned?.amountPaise ?? null);
      }),
    );
  });
});
