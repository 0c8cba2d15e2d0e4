// The dashboard's and the statements' dates are Kolkata dates, and a statement is due 7 business days
// after its month ends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isReportMonth,
  kolkataDate,
  kolkataDay,
  lastRollupDate,
  liveSpans,
  monthRange,
  REPORT_MAX_DAYS,
  ROLLUP_AFTER_DAYS,
  reportRange,
  statementDueDate,
} from '../src/reports/report-dates.ts';

const now = new Date('2026-11-25T20:00:00Z'); // 01:30 on the 26th in Kolkata

describe('reportRange', () => {
  it('is today in Kolkata by default, midnight to midnight India time', () => {
    expect(kolkataDate(now)).toBe('2026-11-26');
    expect(reportRange({}, now)).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
      start: new Date('2026-11-25T18:30:00Z'),
      end: new Date('2026-11-26T18:30:00Z'),
      days: 1,
    });
  });

  it('reads from alone up to today, to alone as that one day', () => {
    expect(reportRange({ from: '2026-11-01' }, now)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-26',
      days: 26,
    });
    expect(reportRange({ to: '2026-02-28' }, now)).toMatchObject({
      from: '2026-02-28',
      to: '2026-02-28',
      days: 1,
    });
  });

  it('names the field that is wrong', () => {
    expect(reportRange({ from: '2026-02-30' }, now)).toEqual({
      field: 'from',
      message: 'from must be a date like 2026-11-26',
    });
    expect(reportRange({ from: '2026-11-01', to: '26-11-2026' }, now)).toMatchObject({ field: 'to' });
    expect(reportRange({ from: '2026-11-02', to: '2026-11-01' }, now)).toEqual({
      field: 'to',
      message: 'to must not be before from',
    });
    expect(reportRange({ from: '1999-12-31' }, now)).toMatchObject({ field: 'from' });
  });

  it(`allows ${REPORT_MAX_DAYS} days and no more`, () => {
    expect(reportRange({ from: '2024-01-01', to: '2024-12-31' }, now)).toMatchObject({ days: 366 });
    expect(reportRange({ from: '2024-01-01', to: '2025-01-01' }, now)).toEqual({
      field: 'to',
      message: 'The range can be at most 366 days.',
    });
  });

  it('property: a valid range covers exactly its days, 24 hours each', () => {
    const day = fc
      .integer({ min: 0, max: 3_000 })
      .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (start, len) => {
        const from = start.toISOString().slice(0, 10);
        const to = new Date(start.getTime() + len * 86_400_000).toISOString().slice(0, 10);
        const r = reportRange({ from, to }, now);
        if (len + 1 > REPORT_MAX_DAYS) {
          expect(r).toMatchObject({ field: 'to' });
          return;
        }
        if (!('start' in r)) throw new Error('expected a range');
        expect(r.days).toBe(len + 1);
        expect(r.end.getTime() - r.start.getTime()).toBe(r.days * 86_400_000);
        expect(kolkataDate(r.start)).toBe(from);
        expect(kolkataDate(new Date(r.end.getTime() - 1))).toBe(to);
      }),
    );
  });
});

describe('months and due dates', () => {
  it('knows a real month', () => {
    expect(isReportMonth('2026-11')).toBe(true);
    expect(isReportMonth('2026-13')).toBe(false);
    expect(isReportMonth('2026-1')).toBe(false);
    expect(() => monthRange('2026-00')).toThrow(RangeError);
  });

  it('a month runs from its first midnight in Kolkata to the next month first', () => {
    expect(monthRange('2026-12')).toEqual({
      start: new Date('2026-11-30T18:30:00Z'),
      end: new Date('2026-12-31T18:30:00Z'),
    });
  });

  it('is due on the 7th business day after the month ends', () => {
    expect(statementDueDate('2026-11')).toBe('2026-12-09'); // Dec 1 is a Tuesday
    expect(statementDueDate('2026-10')).toBe('2026-11-10'); // Nov 1 is a Sunday
    expect(statementDueDate('2026-12')).toBe('2027-01-11'); // Jan 1 2027 is a Friday
    expect(() => statementDueDate('nope')).toThrow(RangeError);
  });

  it('property: the due date is a weekday 9 to 11 days after the month ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2998 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const month = `${y}-${String(m).padStart(2, '0')}`;
        const due = new Date(`${statementDueDate(month)}T00:00:00Z`);
        const monthEnd = Date.UTC(y, m, 0);
        const days = (due.getTime() - monthEnd) / 86_400_000;
        expect([1, 2, 3, 4, 5]).toContain(due.getUTCDay());
        expect(days).toBeGreaterThanOrEqual(9);
        expect(days).toBeLessThanOrEqual(11);
      }),
    );
  });
});

describe('the daily roll-up (decision 038)', () => {
  const DAY = 86_400_000;
  const dateAt = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY).toISOString().slice(0, 10);

  it(`takes a day once ${ROLLUP_AFTER_DAYS} Kolkata dates have begun since it began`, () => {
    expect(ROLLUP_AFTER_DAYS).toBe(2);
    // 01:30 on the 26th in Kolkata: the 24th ended an hour and a half and a day ago.
    expect(lastRollupDate(now)).toBe('2026-11-24');
    expect(lastRollupDate(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-23');
    expect(lastRollupDate(new Date('2026-03-02T00:00:00Z'))).toBe('2026-02-28');
  });

  it('a Kolkata day is 18:30 to 18:30 UTC', () => {
    expect(kolkataDay('2026-11-26')).toEqual({
      start: new Date('2026-11-25T18:30:00Z'),
      end: new Date('2026-11-26T18:30:00Z'),
    });
    expect(() => kolkataDay('2026-02-30')).toThrow(RangeError);
  });

  it('reads live what is not rolled up, in runs of days', () => {
    const range = { from: '2026-11-01', to: '2026-11-05' };
    expect(liveSpans(range, [])).toEqual([
      { start: new Date('2026-10-31T18:30:00Z'), end: new Date('2026-11-05T18:30:00Z') },
    ]);
    expect(liveSpans(range, ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'])).toEqual(
      [],
    );
    expect(liveSpans(range, ['2026-10-31', '2026-11-02', '2026-11-03', '2026-11-06'])).toEqual([
      { start: new Date('2026-10-31T18:30:00Z'), end: new Date('2026-11-01T18:30:00Z') },
      { start: new Date('2026-11-03T18:30:00Z'), end: new Date('2026-11-05T18:30:00Z') },
    ]);
    expect(() => liveSpans({ from: '2026-11-01', to: 'soon' }, [])).toThrow(RangeError);
  });

  it('property: the live spans and the rolled-up days cover the range once, spans apart and in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        fc.array(fc.integer({ min: -5, max: 70 }), { maxLength: 80 }),
        (first, len, rolledOffsets) => {
          const range = { from: dateAt(first), to: dateAt(first + len) };
          const rolled = new Set(rolledOffsets.map((o) => dateAt(first + o)));
          const spans = liveSpans(range, rolled);
          const liveDays: string[] = [];
          let previousEnd = Number.NEGATIVE_INFINITY;
          for (const { start, end } of spans) {
            expect(start.getTime()).toBeGreaterThan(previousEnd); // apart: adjacent runs are merged
            expect(end.getTime()).toBeGreaterThan(start.getTime());
            expect((end.getTime() - start.getTime()) % DAY).toBe(0);
            for (let at = start.getTime(); at < end.getTime(); at += DAY) {
              const date = kolkataDate(new Date(at));
              expect(kolkataDay(date).start.getTime()).toBe(at);
              liveDays.push(date);
            }
            previousEnd = end.getTime();
          }
          const all = Array.from({ length: len + 1 }, (_, i) => dateAt(first + i));
          expect(liveDays).toEqual(all.filter((d) => !rolled.has(d)));
        },
      ),
    );
  });
});
