import type { OrderProgressJson } from '@khabar/domain/contracts/orders/get-order-details';
import { DELIVERY_TYPE, ORDER_STATUS } from '@khabar/domain/orders/order-status';

type Times = Partial<
  Pick<
    OrderProgressJson,
    'placed_at' | 'accepted_at' | 'ready_at' | 'picked_up_at' | 'delivered_at' | 'cancelled_at'
  >
>;

/** The steps of an order with the time each happened: the customer sees how far it has come. */
export function orderSteps(
  o: Times & { created_at: string; delivery_type: number; orderstatus_id: number },
): { label: string; at: string | null }[] {
  // An online order reaches the restaurant when it is paid (placed_at), not when it was created.
  const placed = { label: 'Placed', at: o.placed_at ?? o.created_at };
  if (o.orderstatus_id === ORDER_STATUS.cancelled) {
    return [
      placed,
      ...(o.accepted_at ? [{ label: 'Accepted', at: o.accepted_at }] : []),
      { label: 'Cancelled', at: o.cancelled_at ?? null },
    ];
  }
  const accepted = { label: 'Accepted', at: o.accepted_at ?? null };
  if (o.delivery_type === DELIVERY_TYPE.selfPickup) {
    return [
      placed,
      accepted,
      { label: 'Ready for pickup', at: o.ready_at ?? null },
      { label: 'Collected', at: o.delivered_at ?? null },
    ];
  }
  return [
    placed,
    accepted,
    { label: 'Food ready', at: o.ready_at ?? null },
    { label: 'Picked up', at: o.picked_up_at ?? null },
    { label: 'Delivered', at: o.delivered_at ?? null },
  ];
}
