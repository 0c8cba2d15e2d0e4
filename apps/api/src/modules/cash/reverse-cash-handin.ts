// An admin undoes a hand-in recorded by mistake (decision 039): never by editing or deleting it (the
// ledger is append-only), but by a reversal entry of the same amount that names it, with a reason. A
// hand-in is reversed once; a reversal is not reversed (record a new hand-in instead): 409 with what
// happened. Written in the ledger's frame like a hand-in (writeLedgerOnce: level, captain, queue, key).
import { type Db, schema } from '@khabar/db';
import { type CashEntry, type CashEntryResult, paiseToRupees, reversalRefusal } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { requestHashOf, writeCashEntry, writeLedgerOnce } from './cash-ledger.ts';
import { cashTotalsFor } from './cash-totals.ts';

const h = schema.cashHandins;

const asEntry = (r: typeof h.$inferSelect): CashEntry => ({
  id: r.id,
  kind: r.kind,
  amountPaise: r.amountPaise,
  reversesId: r.reversesId,
});

export async function reverseCashHandin(input: {
  db: Db;
  events: EventBus;
  now: () => Date;
  userId: number;
  captainId: number;
  handinId: number;
  reason: string;
  idempotencyKey: string;
}): Promise<CashEntryResult> {
  const at = input.now();
  const requestHash = requestHashOf(['reversal', input.captainId, input.handinId, input.reason]);
  return writeLedgerOnce({
    db: input.db,
    events: input.events,
    now: input.now,
    userId: input.userId,
    captainId: input.captainId,
    idempotencyKey: input.idempotencyKey,
    requestHash,
    // Not the key: a second reversal of the same hand-in raced this one and won.
    lostRace: () => new AppError('CONFLICT', 'This hand-in was already reversed.'),
    write: async (tx, captain) => {
      // Another captain's entry is not found here, as a missing one is.
      const [target] = await tx
        .select()
        .from(h)
        .where(and(eq(h.id, input.handinId), eq(h.deliveryPartnerId, captain.id)));
      if (!target) throw new AppError('NOT_FOUND', 'Hand-in not found');
      const undoing = await tx.select().from(h).where(eq(h.reversesId, target.id));
      const refusal = reversalRefusal(asEntry(target), [asEntry(target), ...undoing.map(asEntry)]);
      if (refusal) throw new AppError('CONFLICT', refusal);
      const row = await writeCashEntry({
        tx,
        input: {
          captain,
          userId: input.userId,
          kind: 'reversal',
          amountPaise: target.amountPaise,
          reversesId: target.id,
          note: input.reason,
          idempotencyKey: input.idempotencyKey,
          requestHash,
          totalsBefore: await cashTotalsFor({ db: tx, captainId: captain.id }),
          before: {
            id: target.id,
            kind: target.kind,
            amount: paiseToRupees(target.amountPaise),
            note: target.note,
            recorded_by: target.recordedBy,
            recorded_at: target.recordedAt.toISOString(),
          },
          at,
        },
      });
      return row.id;
    },
  });
}
