import { describe, expect, it } from 'vitest';
import {
  addWindow,
  closingTime,
  copyDayToAll,
  endsNextDay,
  type HoursWeek,
  removeWindow,
  sameHours,
  setWindow,
  weekOf,
  weekToHours,
} from './hours-week.ts';

const times = (week: HoursWeek) => week.map((day) => day.map((w) => `${w.opens}-${w.closes}`));

describe('weekOf', () => {
  it('puts each window under its day, in time order, and leaves closed days empty', () => {
    const week = weekOf([
      { day: 1, opens: '19:00', closes: '24:00' },
      { day: 1, opens: '12:00', closes: '15:30' },
      { day: 0, opens: '10:00', closes: '22:00' },
    ]);
    expect(times(week)).toEqual([['10:00-22:00'], ['12:00-15:30', '19:00-24:00'], [], [], [], [], []]);
  });
  it('gives every window its own key', () => {
    const week = weekOf([
      { day: 1, opens: '12:00', closes: '15:00' },
      { day: 1, opens: '19:00', closes: '23:00' },
    ]);
    const keys = week.flat().map((w) => w.key);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('addWindow, removeWindow, setWindow', () => {
  it('opens a closed day from 11:00 to 23:00', () => {
    expect(times(addWindow(weekOf([]), 3))[3]).toEqual(['11:00-23:00']);
  });
  it('adds a second window an hour after the first closes', () => {
    const week = addWindow(weekOf([{ day: 2, opens: '12:00', closes: '15:00' }]), 2);
    expect(times(week)[2]).toEqual(['12:00-15:00', '16:00-19:00']);
  });
  it('stops a new window at midnight', () => {
    const week = addWindow(weekOf([{ day: 2, opens: '12:00', closes: '22:00' }]), 2);
    expect(times(week)[2]).toEqual(['12:00-22:00', '23:00-24:00']);
  });
  it('leaves a new window blank when the day is already open late', () => {
    const week = addWindow(weekOf([{ day: 2, opens: '12:00', closes: '23:30' }]), 2);
    expect(times(week)[2]).toEqual(['12:00-23:30', '-']);
  });
  it('removes only the window named, leaving the day closed when it was the last', () => {
    const week = weekOf([
      { day: 5, opens: '12:00', closes: '15:00' },
      { day: 6, opens: '12:00', closes: '15:00' },
    ]);
    const key = week[5]?.[0]?.key ?? '';
    expect(times(removeWindow(week, 5, key))).toEqual([[], [], [], [], [], [], ['12:00-15:00']]);
  });
  it('changes one time of one window, and nothing else', () => {
    const week = weekOf([
      { day: 1, opens: '12:00', closes: '15:00' },
      { day: 1, opens: '19:00', closes: '23:00' },
    ]);
    const key = week[1]?.[1]?.key ?? '';
    expect(times(setWindow(week, 1, key, { closes: '23:45' }))[1]).toEqual(['12:00-15:00', '19:00-23:45']);
    expect(times(week)[1]).toEqual(['12:00-15:00', '19:00-23:00']);
  });
});

describe('copyDayToAll', () => {
  it("gives every day Monday's windows, closed days too, as copies with their own keys", () => {
    const week = weekOf([
      { day: 1, opens: '12:00', closes: '15:00' },
      { day: 1, opens: '19:00', closes: '24:00' },
      { day: 3, opens: '09:00', closes: '10:00' },
    ]);
    const copied = copyDayToAll(week, 1);
    expect(times(copied)).toEqual(Array(7).fill(['12:00-15:00', '19:00-24:00']));
    expect(new Set(copied.flat().map((w) => w.key)).size).toBe(14);
    expect(copied[1]).toBe(week[1]);
  });
  it('closes every day when the day copied is closed', () => {
    const week = weekOf([{ day: 3, opens: '09:00', closes: '10:00' }]);
    expect(copyDayToAll(week, 1).flat()).toEqual([]);
  });
});

describe('closingTime and endsNextDay', () => {
  it('reads 23:59 and 00:00 as midnight', () => {
    expect(closingTime('23:59')).toBe('24:00');
    expect(closingTime('00:00')).toBe('24:00');
    expect(closingTime('23:30')).toBe('23:30');
  });
  it('knows a window that closes after midnight', () => {
    expect(endsNextDay({ opens: '18:00', closes: '02:00' })).toBe(true);
    expect(endsNextDay({ opens: '18:00', closes: '00:00' })).toBe(false);
    expect(endsNextDay({ opens: '18:00', closes: '24:00' })).toBe(false);
    expect(endsNextDay({ opens: '12:00', closes: '15:00' })).toBe(false);
    expect(endsNextDay({ opens: '', closes: '02:00' })).toBe(false);
  });
});

describe('weekToHours', () => {
  it('lists the windows in day and time order, a closed day having none', () => {
    const week = weekOf([
      { day: 6, opens: '11:00', closes: '23:00' },
      { day: 1, opens: '19:00', closes: '23:00' },
      { day: 1, opens: '12:00', closes: '15:00' },
    ]);
    expect(weekToHours(week)).toEqual({
      ok: true,
      hours: [
        { day: 1, opens: '12:00', closes: '15:00' },
        { day: 1, opens: '19:00', closes: '23:00' },
        { day: 6, opens: '11:00', closes: '23:00' },
      ],
    });
  });
  it('sends a window ending at 23:59 or 00:00 as closing at 24:00', () => {
    const week = weekOf([
      { day: 2, opens: '18:00', closes: '23:59' },
      { day: 3, opens: '18:00', closes: '00:00' },
    ]);
    expect(weekToHours(week)).toEqual({
      ok: true,
      hours: [
        { day: 2, opens: '18:00', closes: '24:00' },
        { day: 3, opens: '18:00', closes: '24:00' },
      ],
    });
  });
  it('splits a window past midnight into two, the second on the next day (Saturday into Sunday)', () => {
    const week = weekOf([{ day: 6, opens: '18:00', closes: '02:00' }]);
    expect(weekToHours(week)).toEqual({
      ok: true,
      hours: [
        { day: 0, opens: '00:00', closes: '02:00' },
        { day: 6, opens: '18:00', closes: '24:00' },
      ],
    });
  });
  it('names the day and the time that is missing', () => {
    const week = addWindow(weekOf([{ day: 4, opens: '12:00', closes: '23:30' }]), 4);
    const key = week[4]?.[1]?.key;
    expect(weekToHours(week)).toEqual({
      ok: false,
      day: 4,
      key,
      field: 'opens',
      message: 'Thursday: enter when the window opens.',
    });
    const typed = setWindow(week, 4, key ?? '', { opens: '23:45' });
    expect(weekToHours(typed)).toMatchObject({
      ok: false,
      field: 'closes',
      message: 'Thursday: enter when the window closes.',
    });
  });
  it('refuses a window that opens and closes at the same time', () => {
    const week = weekOf([{ day: 1, opens: '12:00', closes: '12:00' }]);
    expect(weekToHours(week)).toMatchObject({ ok: false, day: 1, field: 'closes' });
  });
  it('names overlapping windows by their day', () => {
    const week = weekOf([
      { day: 5, opens: '12:00', closes: '16:00' },
      { day: 5, opens: '15:00', closes: '23:00' },
    ]);
    expect(weekToHours(week)).toMatchObject({
      ok: false,
      day: 5,
      message: 'Friday: 12:00 to 16:00 overlaps the next window.',
    });
  });
  it("names the late window's own day when its part after midnight overlaps the next day's", () => {
    const week = weekOf([
      { day: 1, opens: '18:00', closes: '03:00' },
      { day: 2, opens: '02:00', closes: '05:00' },
    ]);
    expect(weekToHours(week)).toEqual({
      ok: false,
      day: 1,
      key: week[1]?.[0]?.key,
      field: 'closes',
      message: 'Monday: the window past midnight runs until 03:00 on Tuesday, over its window from 02:00.',
    });
    const early = weekOf([
      { day: 2, opens: '00:00', closes: '05:00' },
      { day: 1, opens: '18:00', closes: '03:00' },
    ]);
    expect(weekToHours(early)).toMatchObject({ ok: false, day: 1, field: 'closes' });
  });
  it('accepts a week that is closed every day', () => {
    expect(weekToHours(weekOf([]))).toEqual({ ok: true, hours: [] });
  });
});

describe('sameHours', () => {
  it('compares weeks whatever their order', () => {
    const a = [
      { day: 1, opens: '12:00', closes: '15:00' },
      { day: 2, opens: '12:00', closes: '15:00' },
    ];
    expect(sameHours(a, [...a].reverse())).toBe(true);
    expect(sameHours(a, a.slice(1))).toBe(false);
    expect(sameHours(a, [{ ...a[0], closes: '15:30' } as (typeof a)[0], a[1] as (typeof a)[0]])).toBe(false);
  });
});
