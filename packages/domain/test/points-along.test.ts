import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../src/geo/distance-metres.ts';
import { pointsAlong } from '../src/geo/points-along.ts';

const PARK_STREET = { lat: 22.5526, lng: 88.3525 };
const SALT_LAKE = { lat: 22.5867, lng: 88.4171 };

describe('points along a route', () => {
  it('splits a straight line into equal steps ending at the destination', () => {
    const points = pointsAlong([PARK_STREET, SALT_LAKE], 4);
    expect(points).toHaveLength(4);
    expect(points[3]).toEqual(SALT_LAKE);
    const total = distanceMetres(PARK_STREET.lat, PARK_STREET.lng, SALT_LAKE.lat, SALT_LAKE.lng);
    const first = distanceMetres(PARK_STREET.lat, PARK_STREET.lng, points[0]!.lat, points[0]!.lng);
    expect(first / total).toBeCloseTo(0.25, 2);
  });

  it('follows a bent path and never leaves its bounding box (random paths)', () => {
    const point = fc.record({
      lat: fc.double({ min: 22.4, max: 22.7, noNaN: true }),
      lng: fc.double({ min: 88.2, max: 88.5, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 30 }),
        (path, n) => {
          const points = pointsAlong(path, n);
          expect(points).toHaveLength(n);
          expect(points[n - 1]).toEqual(path[path.length - 1]);
          const lats = path.map((p) => p.lat);
          const lngs = path.map((p) => p.lng);
          for (const p of points) {
            expect(p.lat).toBeGreaterThanOrEqual(Math.min(...lats) - 1e-9);
            expect(p.lat).toBeLessThanOrEqual(Math.max(...lats) + 1e-9);
            expect(p.lng).toBeGreaterThanOrEqual(Math.min(...lngs) - 1e-9);
            expect(p.lng).toBeLessThanOrEqual(Math.max(...lngs) + 1e-9);
          }
        },
      ),
    );
  });

  it('gives nothing for an empty path or no steps', () => {
    expect(pointsAlong([], 3)).toEqual([]);
    expect(pointsAlong([PARK_STREET], 0)).toEqual([]);
  });
});
