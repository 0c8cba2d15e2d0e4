// A captain's cash as an admin reads it (decision 039): the balance and its parts, the latest cash
// orders they delivered and the latest ledger entries; and the captain found and queued for a ledger
// write.
import { type Db, schema } from '@khabar/db';
import {
  CASH_RECENT_ROWS,
  type CaptainCash,
  type CashEntryJson,
  cashHandedIn,
  cashHeld,
  paiseToRupees,
} from '@khabar/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors/app-error.ts';
import { cashTotalsFor, collectedCash } from './cash-totals.ts';

type CaptainRow = typeof schema.deliveryPartners.$inferSelect;
type EntryRow = typeof schema.cashHandins.$inferSelect;

const o = schema.orders;
const h = schema.cashHandins;
const undo = alias(schema.cashHandins, 'undo');

export async function findCaptain({ db, captainId }: { db: Db; captainId: number }): Promise<CaptainRow> {
  const [captain] = await db
    .select()
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.id, captainId));
  if (!captain) throw new AppError('NOT_FOUND', 'Captain not found');
  return captain;
}

/**
 * The captain, with their ledger writes queued behind this transaction's: two hand-ins for one
 * captain at once are checked one after the other against what they hold, so together they cannot
 * hand in more than that. (An advisory lock, not the captain's row: dispatch and positions go on.)
 */
export async function lockCaptainCash({ tx, captainId }: { tx: Db; captainId: number }): Promise<CaptainRow> {
  const captain = await findCaptain({ db: tx, captainId });
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`captain-cash:${captain.id}`}))`);
  return captain;
}

const entryColumns = {
  entry: h,
  recorderName: schema.users.name,
  reversedById: undo.id,
};

function entryJson(r: { entry: EntryRow; recorderName: string | null; reversedById: number | null }) {
  return {
    id: r.entry.id,
    kind: r.entry.kind,
    amount: paiseToRupees(r.entry.amountPaise),
    note: r.entry.note,
    recorded_at: r.entry.recordedAt.toISOString(),
    recorded_by: { user_id: r.entry.recordedBy, name: r.recorderName ?? '' },
    reverses_id: r.entry.reversesId,
    reversed_by_id: r.reversedById,
  } satisfies CashEntryJson;
}

const entriesQuery = (db: Db) =>
  db
    .select(entryColumns)
    .from(h)
    .leftJoin(schema.users, eq(schema.users.id, h.recordedBy))
    .leftJoin(undo, eq(undo.reversesId, h.id));

/** One ledger entry as the API shows it. */
export async function readCashEntry({ db, entryId }: { db: Db; entryId: number }): Promise<CashEntryJson> {
  const [row] = await entriesQuery(db).where(eq(h.id, entryId));
  if (!row) throw new Error(`cash entry ${entryId} not found`);
  return entryJson(row);
}

export async function readCaptainCash({
  db,
  captain,
}: {
  db: Db;
  captain: CaptainRow;
}): Promise<CaptainCash> {
  const totals = await cashTotalsFor({ db, captainId: captain.id });
  const collections = await db
    .select({
      id: o.id,
      uniqueOrderId: o.uniqueOrderId,
      paise: o.payablePaise,
      deliveredAt: o.deliveredAt,
      // Spelled out: drizzle writes a column of the only table in the FROM without its table's name,
      // which inside this subquery would be the event's own id.
      byOperator: sql<boolean>`exists (select 1 from order_events e where e.order_id = "orders"."id" and e.type = 'delivered' and e.actor_type = 'operator')`,
    })
    .from(o)
    .where(and(collectedCash, eq(o.deliveryPartnerId, captain.id)))
    .orderBy(desc(o.deliveredAt), desc(o.id))
    .limit(CASH_RECENT_ROWS);
  const entries = await entriesQuery(db)
    .where(eq(h.deliveryPartnerId, captain.id))
    .orderBy(desc(h.id))
    .limit(CASH_RECENT_ROWS);
  return {
    captain: {
      id: captain.id,
      name: captain.name,
      phone: captain.phone,
      vehicle_number: captain.vehicleNumber,
      suspended_at: captain.suspendedAt?.toISOString() ?? null,
    },
    held: paiseToRupees(cashHeld(totals)),
    collected: paiseToRupees(totals.collectedPaise),
    handed_in: paiseToRupees(cashHandedIn(totals)),
    collections: collections.map((c) => ({
      order_id: c.id,
      unique_order_id: c.uniqueOrderId,
      amount: paiseToRupees(c.paise),
      delivered_at: (c.deliveredAt ?? new Date(0)).toISOString(),
      marked_by_operator: Boolean(c.byOperator),
    })),
    entries: entries.map(entryJson),
  };
}
