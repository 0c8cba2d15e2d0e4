import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideFix, type Fix, MAX_ACCURACY_M, SEND_AFTER_M, SEND_EVERY_MS } from './position-policy.ts';

const PARK_STREET: Fix = { latitude: 22.5526, longitude: 88.3525, accuracy_m: 10, at: 1_000_000 };
/** About `m` metres north of a fix (1 degree of latitude is about 111.2 km). */
const north = (f: Fix, m: number, dt: number): Fix => ({
  ...f,
  latitude: f.latitude + m / 111_195,
  at: f.at + dt,
});

describe('decideFix', () => {
  it('sends the first accurate fix', () => {
    expect(decideFix(null, PARK_STREET, PARK_STREET.at)).toBe('send');
  });

  it('drops fixes worse than 50 m, whatever else is true', () => {
    expect(decideFix(null, { ...PARK_STREET, accuracy_m: 51 }, PARK_STREET.at)).toBe('inaccurate');
    expect(decideFix(null, { ...PARK_STREET, accuracy_m: Number.NaN }, PARK_STREET.at)).toBe('inaccurate');
    expect(decideFix(null, { ...PARK_STREET, accuracy_m: MAX_ACCURACY_M }, PARK_STREET.at)).toBe('send');
  });

  it('waits while the rider stands still, and sends again after 10 s', () => {
    const still = north(PARK_STREET, 3, 4_000);
    expect(decideFix(PARK_STREET, still, still.at)).toBe('wait');
    const later = north(PARK_STREET, 3, SEND_EVERY_MS);
    expect(decideFix(PARK_STREET, later, later.at)).toBe('send');
  });

  it('sends at once after moving 25 m', () => {
    const moved = north(PARK_STREET, SEND_AFTER_M + 5, 2_000);
    expect(decideFix(PARK_STREET, moved, moved.at)).toBe('send');
    const almost = north(PARK_STREET, SEND_AFTER_M - 5, 2_000);
    expect(decideFix(PARK_STREET, almost, almost.at)).toBe('wait');
  });

  it('never sends an older fix than the last one sent', () => {
    const older = north(PARK_STREET, 500, -1);
    expect(decideFix(PARK_STREET, older, PARK_STREET.at + 60_000)).toBe('wait');
  });

  it('sends at most one fix per 10 s while moving less than 25 m between fixes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            dt: fc.integer({ min: 1, max: 3_000 }),
            m: fc.double({ min: 0, max: 8, noNaN: true }),
          }),
          {
            maxLength: 200,
          },
        ),
        (steps) => {
          let last: Fix = PARK_STREET;
          let fix = PARK_STREET;
          for (const s of steps) {
            fix = north(fix, s.m, s.dt);
            const d = decideFix(last, fix, fix.at);
            const moved = (fix.latitude - last.latitude) * 111_195;
            if (d === 'send') {
              expect(fix.at - last.at >= SEND_EVERY_MS || moved >= 24.9).toBe(true);
              last = fix;
            }
          }
        },
      ),
    );
  });
});
