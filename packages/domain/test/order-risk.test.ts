import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareBoardRows,
  kolkataDayStart,
  minutesLate,
  type OrderClock,
  orderRisks,
  PAYMENT_PENDING_MS,
  READY_WITHOUT_CAPTAIN_MS,
} from '../src/orders/order-risk.ts';
import { DOOR_HANDOVER_MIN, rideMinutes } from '../src/orders/promised-time.ts';

const MIN = 60_000;
const T0 = new Date('2026-11-19T07:30:00Z');
const plus = (d: Date, min: number) => new Date(d.getTime() + min * MIN);

/** An order placed at T0, promised 40 minutes later, with a 5-minute acceptance window. */
const order = (over: Partial<OrderClock> = {}): OrderClock => ({
  statusId: 1,
  deliveryType: 1,
  createdAt: T0,
  placedAt: T0,
  acceptWindowSeconds: 300,
  promisedAt: plus(T0, 40),
  readyAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  hasCaptain: false,
  distanceM: 3000,
  ...over,
});

describe('minutesLate', () => {
  it('counts an open order against now, minutes left as negative, rounded up', () => {
    expect(minutesLate(order(), plus(T0, 10))).toBe(-30);
    expect(minutesLate(order(), plus(T0, 40))).toBe(0);
    expect(minutesLate(order(), new Date(plus(T0, 40).getTime() + 1000))).toBe(1);
    expect(minutesLate(order({ statusId: 4 }), plus(T0, 55))).toBe(15);
  });
  it('counts a delivered order at its delivery, whatever the time now', () => {
    const o = order({ statusId: 5, deliveredAt: plus(T0, 52) });
    expect(minutesLate(o, plus(T0, 500))).toBe(12);
    expect(minutesLate(order({ statusId: 5, deliveredAt: plus(T0, 30) }), T0)).toBe(-10);
  });
  it('has nothing to say of a cancelled or an unpaid order', () => {
    expect(minutesLate(order({ statusId: 6 }), plus(T0, 90))).toBeNull();
    expect(minutesLate(order({ statusId: 0, placedAt: null }), plus(T0, 90))).toBeNull();
    expect(minutesLate(order({ statusId: 5 }), plus(T0, 90))).toBeNull();
  });
});

describe('orderRisks', () => {
  it('flags an order the restaurant has not accepted within its window, not a second before', () => {
    expect(orderRisks(order(), plus(T0, 4.99))).toEqual([]);
    expect(orderRisks(order(), plus(T0, 5))).toEqual(['not_accepted']);
    expect(orderRisks(order({ acceptWindowSeconds: 600 }), plus(T0, 7))).toEqual([]);
    expect(orderRisks(order({ statusId: 2 }), plus(T0, 7))).toEqual([]);
  });
  it('flags food ready with no captain for five minutes, for delivery only', () => {
    const ready = order({ statusId: 2, readyAt: plus(T0, 10) });
    const at = new Date(plus(T0, 10).getTime() + READY_WITHOUT_CAPTAIN_MS);
    expect(orderRisks(ready, new Date(at.getTime() - 1))).toEqual([]);
    expect(orderRisks(ready, at)).toEqual(['no_captain']);
    expect(orderRisks({ ...ready, hasCaptain: true }, at)).toEqual([]);
    expect(orderRisks({ ...ready, deliveryType: 2 }, at)).toEqual([]);
    expect(orderRisks({ ...ready, readyAt: null }, at)).toEqual([]);
  });
  it('flags a ride longer than the road from the kitchen should take', () => {
    const ride = rideMinutes(3000) + DOOR_HANDOVER_MIN;
    const onTheWay = order({ statusId: 4, hasCaptain: true, pickedUpAt: plus(T0, 20) });
    expect(orderRisks(onTheWay, plus(T0, 20 + ride))).toEqual([]);
    expect(orderRisks(onTheWay, plus(T0, 20 + ride + 0.1))).toEqual(['ride_overdue']);
    // Without a distance the promise is the estimate.
    expect(orderRisks({ ...onTheWay, distanceM: null }, plus(T0, 39))).toEqual([]);
    expect(orderRisks({ ...onTheWay, distanceM: null }, plus(T0, 41))).toEqual(['ride_overdue', 'late']);
  });
  it('flags an online payment left open for five minutes', () => {
    const unpaid = order({ statusId: 0, placedAt: null });
    expect(orderRisks(unpaid, new Date(T0.getTime() + PAYMENT_PENDING_MS - 1))).toEqual([]);
    expect(orderRisks(unpaid, new Date(T0.getTime() + PAYMENT_PENDING_MS))).toEqual(['payment_pending']);
  });
  it('flags an open order past its promise as late, never a finished one', () => {
    expect(orderRisks(order({ statusId: 3, hasCaptain: true }), plus(T0, 41))).toEqual(['late']);
    expect(orderRisks(order({ statusId: 5, deliveredAt: plus(T0, 60) }), plus(T0, 61))).toEqual([]);
    expect(orderRisks(order({ statusId: 6 }), plus(T0, 61))).toEqual([]);
  });
});

const clock = fc.record({
  statusId: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 10),
  deliveryType: fc.constantFrom(1, 2),
  placedOffset: fc.integer({ min: 0, max: 600 }),
  acceptWindowSeconds: fc.integer({ min: 30, max: 3600 }),
  promiseMin: fc.integer({ min: 5, max: 120 }),
  readyMin: fc.option(fc.integer({ min: 0, max: 120 })),
  pickedMin: fc.option(fc.integer({ min: 0, max: 120 })),
  deliveredMin: fc.option(fc.integer({ min: 0, max: 240 })),
  hasCaptain: fc.boolean(),
  distanceM: fc.option(fc.integer({ min: 0, max: 30_000 })),
});
type Clock = typeof clock extends fc.Arbitrary<infer C> ? C : never;
const toOrder = (c: Clock): OrderClock => ({
  statusId: c.statusId,
  deliveryType: c.deliveryType,
  createdAt: T0,
  placedAt: c.statusId === 0 ? null : new Date(T0.getTime() + c.placedOffset * 1000),
  acceptWindowSeconds: c.acceptWindowSeconds,
  promisedAt: plus(T0, c.promiseMin),
  readyAt: c.readyMin === null ? null : plus(T0, c.readyMin),
  pickedUpAt: c.pickedMin === null ? null : plus(T0, c.pickedMin),
  deliveredAt: c.deliveredMin === null ? null : plus(T0, c.deliveredMin),
  hasCaptain: c.hasCaptain,
  distanceM: c.distanceM,
});
const minute = fc.integer({ min: 0, max: 24 * 60 });

describe('properties', () => {
  it('a finished order is never at risk', () => {
    fc.assert(
      fc.property(clock, minute, (c, m) => {
        const o = toOrder(c);
        if (o.statusId === 5 || o.statusId === 6) expect(orderRisks(o, plus(T0, m))).toEqual([]);
      }),
    );
  });
  it('time only makes things worse: a risk of an order that does not move stays as the clock runs', () => {
    fc.assert(
      fc.property(clock, minute, fc.integer({ min: 0, max: 600 }), (c, m, later) => {
        const o = toOrder(c);
        const before = orderRisks(o, plus(T0, m));
        const after = orderRisks(o, plus(T0, m + later));
        for (const r of before) expect(after).toContain(r);
        const a = minutesLate(o, plus(T0, m));
        const b = minutesLate(o, plus(T0, m + later));
        if (a !== null) expect(b).toBeGreaterThanOrEqual(a);
      }),
    );
  });
  it('late is a risk exactly when an open order is past its promise', () => {
    fc.assert(
      fc.property(clock, minute, (c, m) => {
        const o = toOrder(c);
        const now = plus(T0, m);
        const late = minutesLate(o, now);
        const open = ![5, 6].includes(o.statusId);
        expect(orderRisks(o, now).includes('late')).toBe(open && late !== null && late > 0);
      }),
    );
  });
  it('the board order is total: sorting any rows puts every at-risk row first, in one stable order', () => {
    const row = fc.record({
      risks: fc.subarray(['late', 'no_captain'] as const),
      minutesLate: fc.option(fc.integer({ min: -100, max: 100 })),
      createdAt: minute.map((m) => plus(T0, m)),
      id: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.id, maxLength: 40 }), (rows) => {
        const sorted = [...rows].sort(compareBoardRows);
        const firstCalm = sorted.findIndex((r) => r.risks.length === 0);
        if (firstCalm >= 0) expect(sorted.slice(firstCalm).every((r) => r.risks.length === 0)).toBe(true);
        expect([...rows].reverse().sort(compareBoardRows)).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(compareBoardRows(a, b)).toBeLessThan(0);
          if (a.risks.length > 0 && b.risks.length > 0) {
            expect(a.minutesLate ?? -Infinity).toBeGreaterThanOrEqual(b.minutesLate ?? -Infinity);
          }
        }
      }),
    );
  });
  it("Kolkata's day starts at 18:30 UTC the day before and holds every instant of that day", () => {
    expect(kolkataDayStart(new Date('2026-11-19T07:30:00Z')).toISOString()).toBe('2026-11-18T18:30:00.000Z');
    expect(kolkataDayStart(new Date('2026-11-19T18:30:00Z')).toISOString()).toBe('2026-11-19T18:30:00.000Z');
    expect(kolkataDayStart(new Date('2026-11-19T18:29:59Z')).toISOString()).toBe('2026-11-18T18:30:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (ms) => {
        const start = kolkataDayStart(new Date(ms)).getTime();
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms - start).toBeLessThan(24 * 60 * MIN);
        expect((start + 330 * MIN) % (24 * 60 * MIN)).toBe(0);
      }),
    );
  });
});
