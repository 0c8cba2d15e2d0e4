import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../src/geo/distance-metres.ts';
import {
  appendToTrail,
  TRAIL_MAX_POINTS,
  TRAIL_MIN_GAP_MS,
  TRAIL_MIN_MOVE_M,
  TRAIL_RETENTION_MS,
  type TrailFix,
  type TrailPoint,
  thinTrail,
  trailRuns,
  trailStep,
} from '../src/geo/position-trail.ts';

const T0 = Date.parse('2026-11-19T07:30:00Z');
/** About 1.11 m of latitude per 0.00001 degree. */
const NORTH_1M = 1 / 111_195;
const at = (metresNorth: number, ms: number, captainId = 7): TrailFix => ({
  latitude: 22.5526 + metresNorth * NORTH_1M,
  longitude: 88.3525,
  at: T0 + ms,
  captainId,
});
const point = (fix: TrailFix, seq: number): TrailPoint => ({ ...fix, seq });

describe('trailStep', () => {
  it('keeps the first fix as point 1', () => {
    expect(trailStep(null, at(0, 0))).toEqual({ keep: true, seq: 1 });
  });

  it('keeps a fix 15 m away at once, and one 14 m away only after 30 s', () => {
    const last = point(at(0, 0), 4);
    expect(trailStep(last, at(TRAIL_MIN_MOVE_M + 0.1, 1_000))).toEqual({ keep: true, seq: 5 });
    expect(trailStep(last, at(14, 1_000))).toEqual({ keep: false });
    expect(trailStep(last, at(14, TRAIL_MIN_GAP_MS - 1))).toEqual({ keep: false });
    expect(trailStep(last, at(0, TRAIL_MIN_GAP_MS))).toEqual({ keep: true, seq: 5 });
  });

  it('keeps the first fix of another captain wherever it is (the order changed hands)', () => {
    expect(trailStep(point(at(0, 0), 1), at(0, 10, 8))).toEqual({ keep: true, seq: 2 });
  });

  it('skips a fix older than the last point (a late request) however far it is', () => {
    expect(trailStep(point(at(0, 5_000), 3), at(500, 4_999))).toEqual({ keep: false });
  });

  it('replaces the last point once the trail is full, so it still ends where the captain is', () => {
    const full = point(at(0, 0), TRAIL_MAX_POINTS);
    expect(trailStep(full, at(100, 1_000))).toEqual({ keep: true, seq: TRAIL_MAX_POINTS });
    expect(trailStep(point(at(0, 0), 3), at(100, 1_000), 3)).toEqual({ keep: true, seq: 3 });
    expect(trailStep(point(at(0, 0), 3), at(1, 1_000), 3)).toEqual({ keep: false });
  });

  it('keeps points a week', () => {
    expect(TRAIL_RETENTION_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe('appendToTrail', () => {
  it('returns the same trail for a skipped fix and appends a kept one', () => {
    const trail = [point(at(0, 0), 1)];
    expect(appendToTrail(trail, at(3, 1_000))).toBe(trail);
    const longer = appendToTrail(trail, at(30, 2_000));
    expect(longer.map((p) => p.seq)).toEqual([1, 2]);
  });

  it('moves the last point of a full trail instead of growing it', () => {
    const full = thinTrail([at(0, 0), at(100, 1_000), at(200, 2_000)], 3);
    const moved = appendToTrail(full, at(300, 3_000), 3);
    expect(moved).toHaveLength(3);
    expect(moved.map((p) => p.seq)).toEqual([1, 2, 3]);
    expect(moved[2]!.at).toBe(T0 + 3_000);
  });

  it('replaces by number, not position: a trail whose first points were pruned', () => {
    const pruned = [point(at(0, 0), 9), point(at(100, 1_000), 10)];
    const next = appendToTrail(pruned, at(200, 2_000), 10);
    expect(next.map((p) => p.seq)).toEqual([9, 10]);
    expect(next[1]!.at).toBe(T0 + 2_000);
  });
});

describe('trailRuns', () => {
  it('splits the trail where the captain changes', () => {
    const runs = trailRuns([at(0, 0, 1), at(20, 1, 1), at(0, 2, 2), at(50, 3, 1)]);
    expect(runs.map((r) => r.map((p) => p.captainId))).toEqual([[1, 1], [2], [1]]);
    expect(trailRuns([])).toEqual([]);
  });
});

// Random rides: each fix a few metres to a few hundred metres on from the last, 0 to 60 s later, now
// and then by another captain.
const ride = fc
  .array(
    fc.record({
      north: fc.double({ min: -60, max: 60, noNaN: true }),
      east: fc.double({ min: -60, max: 60, noNaN: true }),
      gapMs: fc.integer({ min: 0, max: 60_000 }),
      other: fc.boolean(),
    }),
    { maxLength: 80 },
  )
  .map((steps) => {
    let lat = 22.5526;
    let lng = 88.3525;
    let t = T0;
    return steps.map((s) => {
      lat += s.north * NORTH_1M;
      lng += s.east * NORTH_1M;
      t += s.gapMs;
      return { latitude: lat, longitude: lng, at: t, captainId: s.other ? 2 : 1 };
    });
  });

const metres = (a: TrailFix, b: TrailFix) => distanceMetres(a.latitude, a.longitude, b.latitude, b.longitude);

describe('thinning, on random rides', () => {
  it('keeps the first fix and never more than the cap', () => {
    fc.assert(
      fc.property(ride, fc.integer({ min: 1, max: 30 }), (fixes, cap) => {
        const trail = thinTrail(fixes, cap);
        expect(trail.length).toBeLessThanOrEqual(cap);
        // (A trail of one point is all "last point": it moves with the captain.)
        if (fixes.length > 0 && cap > 1) expect(trail[0]).toEqual({ ...fixes[0], seq: 1 });
        expect(trail.map((p) => p.seq)).toEqual(trail.map((_, i) => i + 1));
      }),
    );
  });

  it('each kept point is 15 m or 30 s on from the one before, or another captain’s', () => {
    fc.assert(
      fc.property(ride, (fixes) => {
        const trail = thinTrail(fixes);
        for (let i = 1; i < trail.length; i++) {
          const [a, b] = [trail[i - 1]!, trail[i]!];
          expect(
            b.captainId !== a.captainId ||
              b.at - a.at >= TRAIL_MIN_GAP_MS ||
              metres(a, b) >= TRAIL_MIN_MOVE_M,
          ).toBe(true);
        }
      }),
    );
  });

  it('loses no place: every fix dropped is within 15 m and 30 s of a kept point of its captain', () => {
    fc.assert(
      fc.property(ride, (fixes) => {
        const trail = thinTrail(fixes);
        for (const fix of fixes) {
          const near = trail.some(
            (p) =>
              p.captainId === fix.captainId &&
              p.at <= fix.at &&
              fix.at - p.at < TRAIL_MIN_GAP_MS + 1 &&
              metres(p, fix) < TRAIL_MIN_MOVE_M + 1e-6,
          );
          expect(near).toBe(true);
        }
      }),
    );
  });

  it('thinning a trail again changes nothing (what a page thins is what the server kept)', () => {
    fc.assert(
      fc.property(ride, (fixes) => {
        const once = thinTrail(fixes);
        expect(thinTrail(once)).toEqual(once);
      }),
    );
  });

  it('a full trail ends at the latest fix kept, whatever came before', () => {
    fc.assert(
      fc.property(ride, fc.integer({ min: 1, max: 5 }), (fixes, cap) => {
        const trail = thinTrail(fixes, cap);
        const kept = thinTrail(fixes);
        if (kept.length > 0) expect(trail.at(-1)!.at).toBe(kept.at(-1)!.at);
      }),
    );
  });
});
