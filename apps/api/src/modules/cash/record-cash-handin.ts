// An admin records that a captain handed in cash at the office (decision 039). In one transaction: the
// admin's level (support and everyone else 403), the captain (404), the captain's ledger queued behind
// any other write for them, the Idempotency-Key (the same request again answers the first entry), what
// they hold now and the refusal of a hand-in above it (422 naming amount), the entry and its audit row.
import type { Db } from '@khabar/db';
import { type CashEntryResult, cashHeld, handInRefusal } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { findCaptain, lockCaptainCash } from './captain-cash-json.ts';
import { entryByKey, entryResult, isUniqueViolation, requestHashOf, writeCashEntry } from './cash-ledger.ts';
import { cashTotalsFor } from './cash-totals.ts';

export async function recordCashHandin(input: {
  db: Db;
  now: () => Date;
  userId: number;
  captainId: number;
  amountPaise: number;
  note: string;
  idempotencyKey: string;
}): Promise<CashEntryResult> {
  const at = input.now();
  const requestHash = requestHashOf(['hand_in', input.captainId, input.amountPaise, input.note]);
  try {
    return await input.db.transaction(async (tx) => {
      await requireOperator(tx, input.userId, 'admin');
      const captain = await lockCaptainCash(tx, input.captainId);
      const earlier = await entryByKey(tx, input.userId, input.idempotencyKey, requestHash);
      if (earlier) return entryResult(tx, captain, earlier.id, true);
      const totals = await cashTotalsFor(tx, captain.id);
      const refusal = handInRefusal(input.amountPaise, cashHeld(totals));
      if (refusal) throw new AppError('UNPROCESSABLE', refusal, { field: 'amount' });
      const row = await writeCashEntry(tx, {
        captain,
        userId: input.userId,
        kind: 'hand_in',
        amountPaise: input.amountPaise,
        reversesId: null,
        note: input.note,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        totalsBefore: totals,
        before: null,
        at,
      });
      return entryResult(tx, captain, row.id, false);
    });
  } catch (err) {
    // The same key raced in from another request (for another captain: no lock in common): that
    // request's entry is the answer when it asked the same, else the key's reuse is refused.
    if (!isUniqueViolation(err)) throw err;
    const earlier = await entryByKey(input.db, input.userId, input.idempotencyKey, requestHash);
    if (!earlier) throw err;
    return entryResult(input.db, await findCaptain(input.db, input.captainId), earlier.id, true);
  }
}
