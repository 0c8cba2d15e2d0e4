// What a ledger write shares (decision 039), hand-in and reversal alike: the admin's level, the
// captain's ledger queued behind any other write for them, its Idempotency-Key (kept with a hash of the
// request it was first used with, so a double click or a retry answers the first entry and a key reused
// for another request is refused), and the entry written with its audit row in one transaction.
import { createHash } from 'node:crypto';
import { type Db, schema } from '@khabar/db';
import {
  type CashEntryKind,
  type CashEntryResult,
  type CashTotals,
  cashHeld,
  paiseToRupees,
} from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import { publishOutbox } from '../lifecycle/index.ts';
import { findCaptain, lockCaptainCash, readCaptainCash, readCashEntry } from './captain-cash-json.ts';

type CaptainRow = typeof schema.deliveryPartners.$inferSelect;
type EntryRow = typeof schema.cashHandins.$inferSelect;

/** The fingerprint of a ledger request: what it asks for, never who or when. */
export const requestHashOf = (request: (string | number)[]) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

const KEY_REUSED =
  'This Idempotency-Key was already used for another hand-in or reversal. Use a new key for a new entry.';

/** The entry this admin's key already wrote, if it was for the same request; else a 422. */
async function entryByKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
): Promise<EntryRow | null> {
  const h = schema.cashHandins;
  const [row] = await db
    .select()
    .from(h)
    .where(and(eq(h.recordedBy, userId), eq(h.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) {
    throw new AppError('UNPROCESSABLE', KEY_REUSED, { field: 'Idempotency-Key' });
  }
  return row;
}

/** The answer to a ledger write: the entry, whether it was a repeat, the captain's cash now. */
async function entryResult(
  db: Db,
  captain: CaptainRow,
  entryId: number,
  repeated: boolean,
): Promise<CashEntryResult> {
  return {
    entry: await readCashEntry({ db, entryId }),
    repeated,
    cash: await readCaptainCash({ db, captain }),
  };
}

/** Writes one ledger entry and its audit row, in the caller's transaction. */
export async function writeCashEntry({
  tx,
  input,
}: {
  tx: Db;
  input: {
    captain: CaptainRow;
    userId: number;
    kind: CashEntryKind;
    amountPaise: number;
    reversesId: number | null;
    note: string;
    idempotencyKey: string;
    requestHash: string;
    totalsBefore: CashTotals;
    /** The entry a reversal undoes, as the audit log keeps it. */
    before: unknown;
    at: Date;
  };
}): Promise<EntryRow> {
  const [row] = await tx
    .insert(schema.cashHandins)
    .values({
      deliveryPartnerId: input.captain.id,
      kind: input.kind,
      amountPaise: input.amountPaise,
      reversesId: input.reversesId,
      note: input.note,
      recordedBy: input.userId,
      recordedAt: input.at,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
    })
    .returning();
  if (!row) throw new Error('cash entry not written');
  const heldBefore = cashHeld(input.totalsBefore);
  const heldAfter = heldBefore + (input.kind === 'hand_in' ? -input.amountPaise : input.amountPaise);
  await recordAudit({
    tx,
    actor: { userId: input.userId, role: 'admin' },
    action: input.kind === 'hand_in' ? 'cash_handin.record' : 'cash_handin.reverse',
    entity: 'cash_handin',
    entityId: row.id,
    before: input.before,
    after: {
      captain_id: input.captain.id,
      captain_name: input.captain.name,
      kind: row.kind,
      amount: paiseToRupees(row.amountPaise),
      note: row.note,
      reverses_id: row.reversesId,
      held_before: paiseToRupees(heldBefore),
      held_after: paiseToRupees(heldAfter),
    },
    at: input.at,
  });
  return row;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * One ledger write, once: in one transaction the admin's level (support and everyone else 403), the
 * captain (404) with their ledger queued behind any other write for them, the Idempotency-Key (the same
 * request again answers the first entry), then `write`, which checks and writes the entry and gives its
 * id. A unique violation means the same key raced in from a request that shared no lock with this one
 * (another captain's): that request's entry is the answer when it asked the same; when no entry has the
 * key, `lostRace` says what the violation was (by default it is rethrown). Once a new entry has
 * committed, the captain's app is told ('cash_changed' on their channel, live only: the app reads what
 * it holds again), so "Cash to hand in" changes while the captain stands at the desk.
 */
export async function writeLedgerOnce(input: {
  db: Db;
  events: EventBus;
  now: () => Date;
  userId: number;
  captainId: number;
  idempotencyKey: string;
  requestHash: string;
  write: (tx: Db, captain: CaptainRow) => Promise<number>;
  lostRace?: (err: unknown) => Error;
}): Promise<CashEntryResult> {
  const result = await writeOnce(input);
  // Never fails the request: the entry is committed, and an app that missed the message because the
  // bus was down reads its figure again when its stream reopens.
  if (!result.repeated) {
    await publishOutbox({
      events: input.events,
      outbox: [
        {
          channels: [`captain:${input.captainId}`],
          message: {
            eventId: null,
            type: 'cash_changed',
            orderId: null,
            statusId: null,
            payload: {},
            at: input.now().toISOString(),
          },
        },
      ],
    });
  }
  return result;
}

async function writeOnce(input: Parameters<typeof writeLedgerOnce>[0]): Promise<CashEntryResult> {
  try {
    return await input.db.transaction(async (tx) => {
      await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
      const captain = await lockCaptainCash({ tx, captainId: input.captainId });
      const earlier = await entryByKey(tx, input.userId, input.idempotencyKey, input.requestHash);
      if (earlier) return entryResult(tx, captain, earlier.id, true);
      return entryResult(tx, captain, await input.write(tx, captain), false);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const earlier = await entryByKey(input.db, input.userId, input.idempotencyKey, input.requestHash);
    if (!earlier) throw input.lostRace ? input.lostRace(err) : err;
    return entryResult(
      input.db,
      await findCaptain({ db: input.db, captainId: input.captainId }),
      earlier.id,
      true,
    );
  }
}
