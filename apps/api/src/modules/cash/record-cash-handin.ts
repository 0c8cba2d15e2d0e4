// An admin records that a captain handed in cash at the office (decision 039). In the ledger's frame
// (writeLedgerOnce: admin level, captain, queue, Idempotency-Key): what they hold now, the refusal of a
// hand-in above it (422 naming amount), then the entry and its audit row.
import type { Db } from '@khabar/db';
import { type CashEntryResult, cashHeld, handInRefusal } from '@khabar/domain';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { requestHashOf, writeCashEntry, writeLedgerOnce } from './cash-ledger.ts';
import { cashTotalsFor } from './cash-totals.ts';

export async function recordCashHandin(input: {
  db: Db;
  events: EventBus;
  now: () => Date;
  userId: number;
  captainId: number;
  amountPaise: number;
  note: string;
  idempotencyKey: string;
}): Promise<CashEntryResult> {
  const at = input.now();
  const requestHash = requestHashOf(['hand_in', input.captainId, input.amountPaise, input.note]);
  return writeLedgerOnce({
    db: input.db,
    events: input.events,
    now: input.now,
    userId: input.userId,
    captainId: input.captainId,
    idempotencyKey: input.idempotencyKey,
    requestHash,
    write: async (tx, captain) => {
      const totals = await cashTotalsFor({ db: tx, captainId: captain.id });
      const refusal = handInRefusal(input.amountPaise, cashHeld(totals));
      if (refusal) throw new AppError('UNPROCESSABLE', refusal, { field: 'amount' });
      const row = await writeCashEntry({
        tx,
        input: {
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
        },
      });
      return row.id;
    },
  });
}
