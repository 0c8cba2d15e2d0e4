import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockText,
  indiaClock,
  isOpenAt,
  nextOpeningAt,
  type OpeningWindow,
  openingHoursText,
  opensAtText,
} from '../src/catalog/opening-hours.ts';
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
    expect(openingHoursText(split, new Date('2026-11-19T07:30:00Z'))).toBe(
      '11:30 am - 3:30 pm, 6:30 pm - 11:00 pm',
    );
    expect(openingHoursText(split, new Date('2026-11-20T07:30:00Z'))).toBe('Closed today');
  });

  it('says "till midnight" of a window that ends at midnight, and runs on into the next day’s', () => {
    const thursday = new Date('2026-11-19T07:30:00Z');
    expect(openingHoursText(every(12 * 60, 1440), thursday)).toBe('12:00 pm till midnight');
    expect(openingHoursText(every(11 * 60, 23 * 60), thursday)).toBe('11:00 am - 11:00 pm');
    // Thursday 22:00 to Friday 02:00 is written as two windows; it reads as one.
    const lateNight = [
      { dayOfWeek: 4, opensMin: 22 * 60, closesMin: 1440 },
      { dayOfWeek: 5, opensMin: 0, closesMin: 2 * 60 },
      { dayOfWeek: 5, opensMin: 22 * 60, closesMin: 1440 },
    ];
    expect(openingHoursText(lateNight, thursday)).toBe('10:00 pm - 2:00 am');
    expect(openingHoursText(lateNight, new Date('2026-11-20T07:30:00Z'))).toBe(
      '12:00 am - 2:00 am, 10:00 pm till midnight',
    );
  });
});

describe('clockText', () => {
  it('says a time of day as people do', () => {
    expect(clockText(0)).toBe('12:00 am');
    expect(clockText(7 * 60)).toBe('7:00 am');
    expect(clockText(11 * 60 + 59)).toBe('11:59 am');
    expect(clockText(12 * 60)).toBe('12:00 pm');
    expect(clockText(18 * 60 + 30)).toBe('6:30 pm');
    expect(clockText(23 * 60 + 59)).toBe('11:59 pm');
  });
});

// Any instant over a few years, to the millisecond.
const instant = fc.integer({
  min: Date.parse('2025-01-01T00:00:00Z'),
  max: Date.parse('2029-01-01T00:00:00Z'),
});

// Thursday 2026-11-19 in Kolkata; `ist('00:06', 1)` is Friday 00:06.
const ist = (hhmm: string, plusDays = 0) =>
  new Date(Date.parse(`2026-11-19T${hhmm}:00+05:30`) + plusDays * 86_400_000);

describe('nextOpeningAt', () => {
  // The demo city's patterns (packages/db/src/seed/build-hours.ts).
  const breakfast = every(7 * 60, 15 * 60);
  const late = every(12 * 60, 1440);
  const split = Array.from({ length: 7 }, (_, d) => [
    { dayOfWeek: d, opensMin: 690, closesMin: 930 },
    { dayOfWeek: d, opensMin: 1110, closesMin: 1380 },
  ]).flat();
  const closedMonday = every(11 * 60, 23 * 60).filter((w) => w.dayOfWeek !== 1);

  it('is now while it is open', () => {
    const at = ist('13:00');
    expect(nextOpeningAt(late, at)).toBe(at);
  });

  it('is the start of the next window when it is closed', () => {
    // Just after midnight nothing of the demo city is open; the breakfast places come first.
    expect(nextOpeningAt(breakfast, ist('00:06', 1))).toEqual(ist('07:00', 1));
    expect(nextOpeningAt(late, ist('00:06', 1))).toEqual(ist('12:00', 1));
    // Between the two windows of the day, and after the last one.
    expect(nextOpeningAt(split, ist('16:00'))).toEqual(ist('18:30'));
    expect(nextOpeningAt(split, ist('23:00'))).toEqual(ist('11:30', 1));
    // Sunday night: Monday is its day off, so Tuesday.
    expect(nextOpeningAt(closedMonday, ist('23:30', 3))).toEqual(ist('11:00', 5));
    // Seconds into a minute: the opening is on the minute.
    expect(nextOpeningAt(breakfast, new Date(ist('06:59', 1).getTime() + 42_000))).toEqual(ist('07:00', 1));
  });

  it('is null for a restaurant without hours', () => {
    expect(nextOpeningAt([], ist('13:00'))).toBeNull();
    expect(nextOpeningAt([{ dayOfWeek: 1, opensMin: 600, closesMin: 600 }], ist('13:00'))).toBeNull();
  });

  const window = fc
    .record({
      dayOfWeek: fc.integer({ min: 0, max: 6 }),
      opensMin: fc.integer({ min: 0, max: 1439 }),
      length: fc.integer({ min: 1, max: 1440 }),
    })
    .map(({ dayOfWeek, opensMin, length }) => ({
      dayOfWeek,
      opensMin,
      closesMin: Math.min(1440, opensMin + length),
    }));

  it('is the first open minute of the week laid out minute by minute (or now)', () => {
    fc.assert(
      fc.property(fc.array(window, { minLength: 1, maxLength: 6 }), instant, (windows, ms) => {
        // The week as 10,080 minutes from Sunday 00:00, open or not: an oracle that shares no code.
        const open = new Array<boolean>(7 * 1440).fill(false);
        for (const w of windows)
          for (let m = w.opensMin; m < w.closesMin; m++) open[w.dayOfWeek * 1440 + m] = true;
        const at = new Date(ms);
        const { dayOfWeek, minuteOfDay } = indiaClock(at);
        const now = dayOfWeek * 1440 + minuteOfDay;
        let ahead = 0;
        while (!open[(now + ahead) % open.length]) ahead++;
        const expected =
          ahead === 0 ? at : new Date(ms - (((ms % 60_000) + 60_000) % 60_000) + ahead * 60_000);
        expect(nextOpeningAt(windows, at)).toEqual(expected);
      }),
    );
  });

  it('is now exactly when the restaurant is open', () => {
    fc.assert(
      fc.property(fc.array(window, { maxLength: 6 }), instant, (windows, ms) => {
        const at = new Date(ms);
        expect(nextOpeningAt(windows, at) === at).toBe(isOpenAt(windows, at));
      }),
    );
  });
});

describe('opensAtText', () => {
  it('says when, from now: today, tonight, tomorrow, a day this week, next week', () => {
    expect(opensAtText(ist('07:00', 1), ist('00:06', 1))).toBe('Opens at 7:00 am');
    expect(opensAtText(ist('18:30'), ist('16:00'))).toBe('Opens at 6:30 pm');
    expect(opensAtText(ist('00:00', 1), ist('23:30'))).toBe('Opens at midnight');
    expect(opensAtText(ist('11:30', 1), ist('23:00'))).toBe('Opens tomorrow at 11:30 am');
    expect(opensAtText(ist('11:00', 5), ist('23:30', 3))).toBe('Opens Tuesday at 11:00 am');
    expect(opensAtText(ist('11:00', 7), ist('23:30'))).toBe('Opens next Thursday at 11:00 am');
  });

  it('says the India date and time, whatever the instant', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 7 * 1440 }), (ms, minutesOn) => {
        const now = new Date(ms);
        const next = new Date(ms - (ms % 60_000) + minutesOn * 60_000);
        const text = opensAtText(next, now);
        expect(text).toMatch(/^Opens (at|tomorrow at|(next )?[A-Z][a-z]+day at) (midnight|1?\d:\d\d [ap]m)$/);
        expect(text.endsWith(clockText(indiaClock(next).minuteOfDay)) || text === 'Opens at midnight').toBe(
          true,
        );
      }),
    );
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
