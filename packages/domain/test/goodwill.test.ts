import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goodwillAmountInput } from '../src/contracts/support-customers/customer-fields.ts';
import { GOODWILL_MAX_PAISE, goodwillPath, kolkataDayOf } from '../src/support/goodwill.ts';

const HOUR = 3_600_000;

describe('the Kolkata day of an instant', () => {
  it('runs from 18:30 UTC to 18:30 UTC the next day', () => {
    expect(kolkataDayOf(new Date('2026-11-19T07:30:00Z'))).toEqual({
      start: new Date('2026-11-18T18:30:00Z'),
      end: new Date('2026-11-19T18:30:00Z'),
    });
    // 23:59:59.999 and 00:00 in Kolkata are two days.
    expect(kolkataDayOf(new Date('2026-11-19T18:29:59.999Z')).start).toEqual(
      new Date('2026-11-18T18:30:00Z'),
    );
    expect(kolkataDayOf(new Date('2026-11-19T18:30:00Z')).start).toEqual(new Date('2026-11-19T18:30:00Z'));
  });

  it('holds the instant, is 24 hours long, starts at 00:00 in Kolkata, and is the same for every instant in it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const at = new Date(ms);
        const { start, end } = kolkataDayOf(at);
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(end.getTime()).toBeGreaterThan(ms);
        expect(end.getTime() - start.getTime()).toBe(24 * HOUR);
        expect((start.getTime() + 5.5 * HOUR) % (24 * HOUR)).toBe(0);
        expect(kolkataDayOf(start)).toEqual({ start, end });
        expect(kolkataDayOf(new Date(end.getTime() - 1)).start).toEqual(start);
      }),
    );
  });
});

describe('whether a credit fits the cap', () => {
  it('passes exactly at the cap and asks an admin one paisa over', () => {
    expect(goodwillPath(100_00, 200_00, 300_00)).toBe('credit');
    expect(goodwillPath(100_01, 200_00, 300_00)).toBe('request');
    expect(goodwillPath(1, 0, 0)).toBe('request');
  });

  it('never lets the day pass the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: GOODWILL_MAX_PAISE }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000_00 }),
        (amounts, cap) => {
          let used = 0;
          for (const a of amounts) if (goodwillPath(a, used, cap) === 'credit') used += a;
          expect(used).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

describe('a goodwill amount', () => {
  const read = (v: unknown) => goodwillAmountInput.safeParse(v);
  it('reads rupees as paise', () => {
    expect(read(150).data).toBe(150_00);
    expect(read('99.5').data).toBe(99_50);
    expect(read(' 0.01 ').data).toBe(1);
    expect(read(10_000).data).toBe(GOODWILL_MAX_PAISE);
  });
  it('refuses nothing, too much, the negative, a third decimal and anything not a plain amount', () => {
    for (const v of [
      0,
      '0.00',
      -5,
      0.001,
      1e21,
      10_000.01,
      '1e3',
      '0x10',
      ' ',
      '',
      null,
      [5],
      true,
      Number.NaN,
    ]) {
      const r = read(v);
      expect(r.success, String(v)).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/^amount must be/);
    }
  });
});
