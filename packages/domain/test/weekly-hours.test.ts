import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hhmmOf, minutesOf, toOpeningWindows, weeklyHoursProblem } from '../src/catalog/weekly-hours.ts';

describe('a week of opening windows', () => {
  it('reads HH:MM from 00:00 to 24:00 and nothing else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('11:30')).toBe(690);
    expect(minutesOf('24:00')).toBe(1440);
    for (const bad of ['24:01', '25:00', '9:00', '09:60', '0900', '', '09:00 ', '-1:00']) {
      expect(minutesOf(bad), bad).toBeNull();
    }
  });

  it('writes back what it reads', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1440 }), (m) => minutesOf(hhmmOf(m)) === m));
  });

  it('takes several windows a day and closed days', () => {
    expect(
      weeklyHoursProblem([
        { day: 0, opens: '11:30', closes: '15:30' },
        { day: 0, opens: '18:30', closes: '23:00' },
        { day: 2, opens: '00:00', closes: '24:00' },
        { day: 3, opens: '11:00', closes: '15:00' },
        { day: 3, opens: '15:00', closes: '23:00' },
      ]),
    ).toBeNull();
    expect(weeklyHoursProblem([])).toBeNull();
  });

  it('names the day of a window that ends before it starts, overlaps, or is not a time', () => {
    expect(weeklyHoursProblem([{ day: 1, opens: '23:00', closes: '02:00' }])).toBe(
      'Monday: a window must close after it opens (23:00 to 02:00)',
    );
    expect(weeklyHoursProblem([{ day: 1, opens: '10:00', closes: '10:00' }])).toMatch(/^Monday: a window/);
    expect(
      weeklyHoursProblem([
        { day: 5, opens: '18:00', closes: '23:00' },
        { day: 5, opens: '11:00', closes: '18:30' },
      ]),
    ).toBe('Friday: 11:00-18:30 overlaps the next window');
    expect(weeklyHoursProblem([{ day: 6, opens: '9:00', closes: '12:00' }])).toBe(
      'Saturday: write times as HH:MM, from 00:00 to 24:00',
    );
    expect(weeklyHoursProblem([{ day: 7, opens: '09:00', closes: '12:00' }])).toBe(
      'day must be 0 (Sunday) to 6 (Saturday)',
    );
  });

  it('accepts exactly the weeks whose windows on each day do not overlap', () => {
    const window = fc
      .record({
        day: fc.integer({ min: 0, max: 6 }),
        a: fc.integer({ min: 0, max: 1440 }),
        b: fc.integer({ min: 0, max: 1440 }),
      })
      .filter((w) => w.a !== w.b)
      .map((w) => ({ day: w.day, opens: hhmmOf(Math.min(w.a, w.b)), closes: hhmmOf(Math.max(w.a, w.b)) }));
    fc.assert(
      fc.property(fc.array(window, { maxLength: 6 }), (hours) => {
        const windows = toOpeningWindows(hours);
        const overlapping = windows.some((w, i) =>
          windows.some(
            (v, j) =>
              j !== i && v.dayOfWeek === w.dayOfWeek && v.opensMin < w.closesMin && w.opensMin < v.closesMin,
          ),
        );
        return (weeklyHoursProblem(hours) === null) === !overlapping;
      }),
    );
  });

  it('gives the windows in day and time order, in minutes', () => {
    expect(
      toOpeningWindows([
        { day: 3, opens: '18:00', closes: '23:00' },
        { day: 1, opens: '11:00', closes: '15:00' },
        { day: 3, opens: '11:00', closes: '15:00' },
      ]),
    ).toEqual([
      { dayOfWeek: 1, opensMin: 660, closesMin: 900 },
      { dayOfWeek: 3, opensMin: 660, closesMin: 900 },
      { dayOfWeek: 3, opensMin: 1080, closesMin: 1380 },
    ]);
  });
});
