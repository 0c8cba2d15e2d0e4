// What get-order-details adds for the owner about the order's progress: the cancel deadline, refunds,
// step times and the captain's details (SPEC.md section 3, delivery_details).
import { type Db, schema } from '@khabar/db';
import { type OrderProgressJson, paiseToRupees, type ServerLanguage, sayCancelReason } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import type { OrderRow } from '../lifecycle/index.ts';
import { customerCancelOf } from '../lifecycle/index.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function orderProgressJson({
  db,
  order,
  now,
  language,
}: {
  db: Db;
  order: OrderRow;
  now: Date;
  language: ServerLanguage;
}): Promise<OrderProgressJson> {
  const [refunds, [captain]] = await Promise.all([
    db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.orderId, order.id))
      .orderBy(asc(schema.refunds.id)),
    order.deliveryPartnerId
      ? db
          .select()
          .from(schema.deliveryPartners)
          .where(eq(schema.deliveryPartners.id, order.deliveryPartnerId))
      : Promise.resolve([]),
  ]);
  const cancel = customerCancelOf({ order, now });
  return {
    cancellable_until: cancel.allowed ? cancel.until.toISOString() : null,
    cancel_refusal: cancel.allowed ? null : cancel.reason,
    cancel_reason: sayCancelReason(order.cancelReason, language),
    // A failed gateway refund support paid into the wallet instead reads as what it is now: money back
    // in the wallet (decision 033).
    refunds: refunds.map((r) =>
      r.status === 'settled_to_wallet'
        ? { method: 'wallet' as const, amount: paiseToRupees(r.amountPaise), status: 'processed' as const }
        : { method: r.method, amount: paiseToRupees(r.amountPaise), status: r.status },
    ),
    placed_at: iso(order.placedAt),
    accepted_at: iso(order.acceptedAt),
    ready_at: iso(order.readyAt),
    assigned_at: iso(order.assignedAt),
    picked_up_at: iso(order.pickedUpAt),
    delivered_at: iso(order.deliveredAt),
    cancelled_at: iso(order.cancelledAt),
    preparation_min: order.preparationMin,
    delivery_details: captain
      ? {
          name: captain.name,
          phone: captain.phone,
          photo: captain.photo,
          vehicle_number: captain.vehicleNumber,
        }
      : null,
  };
}
