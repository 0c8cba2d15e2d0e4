// The order lifecycle: the one place that says which steps exist, from which status, for which kind
// of order, and who may take each. The server checks every change against decideTransition before it
// writes it (with its order_events row, in one transaction); the consoles use the same table to show
// only the buttons that can work.
//
// Delivery:    1 placed -> 2 preparing -> 3 captain assigned -> 4 on the way -> 5 delivered
// Self pickup: 1 placed -> 2 preparing -> 10 ready for pickup -> 5 collected
// Cancelled 6: by the restaurant from 1 or 2, by the customer until the food leaves (1, 2, 3; pickup
// 10) within 2 minutes (customer-cancel.ts, decision 028), by an operator at any status before
// delivery (decision 033). Status 0 (awaiting online payment, decision 003) is left by payment alone.
// An operator (support or admin, back office) also moves the captain, unlocks a locked PIN and, an
// admin only, marks an order delivered (support-actions.ts says which level may do what).
import { DELIVERY_TYPE, ORDER_STATUS } from './order-status.ts';

export type OrderActor = 'customer' | 'restaurant' | 'captain' | 'system' | 'operator';

export type LifecycleAction =
  /** Restaurant accepts with a preparation time: 1 -> 2. */
  | 'accept'
  /** Restaurant refuses with a reason: 1 or 2 -> 6. */
  | 'reject'
  /** Customer cancels within the cancel window: 1, 2 or 3 (pickup: 10) -> 6. */
  | 'cancel'
  /** No acceptance within the acceptance window: 1 -> 6. */
  | 'auto_cancel'
  /** Food is cooked. Pickup: 2 -> 10. Delivery: records ready_at, status stays (2 or 3). */
  | 'mark_ready'
  /** A captain takes the order (accepting an offer): 2 -> 3. */
  | 'assign_captain'
  /** Captain reached the restaurant: records arrived_at, status stays 3. */
  | 'arrive'
  /** Captain picked the food up: 3 -> 4. */
  | 'pick_up'
  /** Captain hands over with the customer's PIN: 4 -> 5. */
  | 'deliver'
  /** Restaurant hands a pickup order over at the counter with the customer's PIN: 10 -> 5. */
  | 'hand_over'
  /** An operator cancels with a reason and who is at fault, at any status before delivery: -> 6. */
  | 'operator_cancel'
  /** An operator gives the order to a captain they chose: 2 -> 3, or 3 -> 3 with another captain. */
  | 'reassign_captain'
  /** An operator takes the order off its captain before the pickup: 3 -> 2 (dispatch starts again). */
  | 'unassign_captain'
  /** An operator ends the open offer and offers the order to the next captain: status stays 2. */
  | 'redispatch'
  /** An operator unlocks a handover locked by five wrong PINs: status stays (4; pickup 10). */
  | 'unlock_pin'
  /** An admin marks the order delivered when the captain (or the counter) cannot: 4 (pickup 10) -> 5. */
  | 'operator_deliver';

/** 1 delivery, 2 self pickup (docs/product.md, Entities). */
export type DeliveryType = 1 | 2;

interface Rule {
  from: readonly number[];
  /** null: the step is recorded but the status does not change. */
  to: number | null;
  actors: readonly OrderActor[];
  deliveryTypes: readonly DeliveryType[];
}

const S = ORDER_STATUS;
const BOTH: readonly DeliveryType[] = [1, 2];

/**
 * Who may take each step. 'system' is the job runner and the demo autopilot, which drives orders
 * through the same service functions as the consoles, so it may take the people's steps too.
 */
export const LIFECYCLE_RULES: Readonly<Record<LifecycleAction, Rule>> = {
  accept: { from: [S.placed], to: S.preparing, actors: ['restaurant', 'system'], deliveryTypes: BOTH },
  reject: { from: [S.placed, S.preparing], to: S.cancelled, actors: ['restaurant'], deliveryTypes: BOTH },
  // Until the food leaves the restaurant; the 2-minute window is customerCancel's (decision 028).
  cancel: {
    from: [S.placed, S.preparing, S.agentAssigned],
    to: S.cancelled,
    actors: ['customer'],
    deliveryTypes: BOTH,
  },
  auto_cancel: { from: [S.placed], to: S.cancelled, actors: ['system'], deliveryTypes: BOTH },
  mark_ready: {
    from: [S.preparing, S.agentAssigned],
    to: null,
    actors: ['restaurant', 'system'],
    deliveryTypes: [1],
  },
  assign_captain: {
    from: [S.preparing],
    to: S.agentAssigned,
    actors: ['captain', 'system'],
    deliveryTypes: [1],
  },
  arrive: { from: [S.agentAssigned], to: null, actors: ['captain', 'system'], deliveryTypes: [1] },
  pick_up: { from: [S.agentAssigned], to: S.onTheWay, actors: ['captain', 'system'], deliveryTypes: [1] },
  deliver: { from: [S.onTheWay], to: S.delivered, actors: ['captain', 'system'], deliveryTypes: [1] },
  hand_over: {
    from: [S.readyForPickup],
    to: S.delivered,
    actors: ['restaurant', 'system'],
    deliveryTypes: [2],
  },
  // Before delivery, food with the captain included: support has phoned the people. Not status 0: an
  // unpaid order is given up by its payment's expiry, and a capture after that is refunded (003, 016).
  operator_cancel: {
    from: [S.placed, S.preparing, S.agentAssigned, S.onTheWay],
    to: S.cancelled,
    actors: ['operator'],
    deliveryTypes: BOTH,
  },
  // Not once the food left (4): it is in the first captain's bag.
  reassign_captain: {
    from: [S.preparing, S.agentAssigned],
    to: S.agentAssigned,
    actors: ['operator'],
    deliveryTypes: [1],
  },
  unassign_captain: { from: [S.agentAssigned], to: S.preparing, actors: ['operator'], deliveryTypes: [1] },
  redispatch: { from: [S.preparing], to: null, actors: ['operator'], deliveryTypes: [1] },
  unlock_pin: { from: [S.onTheWay], to: null, actors: ['operator'], deliveryTypes: [1] },
  operator_deliver: { from: [S.onTheWay], to: S.delivered, actors: ['operator'], deliveryTypes: [1] },
};

/** Pickup orders become "ready" by a status change; delivery orders only record the time. */
const PICKUP_READY: Rule = {
  from: [S.preparing],
  to: S.readyForPickup,
  actors: ['restaurant', 'system'],
  deliveryTypes: [2],
};

/** A pickup order's food stays at the restaurant until it is collected: ready (10) is still cancellable. */
const PICKUP_CANCEL: Rule = { ...LIFECYCLE_RULES.cancel, from: [S.placed, S.preparing, S.readyForPickup] };

/** The pickup order's own rules where they differ: its handover is at the counter, from ready (10). */
const PICKUP_RULES: Partial<Record<LifecycleAction, Rule>> = {
  mark_ready: PICKUP_READY,
  cancel: PICKUP_CANCEL,
  operator_cancel: {
    ...LIFECYCLE_RULES.operator_cancel,
    from: [S.placed, S.preparing, S.readyForPickup],
  },
  unlock_pin: { ...LIFECYCLE_RULES.unlock_pin, from: [S.readyForPickup], deliveryTypes: BOTH },
  operator_deliver: { ...LIFECYCLE_RULES.operator_deliver, from: [S.readyForPickup], deliveryTypes: BOTH },
};

const ruleFor = (action: LifecycleAction, deliveryType: DeliveryType): Rule =>
  (deliveryType === DELIVERY_TYPE.selfPickup ? PICKUP_RULES[action] : undefined) ?? LIFECYCLE_RULES[action];

export type TransitionDecision =
  | { ok: true; to: number; statusChanges: boolean }
  | { ok: false; reason: 'actor' | 'state' | 'delivery_type'; message: string };

const STEP_NAMES: Record<LifecycleAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  auto_cancel: 'cancelled',
  mark_ready: 'marked ready',
  assign_captain: 'assigned to a captain',
  arrive: 'marked as arrived',
  pick_up: 'picked up',
  deliver: 'delivered',
  hand_over: 'handed over',
  operator_cancel: 'cancelled',
  reassign_captain: 'given to another captain',
  unassign_captain: 'taken off its captain',
  redispatch: 'offered to the next captain',
  unlock_pin: 'unlocked',
  operator_deliver: 'marked delivered',
};

/**
 * May `actor` take `action` on an order now at `statusId`? Pure: ownership (this restaurant's order,
 * this captain's assignment, this customer's order) and time windows are the caller's to check.
 */
export function decideTransition(input: {
  statusId: number;
  deliveryType: DeliveryType;
  action: LifecycleAction;
  actor: OrderActor;
}): TransitionDecision {
  const rule = ruleFor(input.action, input.deliveryType);
  if (!rule.actors.includes(input.actor)) {
    return {
      ok: false,
      reason: 'actor',
      message: `This order cannot be ${STEP_NAMES[input.action]} by you.`,
    };
  }
  if (!rule.deliveryTypes.includes(input.deliveryType)) {
    const kind = input.deliveryType === DELIVERY_TYPE.delivery ? 'a delivery' : 'a self pickup';
    return {
      ok: false,
      reason: 'delivery_type',
      message: `This step is not for ${kind} order.`,
    };
  }
  if (!rule.from.includes(input.statusId)) {
    return {
      ok: false,
      reason: 'state',
      message: `This order can no longer be ${STEP_NAMES[input.action]}.`,
    };
  }
  const to = rule.to ?? input.statusId;
  return { ok: true, to, statusChanges: to !== input.statusId };
}

/** The steps `actor` could take on an order now (for the buttons a console shows). */
export function availableActions(input: {
  statusId: number;
  deliveryType: DeliveryType;
  actor: OrderActor;
}): LifecycleAction[] {
  return (Object.keys(LIFECYCLE_RULES) as LifecycleAction[]).filter(
    (action) => decideTransition({ ...input, action }).ok,
  );
}

/** Statuses an order never leaves. */
export const isFinalStatus = (statusId: number) =>
  statusId === ORDER_STATUS.delivered || statusId === ORDER_STATUS.cancelled;

/** The customer may cancel within this long after placing (the cart's notice: 2 minutes). */
export const CUSTOMER_CANCEL_WINDOW_MS = 2 * 60_000;

/** Wrong delivery PINs allowed before the handover is locked (for a cool-down: delivery-pin-lock.ts). */
export const MAX_PIN_ATTEMPTS = 5;

/** Seconds a captain has to take an offer before it goes to the next nearest captain. */
export const CAPTAIN_OFFER_SECONDS = 30;

/** A 4-digit PIN from a random integer source (the server passes crypto.randomInt). */
export const makeDeliveryPin = (randomInt: (max: number) => number): string =>
  String(randomInt(10_000)).padStart(4, '0');
