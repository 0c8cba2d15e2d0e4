// The sums what a captain holds is made of (decision 039), read in SQL from the two records: the cash
// orders they delivered (the order row the delivery step wrote: status delivered, their id, COD) and
// the hand-in ledger. The domain's cashHeld does the arithmetic. A captain's own delivery and an admin's
// "mark delivered" write the same order row in the same lifecycle step, so both count alike.
import { type Db, schema } from '@khabar/db';
import { type CashTotals, ORDER_STATUS } from '@khabar/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

const o = schema.orders;
const h = schema.cashHandins;

/** A cash order whose cash a captain took at the door: delivered, paid by cash on delivery. */
export const collectedCash = and(eq(o.paymentMode, 'COD'), eq(o.orderstatusId, ORDER_STATUS.delivered));

const ZERO: CashTotals = { collectedPaise: 0, handedInPaise: 0, reversedPaise: 0 };

/**
 * Each captain's totals (only the captains named, when `captainIds` is given); a captain with neither
 * a cash delivery nor a hand-in is absent (read them as nothing: `cashTotalsFor`).
 */
export async function readCashTotals({
  db,
  captainIds,
}: {
  db: Db;
  captainIds?: number[];
}): Promise<Map<number, CashTotals>> {
  if (captainIds?.length === 0) return new Map();
  const [collected, ledger] = await Promise.all([
    db
      .select({ id: o.deliveryPartnerId, paise: sql<string>`sum(${o.payablePaise})::bigint` })
      .from(o)
      .where(
        and(
          collectedCash,
          isNotNull(o.deliveryPartnerId),
          captainIds ? inArray(o.deliveryPartnerId, captainIds) : undefined,
        ),
      )
      .groupBy(o.deliveryPartnerId),
    db
      .select({
        id: h.deliveryPartnerId,
        handedIn: sql<string>`coalesce(sum(${h.amountPaise}) filter (where ${h.kind} = 'hand_in'), 0)::bigint`,
        reversed: sql<string>`coalesce(sum(${h.amountPaise}) filter (where ${h.kind} = 'reversal'), 0)::bigint`,
      })
      .from(h)
      .where(captainIds ? inArray(h.deliveryPartnerId, captainIds) : undefined)
      .groupBy(h.deliveryPartnerId),
  ]);
  const totals = new Map<number, CashTotals>();
  for (const r of collected) {
    if (r.id !== null) totals.set(r.id, { ...ZERO, collectedPaise: Number(r.paise) });
  }
  for (const r of ledger) {
    totals.set(r.id, {
      ...(totals.get(r.id) ?? ZERO),
      handedInPaise: Number(r.handedIn),
      reversedPaise: Number(r.reversed),
    });
  }
  return totals;
}

/** One captain's totals (nothing collected, nothing handed in, when absent). */
export async function cashTotalsFor({ db, captainId }: { db: Db; captainId: number }): Promise<CashTotals> {
  return (await readCashTotals({ db, captainIds: [captainId] })).get(captainId) ?? ZERO;
}
