// A statement opened in a spreadsheet: quoted where needed, and no cell a spreadsheet would run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_LABELS, cancellationCauseOf } from '../src/reports/cancellation-causes.ts';
import { csvCell, toCsv } from '../src/reports/csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Aminia, Park Street')).toBe('"Aminia, Park Street"');
    expect(csvCell('The "Best" Biryani')).toBe('"The ""Best"" Biryani"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const bad of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      const cell = csvCell(bad);
      expect(cell.startsWith(`"'`), bad).toBe(true);
    }
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
  });

  it('keeps amounts as numbers, negative ones too', () => {
    expect(csvCell('-150.00')).toBe('-150.00');
    expect(csvCell('1234.50')).toBe('1234.50');
    expect(csvCell(12)).toBe('12');
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', '-2.00'],
      ]),
    ).toBe('a,1\r\n"b,c",-2.00\r\n');
  });

  it('property: no cell starts with a formula character unless it is a plain number', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const cell = csvCell(s);
        const first = cell.startsWith('"') ? cell[1] : cell[0];
        if (!/^-?\d+(\.\d+)?$/.test(s)) expect(first ?? '').not.toMatch(/[=+\-@\t\r]/);
        // Reading the cell back gives the text (with the apostrophe when one was added).
        const read = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        expect(read === s || read === `'${s}`).toBe(true);
      }),
    );
  });
});

describe('cancellation causes', () => {
  it('tells a refusal from a restaurant that never answered', () => {
    expect(cancellationCauseOf({ cancelledBy: 'restaurant', accepted: false })).toBe('restaurant');
    expect(cancellationCauseOf({ cancelledBy: 'system', accepted: false })).toBe('not_accepted');
    expect(cancellationCauseOf({ cancelledBy: 'system', accepted: true })).toBe('other');
    expect(cancellationCauseOf({ cancelledBy: 'customer', accepted: false })).toBe('customer');
    expect(cancellationCauseOf({ cancelledBy: 'captain', accepted: true })).toBe('captain');
    expect(cancellationCauseOf({ cancelledBy: null, accepted: false })).toBe('other');
    expect(CANCELLATION_LABELS.not_accepted).toBe('Not accepted in time');
  });

  it('reads support’s cancellations by the fault they named', () => {
    const bySupport = (cancelFault: string | null) =>
      cancellationCauseOf({ cancelledBy: 'operator', accepted: true, cancelFault });
    expect(bySupport('restaurant')).toBe('restaurant');
    expect(bySupport('customer')).toBe('customer');
    expect(bySupport('captain')).toBe('captain');
    expect(bySupport('platform')).toBe('other');
    expect(bySupport(null)).toBe('other');
    // A fault on an order nobody at support cancelled is not read.
    expect(cancellationCauseOf({ cancelledBy: 'customer', accepted: false, cancelFault: 'restaurant' })).toBe(
      'customer',
    );
  });
});
