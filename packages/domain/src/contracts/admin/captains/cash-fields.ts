// What the captains' cash calls share (decision 039): the cash a captain holds as an admin sees it
// (the balance, the cash orders delivered, the hand-ins), one entry of the hand-in ledger, and the
// inputs those calls read (an amount in rupees, a note, the Idempotency-Key of one hand-in).
import { z } from 'zod';
import { CASH_HANDIN_MAX_PAISE } from '../../../money/cash-held.ts';
import { rupees } from '../../common/envelope.ts';
import { plainText } from '../../common/lifecycle-fields.ts';
import { rupeeAmountInput } from '../../common/rupee-amount.ts';
import { idInput } from '../../common/strict-inputs.ts';

export const cashHandinParams = z
  .object({
    captainId: idInput('captainId'),
    handinId: idInput('handinId'),
  })
  .meta({ examples: [{ captainId: 1, handinId: 1 }] });

export const CASH_AMOUNT_MESSAGE =
  'amount must be rupees from 0.01 to 50000, with at most two decimals (like 1200 or 349.50)';

/** A hand-in in rupees, read as exact paise (Rs 0.01 to Rs 50,000). */
export const cashAmountInput = rupeeAmountInput(CASH_HANDIN_MAX_PAISE, CASH_AMOUNT_MESSAGE);

const IDEMPOTENCY_MESSAGE = 'Idempotency-Key must be 8-100 letters, digits, - or _';

/**
 * Every ledger write names itself with an Idempotency-Key (a UUID the page makes per hand-in): a double
 * click or a retry after a lost answer sends the same key and gets the first entry back, never a second.
 */
export const cashIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_MESSAGE),
});

export const cashEntryKind = z.enum(['hand_in', 'reversal']);

export const cashEntryJson = z.object({
  id: z.number().int(),
  kind: cashEntryKind,
  /** Always positive: a hand-in lowers what the captain holds, a reversal puts it back. */
  amount: rupees,
  /** The admin's note of a hand-in, or the reason of a reversal ('' when none was written). */
  note: z.string(),
  recorded_at: z.string(),
  recorded_by: z.object({ user_id: z.number().int(), name: z.string() }),
  /** A reversal: the hand-in it undoes. */
  reverses_id: z.number().int().nullable(),
  /** A hand-in undone: the reversal that undid it. */
  reversed_by_id: z.number().int().nullable(),
});
export type CashEntryJson = z.infer<typeof cashEntryJson>;

/** A cash order the captain delivered: the cash they took at the door. */
export const cashCollectionJson = z.object({
  order_id: z.number().int(),
  unique_order_id: z.string(),
  amount: rupees,
  delivered_at: z.string(),
  /** Marked delivered by an admin (the captain's phone died) rather than by the captain's PIN. */
  marked_by_operator: z.boolean(),
});
export type CashCollectionJson = z.infer<typeof cashCollectionJson>;

/** How many of the latest collections and ledger entries a captain's cash shows. */
export const CASH_RECENT_ROWS = 20;

export const captainCash = z.object({
  captain: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    vehicle_number: z.string(),
    suspended_at: z.string().nullable(),
  }),
  /** What they hold now: collected, less handed in, plus what was reversed. */
  held: rupees,
  /** Cash taken on every cash order they delivered. */
  collected: rupees,
  /** Handed in and still standing (hand-ins less those reversed). */
  handed_in: rupees,
  /** The latest cash orders delivered, newest first. */
  collections: z.array(cashCollectionJson),
  /** The latest hand-ins and reversals, newest first. */
  entries: z.array(cashEntryJson),
});
export type CaptainCash = z.infer<typeof captainCash>;

/** What a hand-in or a reversal answers: the entry (the first one, for a repeated key) and the cash now. */
export const cashEntryResult = z.object({
  entry: cashEntryJson,
  /** True when the Idempotency-Key had already been used for this same request: nothing new was written. */
  repeated: z.boolean(),
  cash: captainCash,
});
export type CashEntryResult = z.infer<typeof cashEntryResult>;

/** The note of a hand-in: optional, at most 200 characters of plain text. */
export const cashNoteInput = plainText(0, 200, 'note must be at most 200 characters of plain text')
  .nullish()
  .transform((v) => v ?? '');

/** Why an entry is reversed: kept with the reversal and in the audit log. */
export const cashReversalReason = plainText(3, 200, 'reason must be 3 to 200 characters of plain text');
