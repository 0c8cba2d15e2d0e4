// Orders as the restaurant console shows them (contract partner-order.ts): the kitchen's view, never
// the PIN or the customer's phone and address.
import { type Db, schema } from '@khabar/db';
import {
  availableActions,
  isAwaitingRelease,
  ORDER_STATUS,
  type PartnerOrder,
  paiseToRupees,
  type ServerLanguage,
  sayCancelReasonToKitchen,
} from '@khabar/domain';
import { inArray } from 'drizzle-orm';
import {
  acceptWindowOf,
  handledOrderJson,
  isoOrNull as iso,
  type LifecycleContext,
  type OrderRow,
} from '../lifecycle/index.ts';

const awaitingRelease = (o: OrderRow) => o.orderstatusId === ORDER_STATUS.placed && isAwaitingRelease(o);

export async function partnerOrdersJson({
  db,
  orders,
  settings,
  language,
}: {
  db: Db;
  orders: OrderRow[];
  settings: LifecycleContext['settings'];
  /** The console's language: a cancel reason the system gave is said in it (decision 060). */
  language: ServerLanguage;
}): Promise<PartnerOrder[]> {
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
      ...handledOrderJson({
        order: o,
        lines,
        customerName: customers.find((c) => c.id === o.userId)?.name ?? '',
      }),
      delivery_type: o.deliveryType,
      created_at: o.createdAt.toISOString(),
      placed_at: iso(o.placedAt),
      accept_by:
        o.orderstatusId === ORDER_STATUS.placed && o.placedAt
          ? new Date(o.placedAt.getTime() + acceptWindowOf({ order: o, settings }) * 1000).toISOString()
          : null,
      release_at: awaitingRelease(o) ? iso(o.releaseAt) : null,
      preparation_min: o.preparationMin,
      accepted_at: iso(o.acceptedAt),
      total: paiseToRupees(o.totalPaise),
      order_comment: o.orderComment,
      captain: captain
        ? {
            name: captain.name,
            phone: captain.phone,
            vehicle_number: captain.vehicleNumber,
            arrived: o.arrivedAt !== null,
          }
        : null,
      cancel_reason: sayCancelReasonToKitchen(o.cancelReason, language),
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
