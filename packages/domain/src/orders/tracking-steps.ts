// The steps the tracking screen lists (docs/product.md, Orders), from the status and the step times.
// Delivery: placed, preparing, rider at the restaurant, on the way, delivered. Self pickup has no
// rider step: placed, preparing, ready for pickup, picked up. A cancelled order: placed, cancelled.
import { DELIVERY_TYPE, ORDER_STATUS } from './order-status.ts';

export interface TrackingStep {
  key: 'placed' | 'preparing' | 'rider' | 'on_the_way' | 'ready' | 'delivered' | 'picked_up' | 'cancelled';
  label: string;
  state: 'done' | 'current' | 'next';
  /** When the step happened (ISO), if it has. */
  at: string | null;
}

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

export function trackingSteps(statusId: number, deliveryType: number, t: StepTimes): TrackingStep[] {
  type Def = [TrackingStep['key'], string, number, string | null];
  const defs: Def[] =
    statusId === S.cancelled
      ? [
          ['placed', 'Order placed', S.placed, t.placed_at ?? t.created_at],
          ['cancelled', 'Cancelled', S.cancelled, t.cancelled_at],
        ]
      : deliveryType === DELIVERY_TYPE.selfPickup
        ? [
            ['placed', 'Order placed', S.placed, t.placed_at ?? t.created_at],
            ['preparing', 'Preparing your food', S.preparing, t.accepted_at],
            ['ready', 'Ready for pickup', S.readyForPickup, t.ready_at],
            ['picked_up', 'Picked up', S.delivered, t.delivered_at],
          ]
        : [
            ['placed', 'Order placed', S.placed, t.placed_at ?? t.created_at],
            ['preparing', 'Preparing your food', S.preparing, t.accepted_at],
            ['rider', 'Rider assigned', S.agentAssigned, t.assigned_at],
            ['on_the_way', 'On the way', S.onTheWay, t.picked_up_at],
            ['delivered', 'Delivered', S.delivered, t.delivered_at],
          ];
  // Pickup's "ready" (10) comes after preparing (2) though its id is larger than delivered's (5).
  const order = defs.map(([, , status]) => status);
  const reached = Math.max(0, order.indexOf(statusId === S.awaitingPayment ? S.placed : statusId));
  return defs.map(([key, label, , at], i) => ({
    key,
    label,
    state:
      i < reached || (i === reached && i === defs.length - 1) ? 'done' : i === reached ? 'current' : 'next',
    at: i <= reached ? at : null,
  }));
}
