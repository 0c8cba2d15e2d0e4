import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdownText,
  DOOR_HANDOVER_MIN,
  estimateArrival,
  PICKUP_HANDOVER_MIN,
  promisedMinutes,
  RIDE_SPEED_KMPH,
  rideMinutes,
} from '../src/orders/promised-time.ts';

const at = (iso: string) => new Date(iso);
const NOON = at('2026-11-19T06:30:00Z');
const plus = (d: Date, min: number) => new Date(d.getTime() + min * 60_000);

describe('promised time', () => {
  it('rides 3 km in 10 minutes at 18 km/h, and rounds up', () => {
    expect(RIDE_SPEED_KMPH).toBe(18);
    expect(rideMinutes(3000)).toBe(10);
    expect(rideMinutes(3001)).toBe(11);
    expect(rideMinutes(0)).toBe(0);
    expect(rideMinutes(Number.NaN)).toBe(0);
  });

  it('is kitchen + pickup handover + ride + door for delivery, the kitchen alone for pickup', () => {
    expect(promisedMinutes({ preparationMin: 30, roadMetres: 3000, mode: 'delivery' })).toBe(
      30 + PICKUP_HANDOVER_MIN + 10 + DOOR_HANDOVER_MIN,
    );
    expect(promisedMinutes({ preparationMin: 30, roadMetres: 3000, mode: 'self' })).toBe(30);
  });

  it('no longer walks: 3 km of road is under an hour, not the spec quirk of 70 minutes', () => {
    expect(promisedMinutes({ preparationMin: 20, roadMetres: 3000, mode: 'delivery' })).toBe(35);
  });

  it('never promises less for a longer ride or a slower kitchen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 120 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 30 }),
        (prep, road, extraRoad, extraPrep) => {
          const base = promisedMinutes({ preparationMin: prep, roadMetres: road, mode: 'delivery' });
          const farther = promisedMinutes({
            preparationMin: prep,
            roadMetres: road + extraRoad,
            mode: 'delivery',
          });
          const slower = promisedMinutes({
            preparationMin: prep + extraPrep,
            roadMetres: road,
            mode: 'delivery',
          });
          return base >= prep && farther >= base && slower >= base && Number.isInteger(base);
        },
      ),
    );
  });
});

describe('re-estimated arrival', () => {
  const order = {
    deliveryType: 1,
    now: NOON,
    promisedAt: plus(NOON, 30),
    readyBy: plus(NOON, 10),
    restaurantToHomeMetres: 3000,
    riderToRestaurantMetres: null,
    riderToHomeMetres: null,
    riderSeenAt: NOON,
    pickedUpAt: null,
  };

  it('while cooking: ready time, pickup, the ride and the door', () => {
    const e = estimateArrival({ ...order, statusId: 2 });
    expect(e?.at).toEqual(plus(NOON, 10 + PICKUP_HANDOVER_MIN + 10 + DOOR_HANDOVER_MIN));
    expect(e?.lateByMin).toBe(0);
  });

  it('waits for the rider to reach the kitchen when that is later than the food', () => {
    const e = estimateArrival({ ...order, statusId: 3, riderToRestaurantMetres: 6000 });
    expect(e?.at).toEqual(plus(NOON, 20 + PICKUP_HANDOVER_MIN + 10 + DOOR_HANDOVER_MIN));
    expect(e?.lateByMin).toBe(5);
  });

  it('on the way: from the rider to the door, and says how late', () => {
    const e = estimateArrival({ ...order, statusId: 4, riderToHomeMetres: 1500 });
    expect(e?.at).toEqual(plus(NOON, 5 + DOOR_HANDOVER_MIN));
    const late = estimateArrival({
      ...order,
      statusId: 4,
      riderToHomeMetres: 12_000,
      promisedAt: plus(NOON, 20),
    });
    expect(late?.lateByMin).toBe(40 + DOOR_HANDOVER_MIN - 20);
  });

  it('a kitchen past its own ready time counts from now, not from the past', () => {
    const e = estimateArrival({ ...order, statusId: 2, readyBy: plus(NOON, -15) });
    expect(e?.at).toEqual(plus(NOON, PICKUP_HANDOVER_MIN + 10 + DOOR_HANDOVER_MIN));
  });

  it('counts the ride from when the rider was last seen, not from now', () => {
    // 1.5 km from the door 3 minutes ago: 5 min of ride from then, 2 at the door.
    const e = estimateArrival({
      ...order,
      statusId: 4,
      riderToHomeMetres: 1500,
      riderSeenAt: plus(NOON, -3),
      pickedUpAt: plus(NOON, -6),
    });
    expect(e?.at).toEqual(plus(NOON, -3 + 5 + DOOR_HANDOVER_MIN));
    // Long unheard of: due now, not in the past.
    const gone = estimateArrival({
      ...order,
      statusId: 4,
      riderToHomeMetres: 1500,
      riderSeenAt: plus(NOON, -30),
    });
    expect(gone?.at).toEqual(NOON);
    // To the kitchen: 6 km seen 10 minutes ago is 10 more minutes, later than the food (10 min).
    const toKitchen = estimateArrival({
      ...order,
      statusId: 3,
      riderToRestaurantMetres: 6000,
      riderSeenAt: plus(NOON, -10),
    });
    expect(toKitchen?.at).toEqual(plus(NOON, 10 + PICKUP_HANDOVER_MIN + 10 + DOOR_HANDOVER_MIN));
  });

  it('a position from before the pickup says nothing of the ride to the door: that counts from the pickup', () => {
    // The phone last reported 100 m from the door, then the rider picked the food up 3 km away.
    const e = estimateArrival({
      ...order,
      statusId: 4,
      riderToHomeMetres: 100,
      riderSeenAt: plus(NOON, -2),
      pickedUpAt: plus(NOON, -1),
    });
    expect(e?.at).toEqual(plus(NOON, -1 + 10 + DOOR_HANDOVER_MIN));
    // No position at all: from the pickup too, so the countdown does not slide with the clock.
    const blind = { ...order, statusId: 4, riderSeenAt: null, pickedUpAt: plus(NOON, -1) };
    expect(estimateArrival(blind)?.at).toEqual(plus(NOON, 11));
    expect(estimateArrival({ ...blind, now: plus(NOON, 4) })?.at).toEqual(plus(NOON, 11));
  });

  it('on the way, the estimate stays put as time passes without news (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -30, max: 0 }),
        fc.integer({ min: -30, max: 0 }),
        fc.integer({ min: 0, max: 60 }),
        (metres, seenMin, pickedMin, laterMin) => {
          const input = {
            ...order,
            statusId: 4,
            riderToHomeMetres: metres,
            riderSeenAt: plus(NOON, seenMin),
            pickedUpAt: plus(NOON, pickedMin),
          };
          const first = estimateArrival(input)!;
          const later = estimateArrival({ ...input, now: plus(NOON, laterMin) })!;
          // The same moment, unless that moment has passed: then "now", never earlier.
          expect(later.at.getTime()).toBe(Math.max(first.at.getTime(), plus(NOON, laterMin).getTime()));
        },
      ),
    );
  });

  it('pickup: ready time while cooking, now once ready; nothing once finished or before acceptance', () => {
    const pickup = { ...order, deliveryType: 2 };
    expect(estimateArrival({ ...pickup, statusId: 2 })?.at).toEqual(plus(NOON, 10));
    expect(estimateArrival({ ...pickup, statusId: 10 })?.at).toEqual(NOON);
    for (const statusId of [1, 5, 6]) expect(estimateArrival({ ...order, statusId })).toBeNull();
  });

  it('is never earlier than now, and lateness is never negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 10),
        fc.integer({ min: -60, max: 120 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -90, max: 0 }),
        fc.integer({ min: -90, max: 0 }),
        (statusId, readyIn, a, b, seenMin, pickedMin) => {
          const e = estimateArrival({
            ...order,
            statusId,
            deliveryType: statusId === 10 ? 2 : 1,
            readyBy: plus(NOON, readyIn),
            riderToHomeMetres: a,
            riderToRestaurantMetres: b,
            riderSeenAt: plus(NOON, seenMin),
            pickedUpAt: plus(NOON, pickedMin),
          });
          return e !== null && e.at.getTime() >= NOON.getTime() && e.lateByMin >= 0;
        },
      ),
    );
  });
});

describe('countdown', () => {
  it('shows minutes:seconds, then a few minutes, and FINISHED when delivered', () => {
    const target = plus(NOON, 12.5);
    expect(countdownText({ statusId: 2, target, now: NOON })).toBe('12:30');
    expect(countdownText({ statusId: 4, target, now: plus(NOON, 12.5 - 1 / 60) })).toBe('00:01');
    expect(countdownText({ statusId: 4, target, now: target })).toBe('a few minutes');
    expect(countdownText({ statusId: 5, target, now: NOON })).toBe('FINISHED');
  });
});
