// The captains' cash screens in words, and what an admin types there read as the API takes it: a
// hand-in amount in rupees (never more than the captain holds) and one Idempotency-Key per request.
import { CASH_HANDIN_MAX_PAISE } from '@khabar/domain/money/cash-held';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';

/**
 * A hand-in in rupees ("₹1,200", "349.5") as the API's string, or why not: more than nothing, at most
 * what the captain holds and the per-hand-in ceiling. Read in paise, exactly (no floating point).
 */
export function readHandIn(
  text: string,
  heldPaise: number,
): { ok: true; amount: string; paise: number } | { ok: false; message: string } {
  const plain = text.replace(/[₹,\s]/g, '');
  const most = Math.min(heldPaise, CASH_HANDIN_MAX_PAISE);
  const range = `Enter an amount from ₹0.01 to ${formatInr(most)}, like 1200 or 349.50.`;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return { ok: false, message: range };
  const paise = rupeesToPaise(plain);
  if (paise < 1) return { ok: false, message: range };
  if (paise > heldPaise) {
    return {
      ok: false,
      message: `They hold ${formatInr(heldPaise)}: a hand-in cannot be more than that.`,
    };
  }
  if (paise > CASH_HANDIN_MAX_PAISE) return { ok: false, message: range };
  return { ok: true, amount: (paise / 100).toFixed(2), paise };
}

export interface KeyedRequest {
  body: string;
  key: string;
}

/**
 * The Idempotency-Key of a request: the same request again (a double click, a retry after a lost
 * answer) keeps the key of the last one, so the server writes it once; any other request gets a new key.
 */
export function keyFor(last: KeyedRequest | null, body: object, newKey: () => string): KeyedRequest {
  const text = JSON.stringify(body);
  return last && last.body === text ? last : { body: text, key: newKey() };
}

/** "Reversal of hand-in #12", "Reversed", or nothing: what became of a ledger entry. */
export function entryState(e: {
  kind: 'hand_in' | 'reversal';
  reverses_id: number | null;
  reversed_by_id: number | null;
}) {
  if (e.kind === 'reversal') return `Reversal of hand-in #${e.reverses_id}`;
  return e.reversed_by_id === null ? null : `Reversed by #${e.reversed_by_id}`;
}
