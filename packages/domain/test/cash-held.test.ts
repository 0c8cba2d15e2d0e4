// The cash a captain holds (decision 039): collected on delivered cash orders, less hand-ins, plus the
// hand-ins reversed; a hand-in at most what is held; a hand-in reversed once, a reversal never. Cell by
// cell, then properties over random days of deliveries, hand-ins and reversals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashAmountInput,
  cashIdempotencyHeaders,
  cashNoteInput,
} from '../src/contracts/admin/captains/cash-fields.ts';
import {
  CASH_HANDIN_MAX_PAISE,
  type CashEntry,
  cashHandedIn,
  cashHeld,
  cashTotalsOf,
  handInRefusal,
  reversalRefusal,
} from '../src/money/cash-held.ts';

const handIn = (id: number, amountPaise: number): CashEntry => ({
  id,
  kind: 'hand_in',
  amountPaise,
  reversesId: null,
});
const reversal = (id: number, of: CashEntry): CashEntry => ({
  id,
  kind: 'reversal',
  amountPaise: of.amountPaise,
  reversesId: of.id,
});

describe('what a captain holds', () => {
  it('is the cash collected less the hand-ins, with a reversed hand-in put back', () => {
    const a = handIn(1, 300_00);
    const b = handIn(2, 150_50);
    expect(cashHeld(cashTotalsOf(1_000_00, []))).toBe(1_000_00);
    expect(cashHeld(cashTotalsOf(1_000_00, [a]))).toBe(700_00);
    expect(cashHeld(cashTotalsOf(1_000_00, [a, b]))).toBe(549_50);
    expect(cashHeld(cashTotalsOf(1_000_00, [a, b, reversal(3, a)]))).toBe(849_50);
    expect(cashHandedIn(cashTotalsOf(1_000_00, [a, b, reversal(3, a)]))).toBe(150_50);
    expect(cashTotalsOf(1_000_00, [a, b, reversal(3, a)])).toEqual({
      collectedPaise: 1_000_00,
      handedInPaise: 450_50,
      reversedPaise: 300_00,
    });
  });
});

describe('a hand-in', () => {
  it('may be anything from one paisa up to exactly what is held', () => {
    expect(handInRefusal(1, 1)).toBeNull();
    expect(handInRefusal(420_00, 420_00)).toBeNull();
    expect(handInRefusal(420_01, 420_00)).toBe(
      'This captain holds ₹420.00: a hand-in cannot be more than that.',
    );
    expect(handInRefusal(1, 0)).toBe('This captain holds no cash to hand in.');
  });

  it('is a whole number of paise from 1 to the ceiling, whatever is held', () => {
    const big = CASH_HANDIN_MAX_PAISE * 10;
    for (const amount of [0, -1, 0.5, Number.NaN, CASH_HANDIN_MAX_PAISE + 1, 1e21]) {
      expect(handInRefusal(amount, big), String(amount)).toMatch(/^amount must be/);
    }
    expect(handInRefusal(CASH_HANDIN_MAX_PAISE, big)).toBeNull();
  });
});

describe('a reversal', () => {
  it('undoes a hand-in once, and is never itself undone', () => {
    const a = handIn(1, 100_00);
    const undo = reversal(2, a);
    expect(reversalRefusal(a, [a])).toBeNull();
    expect(reversalRefusal(a, [a, undo])).toBe('This hand-in was already reversed.');
    expect(reversalRefusal(undo, [a, undo])).toBe(
      'A reversal cannot be reversed: record a new hand-in instead.',
    );
    // Another hand-in's reversal does not count against this one.
    expect(reversalRefusal(a, [a, handIn(3, 5_00), reversal(4, handIn(3, 5_00))])).toBeNull();
  });
});

/** A random day at the office: deliveries, hand-ins of a share of what is held, reversals of any entry. */
const day = fc.array(
  fc.oneof(
    fc.record({ step: fc.constant('deliver' as const), paise: fc.integer({ min: 0, max: 2_000_00 }) }),
    fc.record({ step: fc.constant('hand_in' as const), share: fc.double({ min: 0, max: 1.2, noNaN: true }) }),
    fc.record({ step: fc.constant('reverse' as const), pick: fc.nat() }),
  ),
  { maxLength: 60 },
);

type Day = typeof day extends fc.Arbitrary<infer T> ? T : never;

/** Plays a day through the rules as the server does: refusals change nothing. */
function play(steps: Day) {
  let collected = 0;
  const entries: CashEntry[] = [];
  for (const s of steps) {
    const held = cashHeld(cashTotalsOf(collected, entries));
    if (s.step === 'deliver') collected += s.paise;
    else if (s.step === 'hand_in') {
      const amount = Math.max(1, Math.round(held * s.share));
      if (handInRefusal(amount, held) === null) entries.push(handIn(entries.length + 1, amount));
    } else if (entries.length > 0) {
      const target = entries[s.pick % entries.length]!;
      if (reversalRefusal(target, entries) === null) entries.push(reversal(entries.length + 1, target));
    }
  }
  return { collected, entries };
}

describe('the balance over any day', () => {
  it('never goes below nothing, and is what was collected less what stands handed in', () => {
    fc.assert(
      fc.property(day, (steps) => {
        const { collected, entries } = play(steps);
        const totals = cashTotalsOf(collected, entries);
        expect(cashHeld(totals)).toBeGreaterThanOrEqual(0);
        expect(cashHeld(totals)).toBe(collected - cashHandedIn(totals));
        expect(cashHandedIn(totals)).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(cashHeld(totals))).toBe(true);
      }),
    );
  });

  it('with every reversal, is as if the hand-ins it undid had never been made', () => {
    fc.assert(
      fc.property(day, (steps) => {
        const { collected, entries } = play(steps);
        const undone = new Set(entries.filter((e) => e.kind === 'reversal').map((e) => e.reversesId));
        const standing = entries.filter((e) => e.kind === 'hand_in' && !undone.has(e.id));
        expect(cashHeld(cashTotalsOf(collected, entries))).toBe(cashHeld(cashTotalsOf(collected, standing)));
      }),
    );
  });

  it('is the same whatever order the entries are summed in (SQL sums them unordered)', () => {
    fc.assert(
      fc.property(day, fc.nat(), (steps, seed) => {
        const { collected, entries } = play(steps);
        const shuffled = [...entries].sort(
          (a, b) => ((a.id * 7919 + seed) % 101) - ((b.id * 7919 + seed) % 101),
        );
        expect(cashTotalsOf(collected, shuffled)).toEqual(cashTotalsOf(collected, entries));
      }),
    );
  });

  it('each hand-in is undone at most once, and no reversal is undone', () => {
    fc.assert(
      fc.property(day, (steps) => {
        const { entries } = play(steps);
        const reversals = entries.filter((e) => e.kind === 'reversal');
        const targets = reversals.map((e) => e.reversesId);
        expect(new Set(targets).size).toBe(targets.length);
        for (const r of reversals) {
          const target = entries.find((e) => e.id === r.reversesId);
          expect(target?.kind).toBe('hand_in');
          expect(r.amountPaise).toBe(target?.amountPaise);
        }
      }),
    );
  });
});

describe('the edge of the hand-in calls', () => {
  it('reads an amount in rupees as exact paise, and refuses what is not one', () => {
    const read = (v: unknown) => cashAmountInput.safeParse(v);
    expect(read(1200).data).toBe(1_200_00);
    expect(read('349.5').data).toBe(349_50);
    expect(read(' 0.01 ').data).toBe(1);
    expect(read(50_000).data).toBe(CASH_HANDIN_MAX_PAISE);
    // 0.1 + 0.2 is not 0.3 in floating point: refused rather than rounded to a paisa nobody typed.
    for (const v of [0, '0.00', -5, 0.001, 0.1 + 0.2, 1e21, 50_000.01, '1e3', '0x10', '', null, [5], true]) {
      const r = read(v);
      expect(r.success, String(v)).toBe(false);
      expect(r.error?.issues[0]?.message, String(v)).toMatch(/^amount must be rupees/);
    }
  });

  it('takes a note of up to 200 characters of plain text, or none', () => {
    expect(cashNoteInput.parse(undefined)).toBe('');
    expect(cashNoteInput.parse(null)).toBe('');
    expect(cashNoteInput.parse('  Counted at the Park Street office  ')).toBe(
      'Counted at the Park Street office',
    );
    expect(cashNoteInput.safeParse('x'.repeat(201)).success).toBe(false);
    expect(cashNoteInput.safeParse('bell \u0007').success).toBe(false);
  });

  it('needs an Idempotency-Key of 8 to 100 letters, digits, - or _', () => {
    const key = (v: unknown) => cashIdempotencyHeaders.safeParse({ 'idempotency-key': v }).success;
    expect(key('5b2f0c4e-8a1d-4c7e-9f3a-2d6b8e1c0a77')).toBe(true);
    expect(key('short')).toBe(false);
    expect(key('x'.repeat(101))).toBe(false);
    expect(key('has space in it')).toBe(false);
    expect(cashIdempotencyHeaders.safeParse({}).success).toBe(false);
  });
});
