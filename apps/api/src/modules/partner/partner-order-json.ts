// Orders as the restaurant console shows them (contract partner-order.ts): the kitchen's view, never
// the PIN or the customer's phone and address.
import { type Db, schema } from '@khabar/db';
import {
  availableActions,
  choicesJson,
  isAwaitingRelease,
  MAX_PIN_ATTEMPTS,
  ORDER_STATUS,
  orderStatusLabel,
  type PartnerOrder,
  paiseToRupees,
} from '@khabar/domain';
import { inArray } from 'drizzle-orm';
import { acceptWindowOf, type LifecycleContext, type OrderRow } from '../lifecycle/index.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const awaitingRelease = (o: OrderRow) => o.orderstatusId === ORDER_STATUS.placed && isAwaitingRelease(o);

export async function partnerOrdersJson(
  db: Db,
  orders: OrderRow[],
  settings: LifecycleContext['settings'],
): Promise<PartnerOrder[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const partnerIds = [
    ...new Set(orders.map((o) => o.deliveryPartnerId).filter((p): p is number => p !== null)),
  ];
  const [lines, customers, captains] = await Promise.all([
    db.select().from(schema.orderItems).where(inArray(schema.orderItems.orderId, ids)),
    db
      .select({ id: schema.users.id, name: schema.users.name })
      .from(schema.users)
      .where(inArray(schema.users.id, [...new Set(orders.map((o) => o.userId))])),
    partnerIds.length
      ? db.select().from(schema.deliveryPartners).where(inArray(schema.deliveryPartners.id, partnerIds))
      : Promise.resolve([]),
  ]);
  return orders.map((o) => {
    const captain = captains.find((c) => c.id === o.deliveryPartnerId);
    const deliveryType = o.deliveryType === 2 ? 2 : 1;
    return {
      id: o.id,
      unique_order_id: o.uniqueOrderId,
      orderstatus_id: o.orderstatusId,
      status_label: orderStatusLabel(o.orderstatusId),
      delivery_type: o.deliveryType,
      created_at: o.createdAt.toISOString(),
      placed_at: iso(o.placedAt),
      accept_by:
        o.orderstatusId === ORDER_STATUS.placed && o.placedAt
          ? new Date(o.placedAt.getTime() + acceptWindowOf(o, settings) * 1000).toISOString()
          : null,
      scheduled_for: iso(o.scheduledFor),
      release_at: awaitingRelease(o) ? iso(o.releaseAt) : null,
      preparation_min: o.preparationMin,
      accepted_at: iso(o.acceptedAt),
      ready_at: iso(o.readyAt),
      items: lines
        .filter((l) => l.orderId === o.id)
        .sort((a, b) => a.id - b.id)
        .map((l) => ({ name: l.name, quantity: l.quantity, choices: choicesJson(l.choices) })),
      total: paiseToRupees(o.totalPaise),
      payment_mode: o.paymentMode,
      customer_name: (customers.find((c) => c.id === o.userId)?.name ?? '').trim().split(/\s+/)[0] ?? '',
      order_comment: o.orderComment,
      captain: captain
        ? {
            name: captain.name,
            phone: captain.phone,
            vehicle_number: captain.vehicleNumber,
            arrived: o.arrivedAt !== null,
          }
        : null,
      cancel_reason: o.cancelReason,
      pin_locked: o.pinAttempts >= MAX_PIN_ATTEMPTS,
      // A delivery order's "ready" is a one-time mark: the button goes once pressed.
      // An order for later is the kitchen's to act on from its release (decision 048).
      actions: awaitingRelease(o)
        ? []
        : availableActions({ statusId: o.orderstatusId, deliveryType, actor: 'restaurant' }).filter(
            (a) => a !== 'mark_ready' || o.readyAt === null,
          ),
    };
  });
}
