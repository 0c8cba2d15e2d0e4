import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown, spokenCountdown } from './countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds, rounding a part second up', () => {
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(1)).toBe('0:01');
  });
  it('never goes below 0:00', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
  it('reads back to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3600_000 }), (ms) => {
        const [m, s] = formatCountdown(ms).split(':').map(Number);
        expect(s).toBeLessThan(60);
        expect(m! * 60 + s!).toBe(Math.ceil(ms / 1000));
      }),
    );
  });
});

describe('spokenCountdown', () => {
  it('says minutes and seconds in words', () => {
    expect(spokenCountdown(65_000)).toBe('1 minute 5 seconds');
    expect(spokenCountdown(120_000)).toBe('2 minutes');
    expect(spokenCountdown(1_000)).toBe('1 second');
    expect(spokenCountdown(0)).toBe('0 seconds');
  });
});
