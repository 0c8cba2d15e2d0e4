// A captain as the back office sees them, and what every captain change shares: the row locked for
// the change at the version the admin read.
import { type Db, schema } from '@khabar/db';
import { type AdminCaptain, cashHeld, ORDER_STATUS, paiseToRupees } from '@khabar/domain';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { cashTotalsFor } from '../cash/index.ts';

type CaptainRow = typeof schema.deliveryPartners.$inferSelect;
type CarriedOrder = NonNullable<AdminCaptain['carrying_order']>;

const CAPTAIN_NOT_FOUND = 'Captain not found';

/** `heldPaise`: the cash they hold, for an admin; null for support (decision 039). */
export function captainJson({
  c,
  carrying,
  heldPaise,
}: {
  c: CaptainRow;
  carrying: CarriedOrder | null;
  heldPaise: number | null;
}): AdminCaptain {
  return {
    id: c.id,
    user_id: c.userId,
    name: c.name,
    phone: c.phone,
    vehicle_number: c.vehicleNumber,
    photo: c.photo,
    is_on_duty: c.isOnDuty,
    suspended_at: c.suspendedAt?.toISOString() ?? null,
    latitude: c.latitude,
    longitude: c.longitude,
    position_at: c.positionAt?.toISOString() ?? null,
    is_demo: c.isDemo,
    autopilot_rider: c.autopilotRider,
    version: c.version,
    carrying_order: carrying,
    cash_held: heldPaise === null ? null : paiseToRupees(heldPaise),
  };
}

/** The captain as the audit log keeps them: who and in what state, not where they are. */
export function auditedCaptain(c: CaptainRow) {
  const {
    latitude: _lat,
    longitude: _lng,
    position_at: _at,
    carrying_order: _o,
    cash_held: _cash,
    ...rest
  } = captainJson({ c, carrying: null, heldPaise: null });
  return rest;
}

/**
 * The orders assigned to these captains and not yet delivered or cancelled, by captain (one each: a
 * captain carries one order at a time).
 */
export async function carriedOrders({
  db,
  partnerIds,
}: {
  db: Db;
  partnerIds?: number[];
}): Promise<Map<number, CarriedOrder>> {
  const o = schema.orders;
  const rows = await db
    .select({
      partnerId: o.deliveryPartnerId,
      id: o.id,
      uniqueOrderId: o.uniqueOrderId,
      statusId: o.orderstatusId,
    })
    .from(o)
    .where(
      and(
        isNotNull(o.deliveryPartnerId),
        partnerIds ? inArray(o.deliveryPartnerId, partnerIds) : undefined,
        notInArray(o.orderstatusId, [ORDER_STATUS.delivered, ORDER_STATUS.cancelled]),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.partnerId!,
      { id: r.id, unique_order_id: r.uniqueOrderId, orderstatus_id: r.statusId },
    ]),
  );
}

/** The captain with the order they carry now and the cash they hold, after an admin's change. */
export async function readCaptain({ db, row }: { db: Db; row: CaptainRow }): Promise<AdminCaptain> {
  return captainJson({
    c: row,
    carrying: (await carriedOrders({ db, partnerIds: [row.id] })).get(row.id) ?? null,
    heldPaise: cashHeld(await cashTotalsFor({ db, captainId: row.id })),
  });
}

/** The captain, locked for the change, at the version the admin read; 404 or 409 otherwise. */
export async function lockCaptain({
  tx,
  captainId,
  version,
}: {
  tx: Db;
  captainId: number;
  version: number;
}): Promise<CaptainRow> {
  const [captain] = await tx
    .select()
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.id, captainId))
    .for('update');
  if (!captain) throw new AppError('NOT_FOUND', CAPTAIN_NOT_FOUND);
  if (captain.version !== version) {
    throw new AppError(
      'CONFLICT',
      'Someone else changed this captain since you opened it. Reload to see their change, then save again.',
    );
  }
  return captain;
}
