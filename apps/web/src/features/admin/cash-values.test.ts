import { describe, expect, it } from 'vitest';
import { entryState, keyFor, readHandIn } from './cash-values.ts';

describe('readHandIn', () => {
  it('reads rupees as typed, in exact paise, up to what is held', () => {
    expect(readHandIn('1200', 2_000_00)).toEqual({ ok: true, amount: '1200.00', paise: 1_200_00 });
    expect(readHandIn('₹1,200.5', 2_000_00)).toEqual({ ok: true, amount: '1200.50', paise: 1_200_50 });
    expect(readHandIn(' 0.01 ', 1)).toEqual({ ok: true, amount: '0.01', paise: 1 });
    // 0.29 * 100 is 28.999999999999996 in floating point: read as text, it is 29 paise.
    expect(readHandIn('0.29', 100)).toMatchObject({ ok: true, paise: 29 });
    expect(readHandIn('420', 420_00)).toMatchObject({ ok: true, paise: 420_00 });
  });

  it('says what is wrong: nothing, not a number, more than held, past the ceiling', () => {
    for (const text of ['', '0', '0.00', '-5', '1e3', '0x10', '12.345', 'ten']) {
      expect(readHandIn(text, 500_00)).toEqual({
        ok: false,
        message: 'Enter an amount from ₹0.01 to ₹500.00, like 1200 or 349.50.',
      });
    }
    expect(readHandIn('420.01', 420_00)).toEqual({
      ok: false,
      message: 'They hold ₹420.00: a hand-in cannot be more than that.',
    });
    expect(readHandIn('50000.01', 90_000_00)).toEqual({
      ok: false,
      message: 'Enter an amount from ₹0.01 to ₹50,000.00, like 1200 or 349.50.',
    });
  });
});

describe('keyFor', () => {
  let n = 0;
  const make = () => `key-${++n}`;
  it('keeps the key for the same request and makes a new one for another', () => {
    const first = keyFor(null, { amount: '10.00', note: '' }, make);
    expect(keyFor(first, { amount: '10.00', note: '' }, make)).toBe(first);
    const second = keyFor(first, { amount: '10.50', note: '' }, make);
    expect(second.key).not.toBe(first.key);
    expect(keyFor(second, { amount: '10.50', note: 'counted' }, make).key).not.toBe(second.key);
  });
});

describe('entryState', () => {
  it('names a reversal, a reversed hand-in, and nothing for a standing one', () => {
    expect(entryState({ kind: 'reversal', reverses_id: 4, reversed_by_id: null })).toBe(
      'Reversal of hand-in #4',
    );
    expect(entryState({ kind: 'hand_in', reverses_id: null, reversed_by_id: 9 })).toBe('Reversed by #9');
    expect(entryState({ kind: 'hand_in', reverses_id: null, reversed_by_id: null })).toBeNull();
  });
});
