// Orders for later (decision 048): the slots offered, the server's check of a chosen one (the same
// rule), the release time and the words every screen shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpenAt, type OpeningWindow } from '../src/catalog/opening-hours.ts';
import { customerCancel } from '../src/orders/customer-cancel.ts';
import {
  releaseTime,
  SCHEDULE_LEAD_MIN,
  SCHEDULE_MAX_AHEAD_MS,
  scheduledForText,
  scheduleSlots,
  slotProblem,
  slotTimesText,
} from '../src/orders/schedule-slots.ts';

const MIN = 60_000;
/** India time on 2026-11-19 (a Thursday) plus `day` days. */
const ist = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 10, 19 + day, hh, mm) - 330 * MIN);
const everyDay = (opens: number, closes: number): OpeningWindow[] =>
  Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, opensMin: opens, closesMin: closes }));
const NAME = 'Aminia';

describe('scheduleSlots', () => {
  it('offers the half hours from 45 minutes ahead, today and tomorrow, within the hours', () => {
    const slots = scheduleSlots({ windows: everyDay(11 * 60, 15 * 60), now: ist(0, 13, 10) });
    expect(slots.map((s) => `${s.day} ${slotTimesText(s.start)}`)).toEqual([
      'today 2:00-2:30 pm',
      'today 2:30-3:00 pm',
      'tomorrow 11:00-11:30 am',
      'tomorrow 11:30 am-12:00 pm',
      'tomorrow 12:00-12:30 pm',
      'tomorrow 12:30-1:00 pm',
      'tomorrow 1:00-1:30 pm',
      'tomorrow 1:30-2:00 pm',
      'tomorrow 2:00-2:30 pm',
      'tomorrow 2:30-3:00 pm',
    ]);
  });

  it('takes a slot exactly 45 minutes ahead, and none when the restaurant has no hours', () => {
    const [first] = scheduleSlots({ windows: everyDay(0, 1440), now: ist(0, 13, 15) });
    expect(first?.start).toEqual(ist(0, 14));
    expect(scheduleSlots({ windows: [], now: ist(0, 13) })).toEqual([]);
  });

  it('reads a window to midnight and the next one from 00:00 as one stretch', () => {
    const windows: OpeningWindow[] = [
      { dayOfWeek: 4, opensMin: 22 * 60, closesMin: 1440 },
      { dayOfWeek: 5, opensMin: 0, closesMin: 60 },
    ];
    const slots = scheduleSlots({ windows, now: ist(0, 13) });
    expect(slots.map((s) => s.start)).toEqual([
      ist(0, 22),
      ist(0, 22, 30),
      ist(0, 23),
      ist(0, 23, 30),
      ist(1, 0),
      ist(1, 0, 30),
    ]);
    expect(slots.map((s) => s.day)).toEqual(['today', 'today', 'today', 'today', 'tomorrow', 'tomorrow']);
  });

  const windowsArb = fc
    .array(
      fc.record({
        dayOfWeek: fc.integer({ min: 0, max: 6 }),
        opensMin: fc.integer({ min: 0, max: 1439 }),
        length: fc.integer({ min: 1, max: 1440 }),
      }),
      { maxLength: 6 },
    )
    .map((ws) =>
      ws.map((w) => ({
        dayOfWeek: w.dayOfWeek,
        opensMin: w.opensMin,
        closesMin: Math.min(1440, w.opensMin + w.length),
      })),
    );
  const nowArb = fc
    .integer({ min: 0, max: 14 * 24 * 60 })
    .map((m) => new Date(ist(0, 0).getTime() + m * MIN));

  it('offers only slots the server accepts, and every slot the server accepts today or tomorrow', () => {
    fc.assert(
      fc.property(windowsArb, nowArb, (windows, now) => {
        const slots = scheduleSlots({ windows, now });
        for (const s of slots) {
          expect(slotProblem({ windows, now, start: s.start, restaurantName: NAME })).toBeNull();
          expect(s.start.getTime() - now.getTime()).toBeGreaterThanOrEqual(SCHEDULE_LEAD_MIN * MIN);
          expect(s.start.getTime() - now.getTime()).toBeLessThanOrEqual(SCHEDULE_MAX_AHEAD_MS);
          expect(s.end.getTime() - s.start.getTime()).toBe(30 * MIN);
          for (let m = 0; m < 30; m++)
            expect(isOpenAt(windows, new Date(s.start.getTime() + m * MIN))).toBe(true);
        }
        // Every half hour of the next two days the server accepts is on offer.
        const offered = new Set(slots.map((s) => s.start.getTime()));
        const firstHalfHour = Math.ceil(now.getTime() / (30 * MIN)) * 30 * MIN;
        for (let t = firstHalfHour; t <= now.getTime() + SCHEDULE_MAX_AHEAD_MS; t += 30 * MIN) {
          const ok = slotProblem({ windows, now, start: new Date(t), restaurantName: NAME }) === null;
          expect(offered.has(t)).toBe(ok);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('slotProblem', () => {
  const windows = everyDay(11 * 60, 15 * 60);
  const problem = (start: Date, now = ist(0, 13)) =>
    slotProblem({ windows, now, start, restaurantName: NAME });

  it('names why a slot cannot be had', () => {
    expect(problem(ist(0, 13, 30))).toBe('Choose a time at least 45 minutes from now.');
    expect(problem(ist(0, 13, 45))).toBe('Choose one of the offered times (on the hour or half past).');
    expect(problem(ist(0, 14))).toBeNull();
    expect(problem(ist(0, 14, 30))).toBeNull();
    expect(problem(ist(0, 15))).toBe('Aminia is closed at that time.');
    expect(problem(ist(1, 14, 30))).toBeNull();
    expect(problem(ist(2, 11))).toBe('Orders can be scheduled for today or tomorrow only.');
    expect(problem(new Date(Number.NaN))).toBe('Choose one of the offered times (on the hour or half past).');
  });

  it('never takes a slot less than 45 minutes ahead, whatever the hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 44 }), (ahead) => {
        const now = ist(0, 12, 7);
        const start = new Date(Math.floor((now.getTime() + ahead * MIN) / (30 * MIN)) * 30 * MIN);
        expect(slotProblem({ windows: everyDay(0, 1440), now, start, restaurantName: NAME })).toBe(
          'Choose a time at least 45 minutes from now.',
        );
      }),
    );
  });
});

describe('releaseTime', () => {
  it('is the slot less the minutes to the door, never before placing', () => {
    expect(releaseTime({ slotStart: ist(1, 13), promisedMin: 42, placedAt: ist(0, 13) })).toEqual(
      ist(1, 12, 18),
    );
    expect(releaseTime({ slotStart: ist(0, 14), promisedMin: 90, placedAt: ist(0, 13) })).toEqual(ist(0, 13));
  });

  it('is never after the slot, nor before placing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 45, max: 2880 }),
        (promisedMin, ahead) => {
          const placedAt = ist(0, 9, 17);
          const slotStart = new Date(placedAt.getTime() + ahead * MIN);
          const at = releaseTime({ slotStart, promisedMin, placedAt });
          expect(at.getTime()).toBeGreaterThanOrEqual(placedAt.getTime());
          expect(at.getTime()).toBeLessThanOrEqual(slotStart.getTime());
        },
      ),
    );
  });
});

describe('the words', () => {
  it('say the day and the slot in India time, the am/pm once when shared', () => {
    expect(scheduledForText(ist(0, 13))).toBe('Scheduled for Thu 1:00-1:30 pm');
    expect(scheduledForText(ist(1, 11, 30))).toBe('Scheduled for Fri 11:30 am-12:00 pm');
    expect(scheduledForText(ist(1, 23, 30))).toBe('Scheduled for Fri 11:30 pm-12:00 am');
    expect(slotTimesText(ist(3, 0))).toBe('12:00-12:30 am');
  });
});

describe('the customer’s cancel of an order for later', () => {
  it('is free until the release, then the usual 2 minutes from it', () => {
    const releaseAt = ist(1, 12, 18);
    expect(
      customerCancel({ statusId: 1, deliveryType: 1, placedAt: null, releaseAt, now: ist(1, 12) }),
    ).toEqual({
      allowed: true,
      until: releaseAt,
    });
    const released = { statusId: 1, deliveryType: 1 as const, placedAt: releaseAt, releaseAt };
    expect(customerCancel({ ...released, now: new Date(releaseAt.getTime() + 60_000) }).allowed).toBe(true);
    expect(customerCancel({ ...released, now: new Date(releaseAt.getTime() + 121_000) }).allowed).toBe(false);
    // An online order for later still waiting for its payment is not cancellable yet.
    expect(
      customerCancel({ statusId: 0, deliveryType: 1, placedAt: null, releaseAt, now: ist(1, 12) }).allowed,
    ).toBe(false);
  });
});
