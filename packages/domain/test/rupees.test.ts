import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInr,
  paiseToRupees,
  percentOfToRupee,
  roundToRupee,
  rupeesToPaise,
} from '../src/money/rupees.ts';

const paise = fc.integer({ min: -1e12, max: 1e12 });

describe('rupee strings', () => {
  it('shows paise as the spec does', () => {
    expect(paiseToRupees(14900)).toBe('149.00');
    expect(paiseToRupees(5)).toBe('0.05');
    expect(paiseToRupees(-550)).toBe('-5.50');
    expect(paiseToRupees(0)).toBe('0.00');
  });

  it('round-trips every amount exactly', () => {
    fc.assert(fc.property(paise, (p) => rupeesToPaise(paiseToRupees(p)) === p));
  });

  it('reads the shapes clients send', () => {
    expect(rupeesToPaise('149')).toBe(14900);
    expect(rupeesToPaise('149.5')).toBe(14950);
    expect(rupeesToPaise(' 20.05 ')).toBe(2005);
    expect(rupeesToPaise(99.99)).toBe(9999);
  });

  it.each(['', 'abc', '1.234', '1e3', '₹10', '--1'])('refuses %j', (bad) => {
    expect(() => rupeesToPaise(bad)).toThrow(RangeError);
  });

  it('refuses fractional paise, saying what it got', () => {
    expect(() => paiseToRupees(1.5)).toThrow(new RangeError('paise must be an integer, got 1.5'));
    expect(() => formatInr(0.1)).toThrow(new RangeError('paise must be an integer, got 0.1'));
    expect(() => rupeesToPaise('abc')).toThrow(new RangeError('not a rupee amount: abc'));
  });
});

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(12345650)).toBe('₹1,23,456.50');
    expect(formatInr(100000000)).toBe('₹10,00,000.00');
    expect(formatInr(99900)).toBe('₹999.00');
    expect(formatInr(25000, { trimZeros: true })).toBe('₹250');
    expect(formatInr(-4000, { trimZeros: true })).toBe('-₹40');
    expect(formatInr(10_000_000_000)).toBe('₹10,00,00,000.00');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it('trims only a zero fraction', () => {
    expect(formatInr(25050, { trimZeros: true })).toBe('₹250.50');
    expect(formatInr(25000, { trimZeros: false })).toBe('₹250.00');
  });

  it('keeps every digit, only adding commas', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const text = formatInr(p);
        return text.replace(/[₹,]/g, '') === paiseToRupees(p);
      }),
    );
  });
});

describe('rounding to the rupee (half up)', () => {
  it('rounds 50 paise up and 49 down', () => {
    expect(roundToRupee(14950)).toBe(15000);
    expect(roundToRupee(14949)).toBe(14900);
    expect(roundToRupee(0)).toBe(0);
  });

  it('always lands on a whole rupee within half a rupee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (p) => {
        const r = roundToRupee(p);
        return r % 100 === 0 && r - p <= 50 && p - r < 50;
      }),
    );
  });

  it('takes a percentage in basis points, rounded half up to the rupee', () => {
    expect(percentOfToRupee(39900, 500)).toBe(2000); // 5% of 399 = 19.95 -> 20
    expect(percentOfToRupee(19800, 500)).toBe(1000); // 9.90 -> 10
    expect(percentOfToRupee(18900, 500)).toBe(900); // 9.45 -> 9
    expect(percentOfToRupee(12345, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (p, bp) => {
        const exact = (p * bp) / 10_000;
        const r = percentOfToRupee(p, bp);
        return r % 100 === 0 && Math.abs(r - exact) <= 50;
      }),
    );
  });
});
