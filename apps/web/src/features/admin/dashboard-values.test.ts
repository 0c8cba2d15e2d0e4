import { describe, expect, it } from 'vitest';
import {
  chartSummary,
  collectedIn,
  dayText,
  durationText,
  lastMonth,
  monthText,
  presetRange,
  rupeeText,
  shareText,
} from './dashboard-values.ts';

const now = new Date('2026-11-25T20:00:00Z'); // the 26th in Kolkata

describe('dashboard values', () => {
  it('adds up the cash collected in paise, so 0.1 + 0.2 is 0.30', () => {
    expect(collectedIn([])).toBe('0.00');
    expect(collectedIn([{ collected: '0.10' }, { collected: '0.20' }])).toBe('0.30');
    expect(collectedIn([{ collected: '1234.56' }, { collected: '0.44' }])).toBe('1235.00');
  });

  it('makes the quick ranges in Kolkata dates', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetRange('week', now)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetRange('month', now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });

  it('says durations, money and shares in words', () => {
    expect(durationText(40)).toBe('40 s');
    expect(durationText(75)).toBe('1 min 15 s');
    expect(durationText(3_600)).toBe('60 min');
    expect(rupeeText('123456.50')).toBe('₹1,23,456.50');
    expect(shareText(5 / 6)).toBe('83 %');
    expect(shareText(null)).toBe('–');
  });

  it('sums up the chart in a sentence', () => {
    expect(
      chartSummary(
        [
          { label: '12:00', placed: 2 },
          { label: '13:00', placed: 5 },
        ],
        'hour',
      ),
    ).toBe('7 orders; the busiest hour was 13:00 with 5.');
    expect(chartSummary([{ label: '2026-11-01', placed: 0 }], 'day')).toBe('No orders in this range.');
    expect(chartSummary([{ label: '13:00', placed: 1 }], 'hour')).toBe(
      '1 order; the busiest hour was 13:00 with 1.',
    );
  });

  it('knows last month and says dates as people do', () => {
    expect(lastMonth(now)).toBe('2026-10');
    expect(lastMonth(new Date('2027-01-10T00:00:00Z'))).toBe('2026-12');
    expect(dayText('2026-12-09')).toBe('9 Dec 2026');
    expect(monthText('2026-11')).toBe('November 2026');
  });
});
