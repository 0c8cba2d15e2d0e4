// The operator's board (issue 25): how late an order is against its promise, and what puts it at
// risk. Pure: the caller passes the app's clock (`now`), never Date.now, so tests and the demo's moved
// clock see the same answers as the server.

import { DELIVERY_TYPE, ORDER_STATUS } from './order-status.ts';
import { DOOR_HANDOVER_MIN, rideMinutes } from './promised-time.ts';

const MIN_MS = 60_000;

/** Food ready and no captain this long: someone should find one by hand. */
export const READY_WITHOUT_CAPTAIN_MS = 5 * MIN_MS;
/**
 * An online payment still open this long: the customer is rarely still at the gateway's page, and
 * the order holds nothing yet (the payment expires on its own at 30 minutes).
 */
export const PAYMENT_PENDING_MS = 5 * MIN_MS;

/**
 * Why an order needs an operator's eye, in the order the board names them:
 * - not_accepted: placed and not accepted within the acceptance window it was placed with;
 * - no_captain: the food is ready (delivery) and no captain has it for READY_WITHOUT_CAPTAIN_MS;
 * - ride_overdue: on the way longer than the ride from the kitchen to the door should take;
 * - payment_pending: an online payment open for PAYMENT_PENDING_MS;
 * - late: not delivered and past its promised time.
 */
export const ORDER_RISKS = ['not_accepted', 'no_captain', 'ride_overdue', 'payment_pending', 'late'] as const;
export type OrderRisk = (typeof ORDER_RISKS)[number];

export const ORDER_RISK_LABEL: Record<OrderRisk, string> = {
  not_accepted: 'Not accepted in time',
  no_captain: 'Ready, no captain',
  ride_overdue: 'Ride taking too long',
  payment_pending: 'Payment pending',
  late: 'Late',
};

/** What the rules read of an order (its columns, with times as Dates). */
export interface OrderClock {
  statusId: number;
  deliveryType: number;
  createdAt: Date;
  /** When it reached the restaurant (status 1); null while awaiting payment. */
  placedAt: Date | null;
  /** Seconds the restaurant had to accept (the order's own window, or the setting in force). */
  acceptWindowSeconds: number;
  promisedAt: Date;
  readyAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  hasCaptain: boolean;
  /** Road metres from the kitchen to the door; null when unknown (pickup orders). */
  distanceM: number | null;
}

const OPEN = new Set<number>([
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.placed,
  ORDER_STATUS.preparing,
  ORDER_STATUS.agentAssigned,
  ORDER_STATUS.onTheWay,
  ORDER_STATUS.readyForPickup,
]);

/** Still moving: neither delivered nor cancelled. */
export const isOrderOpen = (statusId: number) => OPEN.has(statusId);

/**
 * Whole minutes past the promised time: for a delivered order when it was delivered, for an open one
 * now (negative: minutes still left). Null when the promise means nothing: cancelled, or not yet paid
 * (it has not reached the restaurant).
 */
export function minutesLate(o: OrderClock, now: Date): number | null {
  if (o.statusId === ORDER_STATUS.delivered) {
    if (!o.deliveredAt) return null;
    return Math.ceil((o.deliveredAt.getTime() - o.promisedAt.getTime()) / MIN_MS);
  }
  if (!isOrderOpen(o.statusId) || o.statusId === ORDER_STATUS.awaitingPayment) return null;
  // Rounded up: a minute and a second past the promise is 2 minutes late, as a customer counts it.
  return Math.ceil((now.getTime() - o.promisedAt.getTime()) / MIN_MS);
}

/** When the ride to the door should be over, for an order on the way; null without a pickup time. */
function rideDueAt(o: OrderClock): number | null {
  if (!o.pickedUpAt) return null;
  const ride = o.distanceM === null ? null : rideMinutes(o.distanceM) + DOOR_HANDOVER_MIN;
  // No distance: the promise is the only estimate there is.
  if (ride === null) return o.promisedAt.getTime();
  return o.pickedUpAt.getTime() + ride * MIN_MS;
}

/** Every risk that holds for the order now, in ORDER_RISKS order; empty when all is well. */
export function orderRisks(o: OrderClock, now: Date): OrderRisk[] {
  const t = now.getTime();
  const found = new Set<OrderRisk>();
  if (o.statusId === ORDER_STATUS.placed && o.placedAt) {
    if (t >= o.placedAt.getTime() + o.acceptWindowSeconds * 1000) found.add('not_accepted');
  }
  if (
    o.deliveryType === DELIVERY_TYPE.delivery &&
    o.statusId === ORDER_STATUS.preparing &&
    o.readyAt &&
    !o.hasCaptain &&
    t >= o.readyAt.getTime() + READY_WITHOUT_CAPTAIN_MS
  ) {
    found.add('no_captain');
  }
  if (o.statusId === ORDER_STATUS.onTheWay) {
    const due = rideDueAt(o);
    if (due !== null && t > due) found.add('ride_overdue');
  }
  if (o.statusId === ORDER_STATUS.awaitingPayment && t >= o.createdAt.getTime() + PAYMENT_PENDING_MS) {
    found.add('payment_pending');
  }
  const late = minutesLate(o, now);
  if (isOrderOpen(o.statusId) && late !== null && late > 0) found.add('late');
  return ORDER_RISKS.filter((r) => found.has(r));
}

/** A board row as the order compares: its risks, its lateness, when it was made. */
export interface BoardRank {
  risks: readonly OrderRisk[];
  minutesLate: number | null;
  createdAt: Date;
  id: number;
}

/**
 * The board's order: orders at risk first, the latest of them first; then the rest, newest first.
 * Ties fall to the id, so the order is total and a page never repeats or skips a row.
 */
export function compareBoardRows(a: BoardRank, b: BoardRank): number {
  const atRisk = Number(b.risks.length > 0) - Number(a.risks.length > 0);
  if (atRisk !== 0) return atRisk;
  if (a.risks.length > 0) {
    const late = (b.minutesLate ?? Number.NEGATIVE_INFINITY) - (a.minutesLate ?? Number.NEGATIVE_INFINITY);
    if (late !== 0 && !Number.isNaN(late)) return late;
  }
  const made = b.createdAt.getTime() - a.createdAt.getTime();
  if (made !== 0) return made;
  return b.id - a.id;
}

const IST_OFFSET_MS = 330 * MIN_MS;
const DAY_MS = 24 * 60 * MIN_MS;

/** Midnight in Kolkata (India has one offset all year) at the start of `now`'s day, as an instant. */
export function kolkataDayStart(now: Date): Date {
  const shifted = now.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}
