// Order statuses (docs/product.md, Orders): ids, the list labels, and which buttons an order card offers.
// 0 is ours: an online order still waiting for its payment, never shown to the customer as placed.

export const ORDER_STATUS = {
  awaitingPayment: 0,
  placed: 1,
  preparing: 2,
  agentAssigned: 3,
  onTheWay: 4,
  delivered: 5,
  cancelled: 6,
  readyForPickup: 10,
} as const;

const LABELS: Record<number, string> = {
  0: 'Awaiting payment',
  1: 'Order Placed',
  2: 'Preparing Food',
  3: 'Delivery Agent Assigned',
  4: 'Food is on the way',
  5: 'Delivered',
  // The spec's list says 'Canceled'; docs/product.md, Our readings corrects it.
  6: 'Cancelled',
  10: 'Food is ready for pickup',
};

/** The label an order list shows; any status the spec does not name reads 'Order Placed'. */
export const orderStatusLabel = (statusId: number): string => LABELS[statusId] ?? 'Order Placed';

/** TRACK unless delivered or cancelled; DELIVERED (disabled) at 5; RE-ORDER unless cancelled. */
export function orderActions(statusId: number) {
  return {
    track: statusId !== ORDER_STATUS.delivered && statusId !== ORDER_STATUS.cancelled,
    delivered: statusId === ORDER_STATUS.delivered,
    reorder: statusId !== ORDER_STATUS.cancelled,
  };
}

/** How an order reaches the customer: brought to the door, or collected at the counter. */
export const DELIVERY_TYPE = { delivery: 1, selfPickup: 2 } as const;

export const orderTypeLabel = (deliveryType: number) =>
  deliveryType === DELIVERY_TYPE.delivery ? 'Delivery' : 'Self Pickup';
