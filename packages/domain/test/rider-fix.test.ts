// Where the rider is, from the last reported position and its time (issue 23, item 5): "is" while
// the position is fresh, "was ... last seen 2 min ago" once it is old or from before the pickup.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agoText, distanceText, RIDER_FIX_FRESH_MS, riderWhereabouts } from '../src/orders/rider-fix.ts';

const NOW = new Date('2026-11-19T07:45:00Z');
const ago = (s: number) => new Date(NOW.getTime() - s * 1000);
const base = {
  riderName: 'Ravi Kumar',
  restaurantName: 'Camac Street Grill',
  now: NOW,
  pickedUpAt: null,
  metresToRestaurant: 1200,
  metresToDoor: 100,
};

describe('riderWhereabouts', () => {
  it('a fresh position: where the rider is now, measured to the restaurant, then to the door', () => {
    expect(riderWhereabouts({ ...base, statusId: 3, seenAt: ago(10) })).toEqual({
      text: 'Ravi is about 1.2 km from Camac Street Grill.',
      stale: false,
      lastSeen: null,
    });
    expect(riderWhereabouts({ ...base, statusId: 3, seenAt: ago(5), metresToRestaurant: 40 }).text).toBe(
      'Ravi is at Camac Street Grill.',
    );
    expect(
      riderWhereabouts({ ...base, statusId: 4, seenAt: ago(5), pickedUpAt: ago(60), metresToDoor: 460 }).text,
    ).toBe('Ravi is about 450 m from your door.');
  });

  it('an old position says when: "last seen 2 min ago"', () => {
    expect(riderWhereabouts({ ...base, statusId: 3, seenAt: ago(150) })).toEqual({
      text: 'Ravi was about 1.2 km from Camac Street Grill, last seen 2 min ago.',
      stale: true,
      lastSeen: '2 min ago',
    });
  });

  it('right after the pickup, a position from before it is a last sighting, never "100 m from your door"', () => {
    const w = riderWhereabouts({
      ...base,
      statusId: 4,
      seenAt: ago(20),
      pickedUpAt: ago(5),
      metresToDoor: 60,
    });
    expect(w).toEqual({
      text: 'Ravi was at your door, last seen 20 s ago, before the pickup.',
      stale: true,
      lastSeen: '20 s ago',
    });
    expect(w.text).not.toMatch(/ is /);
  });

  it('is stale exactly when older than a minute or from before the pickup (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4),
        fc.integer({ min: 0, max: 4 * 3600 }),
        fc.option(fc.integer({ min: 0, max: 4 * 3600 }), { nil: null }),
        fc.integer({ min: 0, max: 30_000 }),
        (statusId, ageS, pickedAgoS, metres) => {
          const w = riderWhereabouts({
            ...base,
            statusId,
            seenAt: ago(ageS),
            pickedUpAt: pickedAgoS === null ? null : ago(pickedAgoS),
            metresToRestaurant: metres,
            metresToDoor: metres,
          });
          const beforePickup = statusId === 4 && pickedAgoS !== null && ageS > pickedAgoS;
          expect(w.stale).toBe(ageS * 1000 > RIDER_FIX_FRESH_MS || beforePickup);
          expect(w.text.includes('last seen')).toBe(w.stale);
          expect(w.lastSeen !== null).toBe(w.stale);
          expect(w.text).toContain(statusId === 4 ? 'your door' : 'Camac Street Grill');
        },
      ),
    );
  });
});

describe('words for distances and ages', () => {
  it('rounds metres to 50 and km to one place; ages to s, min or h', () => {
    expect(distanceText(449)).toBe('450 m');
    expect(distanceText(1234)).toBe('1.2 km');
    expect(agoText(59_999)).toBe('59 s ago');
    expect(agoText(120_000)).toBe('2 min ago');
    expect(agoText(3 * 3600_000 + 5)).toBe('3 h ago');
    expect(agoText(-5)).toBe('0 s ago');
  });
});
