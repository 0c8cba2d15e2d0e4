// The cash a captain holds (decision 039). A captain collects cash at the door for cash-on-delivery
// orders and brings it to the office; an admin records each hand-in. The ledger of hand-ins is
// append-only: a mistaken entry is never edited, it is undone by a reversal entry of the same amount.
// What a captain holds is always worked out from the two records, never kept as a running figure:
//
//   held = cash collected on delivered cash orders (all time) - hand-ins + hand-ins reversed
//
// A hand-in may be at most what the captain holds, so what they hold is never below nothing.
import { formatInr } from './rupees.ts';

/** One hand-in can be at most Rs 50,000 (paise): far above a day's cash, far below a typo's 1e21. */
export const CASH_HANDIN_MAX_PAISE = 50_000_00;

export type CashEntryKind = 'hand_in' | 'reversal';

/** An entry of the hand-in ledger, as the rule needs it. */
export interface CashEntry {
  id: number;
  kind: CashEntryKind;
  /** Always positive; the kind says which way it moves what the captain holds. */
  amountPaise: number;
  /** The hand-in a reversal undoes (null for a hand-in). */
  reversesId: number | null;
}

/** The three sums what a captain holds is made of (each read in SQL from its own record). */
export interface CashTotals {
  /** The payable of the delivered cash orders the captain carried, all time. */
  collectedPaise: number;
  /** Every hand-in recorded, reversed or not. */
  handedInPaise: number;
  /** The hand-ins undone by a reversal. */
  reversedPaise: number;
}

/** What the captain holds now. */
export const cashHeld = (t: CashTotals): number => t.collectedPaise - t.handedInPaise + t.reversedPaise;

/** What the captain has handed in and that still stands (hand-ins less those reversed). */
export const cashHandedIn = (t: CashTotals): number => t.handedInPaise - t.reversedPaise;

/** The totals of a ledger: what SQL sums, worked out from the entries themselves. */
export function cashTotalsOf(collectedPaise: number, entries: readonly CashEntry[]): CashTotals {
  let handedInPaise = 0;
  let reversedPaise = 0;
  for (const e of entries) {
    if (e.kind === 'hand_in') handedInPaise += e.amountPaise;
    else reversedPaise += e.amountPaise;
  }
  return { collectedPaise, handedInPaise, reversedPaise };
}

/** Why a hand-in of `amountPaise` cannot be recorded for a captain holding `heldPaise`, or null. */
export function handInRefusal(amountPaise: number, heldPaise: number): string | null {
  if (!Number.isInteger(amountPaise) || amountPaise < 1 || amountPaise > CASH_HANDIN_MAX_PAISE) {
    return 'amount must be from 0.01 to 50000 rupees';
  }
  if (heldPaise <= 0) return 'This captain holds no cash to hand in.';
  if (amountPaise > heldPaise) {
    return `This captain holds ${formatInr(heldPaise)}: a hand-in cannot be more than that.`;
  }
  return null;
}

/**
 * Why `target` cannot be reversed, or null. Only a hand-in is reversed, and only once: a reversal of
 * a reversal would be a hand-in by another name (record one instead).
 */
export function reversalRefusal(target: CashEntry, entries: readonly CashEntry[]): string | null {
  if (target.kind !== 'hand_in') {
    return 'A reversal cannot be reversed: record a new hand-in instead.';
  }
  if (entries.some((e) => e.kind === 'reversal' && e.reversesId === target.id)) {
    return 'This hand-in was already reversed.';
  }
  return null;
}
