// Refund credit that expires (decision 044): spending draws on expiring credit first, the soonest
// expiry first, then on money that never expires; an expiry entry removes what its credit had left.
// Cell by cell, then properties over random ledgers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditsToExpire,
  REFUND_CREDIT_VALID_MS,
  unspentCredits,
  type WalletLedgerEntry,
} from '../src/money/wallet-expiry.ts';

const DAY = 86_400_000;
const T0 = new Date('2026-11-01T00:00:00Z').getTime();
const day = (n: number) => new Date(T0 + n * DAY);

let nextId = 1;
const entry = (
  amountPaise: number,
  at: number,
  over: Partial<WalletLedgerEntry> = {},
): WalletLedgerEntry => ({
  id: nextId++,
  amountPaise,
  createdAt: day(at),
  expiresAt: null,
  expiresTransactionId: null,
  ...over,
});
const credit = (amountPaise: number, at: number, validDays = 30) =>
  entry(amountPaise, at, { expiresAt: day(at + validDays) });
const expiry = (of: { id: number }, amountPaise: number, at: number) =>
  entry(-amountPaise, at, { expiresTransactionId: of.id });
const unspentOf = (ledger: WalletLedgerEntry[]) =>
  Object.fromEntries(unspentCredits(ledger).map((c) => [c.id, c.unspentPaise]));

describe('what is left of each credit', () => {
  it('spending takes expiring credit before money that never expires', () => {
    const cash = entry(500_00, 0);
    const refund = credit(100_00, 1);
    expect(unspentOf([cash, refund, entry(-60_00, 2)])).toEqual({ [refund.id]: 40_00 });
    expect(unspentOf([cash, refund, entry(-160_00, 2)])).toEqual({ [refund.id]: 0 });
  });

  it('the soonest expiry first, whatever order the credits came in', () => {
    const long = credit(100_00, 0, 60);
    const short = credit(100_00, 1, 30);
    expect(unspentOf([long, short, entry(-150_00, 2)])).toEqual({ [long.id]: 50_00, [short.id]: 0 });
  });

  it('an expiry entry removes what its credit had left; later spending does not draw on it', () => {
    const cash = entry(50_00, 0);
    const refund = credit(100_00, 1);
    const gone = expiry(refund, 100_00, 31);
    const credits = unspentCredits([cash, refund, gone, entry(-20_00, 32)]);
    expect(credits).toEqual([{ id: refund.id, expiresAt: day(31), unspentPaise: 0, expired: true }]);
  });

  it('money given back after spending (a cancelled order) does not expire', () => {
    const refund = credit(100_00, 0);
    expect(unspentOf([refund, entry(-100_00, 1), entry(100_00, 2)])).toEqual({ [refund.id]: 0 });
  });

  it('the policy: 30 days', () => {
    expect(REFUND_CREDIT_VALID_MS).toBe(30 * DAY);
  });
});

describe('what expires now', () => {
  it('credits whose day has come with something left, not already expired', () => {
    const a = credit(100_00, 0);
    const b = credit(80_00, 5);
    const c = credit(70_00, 6);
    const ledger = [a, b, entry(-80_00, 7), c, entry(-10_00, 8)];
    // On day 30 only a is due: both spends drew on it first (100 - 80 - 10 = 10 left).
    expect(creditsToExpire(ledger, day(30))).toEqual([
      { id: a.id, expiresAt: day(30), unspentPaise: 10_00, expired: false },
    ]);
    // After a's expiry, on day 35 b is due, untouched; c (day 36) not yet.
    const withA = [...ledger, expiry(a, 10_00, 30)];
    expect(creditsToExpire(withA, day(35)).map((x) => [x.id, x.unspentPaise])).toEqual([[b.id, 80_00]]);
    expect(creditsToExpire(withA, day(29))).toEqual([]);
  });

  it('a fully spent credit needs no entry', () => {
    const a = credit(100_00, 0);
    expect(creditsToExpire([a, entry(-100_00, 1)], day(40))).toEqual([]);
  });
});

describe('properties', () => {
  /** A random ledger a real wallet could have: no withdrawal past the balance; expiries as the job writes them. */
  const ledgers = fc
    .array(
      fc.record({
        kind: fc.constantFrom('cash', 'credit', 'spend', 'expire'),
        amount: fc.integer({ min: 1, max: 500_00 }),
        validDays: fc.integer({ min: 1, max: 60 }),
      }),
      { maxLength: 40 },
    )
    .map((steps) => {
      const ledger: WalletLedgerEntry[] = [];
      let balance = 0;
      steps.forEach((s, i) => {
        if (s.kind === 'cash') ledger.push(entry(s.amount, i));
        else if (s.kind === 'credit') ledger.push(credit(s.amount, i, s.validDays));
        else if (s.kind === 'spend') {
          const spend = Math.min(s.amount, balance);
          if (spend > 0) ledger.push(entry(-spend, i));
        } else {
          for (const due of creditsToExpire(ledger, day(i))) ledger.push(expiry(due, due.unspentPaise, i));
        }
        balance = ledger.reduce((sum, e) => sum + e.amountPaise, 0);
      });
      return ledger;
    });
  const balanceOf = (ledger: WalletLedgerEntry[]) => ledger.reduce((sum, e) => sum + e.amountPaise, 0);
  const permanentIn = (ledger: WalletLedgerEntry[]) =>
    balanceOf(ledger) - unspentCredits(ledger).reduce((sum, c) => sum + c.unspentPaise, 0);

  it('the unspent sum never exceeds the balance, and no credit has more left than it gave', () => {
    fc.assert(
      fc.property(ledgers, (ledger) => {
        const credits = unspentCredits(ledger);
        expect(credits.reduce((s, c) => s + c.unspentPaise, 0)).toBeLessThanOrEqual(balanceOf(ledger));
        for (const c of credits) {
          const given = ledger.find((e) => e.id === c.id)!.amountPaise;
          expect(c.unspentPaise).toBeGreaterThanOrEqual(0);
          expect(c.unspentPaise).toBeLessThanOrEqual(given);
        }
      }),
    );
  });

  it('expiring one lowers the balance by its unspent part only, and never touches permanent money', () => {
    fc.assert(
      fc.property(ledgers, fc.integer({ min: 0, max: 100 }), (ledger, at) => {
        const due = creditsToExpire(ledger, day(at));
        if (due.length === 0) return;
        const first = due[0]!;
        const after = [...ledger, expiry(first, first.unspentPaise, at)];
        expect(balanceOf(ledger) - balanceOf(after)).toBe(first.unspentPaise);
        expect(first.unspentPaise).toBeLessThanOrEqual(balanceOf(ledger));
        expect(permanentIn(after)).toBe(permanentIn(ledger));
        // The others keep what they had; the expired one is done.
        const before = unspentOf(ledger);
        const now = unspentOf(after);
        for (const [id, left] of Object.entries(now)) {
          expect(left).toBe(Number(id) === first.id ? 0 : before[id]);
        }
        expect(creditsToExpire(after, day(at)).map((c) => c.id)).not.toContain(first.id);
      }),
    );
  });

  it('spending lowers the unspent credit first: permanent money moves only once credit is gone', () => {
    fc.assert(
      fc.property(ledgers, fc.integer({ min: 1, max: 500_00 }), (ledger, amount) => {
        const spend = Math.min(amount, balanceOf(ledger));
        if (spend === 0) return;
        const after = [...ledger, entry(-spend, 99)];
        const creditLeft = balanceOf(ledger) - permanentIn(ledger);
        expect(permanentIn(ledger) - permanentIn(after)).toBe(Math.max(0, spend - creditLeft));
      }),
    );
  });
});
