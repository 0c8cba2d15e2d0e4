import { describe, expect, it } from 'vitest';
import { indiaClock, isOpenAt, type OpeningWindow, openingHoursText } from '../src/catalog/opening-hours.ts';
import { distanceMetres } from '../src/geo/distance-metres.ts';

const every = (opens: number, closes: number): OpeningWindow[] =>
  Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, opensMin: opens, closesMin: closes }));

describe('India time', () => {
  it('is UTC+05:30 all year', () => {
    // 2026-11-19T18:29Z is Thursday 23:59 in Kolkata; a minute later it is Friday 00:00.
    expect(indiaClock(new Date('2026-11-19T18:29:00Z'))).toEqual({ dayOfWeek: 4, minuteOfDay: 23 * 60 + 59 });
    expect(indiaClock(new Date('2026-11-19T18:30:00Z'))).toEqual({ dayOfWeek: 5, minuteOfDay: 0 });
    expect(indiaClock(new Date('2026-06-01T06:30:00Z')).minuteOfDay).toBe(12 * 60);
  });
});

describe('isOpenAt', () => {
  const day = every(11 * 60, 23 * 60);
  it('opens at the opening minute and closes at the closing minute', () => {
    expect(isOpenAt(day, new Date('2026-11-19T05:29:00Z'))).toBe(false); // 10:59 IST
    expect(isOpenAt(day, new Date('2026-11-19T05:30:00Z'))).toBe(true); // 11:00
    expect(isOpenAt(day, new Date('2026-11-19T17:29:00Z'))).toBe(true); // 22:59
    expect(isOpenAt(day, new Date('2026-11-19T17:30:00Z'))).toBe(false); // 23:00
  });

  it('honours split shifts and days off', () => {
    const split = [
      { dayOfWeek: 4, opensMin: 690, closesMin: 930 },
      { dayOfWeek: 4, opensMin: 1110, closesMin: 1380 },
    ];
    expect(isOpenAt(split, new Date('2026-11-19T07:30:00Z'))).toBe(true); // Thu 13:00
    expect(isOpenAt(split, new Date('2026-11-19T11:30:00Z'))).toBe(false); // Thu 17:00
    expect(isOpenAt(split, new Date('2026-11-20T07:30:00Z'))).toBe(false); // Friday: no window
    expect(openingHoursText(split, new Date('2026-11-19T07:30:00Z'))).toBe('11:30 - 15:30, 18:30 - 23:00');
    expect(openingHoursText(split, new Date('2026-11-20T07:30:00Z'))).toBe('Closed today');
  });

  it('writes a window open until midnight as 24:00', () => {
    expect(openingHoursText(every(12 * 60, 1440), new Date('2026-11-19T07:30:00Z'))).toBe('12:00 - 24:00');
  });
});

describe('distanceMetres', () => {
  it('measures Park Street to Howrah Station at about 3.6 km', () => {
    const d = distanceMetres(22.5526, 88.3525, 22.5839, 88.3425);
    expect(d).toBeGreaterThan(3_400);
    expect(d).toBeLessThan(3_800);
    expect(distanceMetres(22.5, 88.3, 22.5, 88.3)).toBe(0);
  });
});
