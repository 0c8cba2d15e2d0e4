// An admin undoes a hand-in recorded by mistake (decision 039): never by editing or deleting it (the
// ledger is append-only), but by a reversal entry of the same amount that names it, with a reason. A
// hand-in is reversed once; a reversal is not reversed (record a new hand-in instead): 409 with what
// happened. Checked and written like a hand-in: level, captain, queue, key, then entry and audit row.
import { type Db, schema } from '@khabar/db';
import { type CashEntry, type CashEntryResult, paiseToRupees, reversalRefusal } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { findCaptain, lockCaptainCash } from './captain-cash-json.ts';
import { entryByKey, entryResult, isUniqueViolation, requestHashOf, writeCashEntry } from './cash-ledger.ts';
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
  now: () => Date;
  userId: number;
  captainId: number;
  handinId: number;
  reason: string;
  idempotencyKey: string;
}): Promise<CashEntryResult> {
  const at = input.now();
  const requestHash = requestHashOf(['reversal', input.captainId, input.handinId, input.reason]);
  try {
    return await input.db.transaction(async (tx) => {
      await requireOperator(tx, input.userId, 'admin');
      const captain = await lockCaptainCash(tx, input.captainId);
      const earlier = await entryByKey(tx, input.userId, input.idempotencyKey, requestHash);
      if (earlier) return entryResult(tx, captain, earlier.id, true);
      // Another captain's entry is not found here, as a missing one is.
      const [target] = await tx
        .select()
        .from(h)
        .where(and(eq(h.id, input.handinId), eq(h.deliveryPartnerId, captain.id)));
      if (!target) throw new AppError('NOT_FOUND', 'Hand-in not found');
      const undoing = await tx.select().from(h).where(eq(h.reversesId, target.id));
      const refusal = reversalRefusal(asEntry(target), [asEntry(target), ...undoing.map(asEntry)]);
      if (refusal) throw new AppError('CONFLICT', refusal);
      const row = await writeCashEntry(tx, {
        captain,
        userId: input.userId,
        kind: 'reversal',
        amountPaise: target.amountPaise,
        reversesId: target.id,
        note: input.reason,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        totalsBefore: await cashTotalsFor(tx, captain.id),
        before: {
          id: target.id,
          kind: target.kind,
          amount: paiseToRupees(target.amountPaise),
          note: target.note,
          recorded_by: target.recordedBy,
          recorded_at: target.recordedAt.toISOString(),
        },
        at,
      });
      return entryResult(tx, captain, row.id, false);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const earlier = await entryByKey(input.db, input.userId, input.idempotencyKey, requestHash);
    // Not the key: a second reversal of the same hand-in raced this one and won.
    if (!earlier) throw new AppError('CONFLICT', 'This hand-in was already reversed.');
    return entryResult(input.db, await findCaptain(input.db, input.captainId), earlier.id, true);
  }
}
