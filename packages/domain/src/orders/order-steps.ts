// An order's steps, the one list that tracking and the order details both show (docs/product.md,
// Orders), each with its time once it happened, the last one reached marked current.
// Delivery: placed, preparing, food ready, rider assigned, on the way, delivered. The kitchen and the
// rider work at once, so "Food ready" and "Rider assigned" may come in either order: once they have
// happened they are listed in the order they happened. Self pickup: placed, preparing, ready for
// pickup, picked up. A cancelled order lists what had happened, then Cancelled.
import { DELIVERY_TYPE, ORDER_STATUS } from './order-status.ts';

export type OrderStepKey =
  | 'placed'
  | 'preparing'
  | 'ready'
  | 'rider'
  | 'on_the_way'
  | 'delivered'
  | 'picked_up'
  | 'cancelled';

export interface OrderStep {
  key: OrderStepKey;
  label: string;
  state: 'done' | 'current' | 'next';
  /** When the step happened (ISO), if it has and the time is known. */
  at: string | null;
}

/** The step times an order carries (ISO strings, null until the step happens). */
export interface StepTimes {
  created_at: string;
  placed_at: string | null;
  accepted_at: string | null;
  ready_at: string | null;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
}

const S = ORDER_STATUS;
const LABEL: Record<OrderStepKey, string> = {
  placed: 'Order placed',
  preparing: 'Preparing your food',
  ready: 'Food ready',
  rider: 'Rider assigned',
  on_the_way: 'On the way',
  delivered: 'Delivered',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
};

/**
 * The statuses from which a step has surely happened, whatever its time says: an order moved by the
 * status alone (the demo's oldest orders have no step times) still shows its steps done.
 */
function reachedBy(key: OrderStepKey, pickup: boolean): readonly number[] {
  switch (key) {
    case 'placed':
      return [S.placed, S.preparing, S.agentAssigned, S.onTheWay, S.delivered, S.readyForPickup];
    case 'preparing':
      return [S.preparing, S.agentAssigned, S.onTheWay, S.delivered, S.readyForPickup];
    case 'ready':
      // A rider leaves with the food only once it is cooked; a pickup order is collected ready.
      return pickup ? [S.readyForPickup, S.delivered] : [S.onTheWay, S.delivered];
    case 'rider':
      return [S.agentAssigned, S.onTheWay, S.delivered];
    case 'on_the_way':
    case 'picked_up':
      return pickup ? [S.delivered] : [S.onTheWay, S.delivered];
    case 'delivered':
      return [S.delivered];
    case 'cancelled':
      return [S.cancelled];
  }
}

function timeOf(key: OrderStepKey, t: StepTimes): string | null {
  switch (key) {
    case 'placed':
      // An online order reaches the restaurant when it is paid (placed_at), not when it was created.
      return t.placed_at ?? t.created_at;
    case 'preparing':
      return t.accepted_at;
    case 'ready':
      return t.ready_at;
    case 'rider':
      return t.assigned_at;
    case 'on_the_way':
      return t.picked_up_at;
    case 'picked_up':
    case 'delivered':
      return t.delivered_at;
    case 'cancelled':
      return t.cancelled_at;
  }
}

export function orderSteps(order: { statusId: number; deliveryType: number; times: StepTimes }): OrderStep[] {
  const { statusId, times } = order;
  const pickup = order.deliveryType === DELIVERY_TYPE.selfPickup;
  const cancelled = statusId === S.cancelled;
  const happened = (key: OrderStepKey) =>
    reachedBy(key, pickup).includes(statusId) ||
    // A cancelled order's steps are those with a time; placing always happened.
    (key !== 'placed' && timeOf(key, times) !== null) ||
    (key === 'placed' && cancelled);

  let keys: OrderStepKey[];
  if (pickup) keys = ['placed', 'preparing', 'ready', 'picked_up'];
  else {
    // Kitchen and rider in the order they happened; a step that happened before one still to come.
    const [ready, rider] = [happened('ready'), happened('rider')];
    const riderFirst =
      ready && rider
        ? Date.parse(times.assigned_at ?? '') < Date.parse(times.ready_at ?? '')
        : rider && !ready;
    keys = [
      'placed',
      'preparing',
      ...(riderFirst ? (['rider', 'ready'] as const) : (['ready', 'rider'] as const)),
      'on_the_way',
      'delivered',
    ];
  }
  if (cancelled) keys = [...keys.filter((k) => happened(k)), 'cancelled'];

  const reached = keys.map((k) => happened(k));
  // The stage the order is in is the last step reached ("Preparing your food" while it cooks); a
  // finished order has none. Before anything (awaiting payment), the first step is where it stands.
  const final = cancelled || statusId === S.delivered;
  const current = final ? -1 : Math.max(0, reached.lastIndexOf(true));
  return keys.map((key, i) => ({
    key,
    label: key === 'ready' && pickup ? 'Ready for pickup' : LABEL[key],
    state: i === current ? 'current' : reached[i] ? 'done' : 'next',
    at: reached[i] ? timeOf(key, times) : null,
  }));
}
