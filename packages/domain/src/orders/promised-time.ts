// One promised time (decision 011), used by the list, the menu, the cart, the order and tracking:
// the kitchen's time, plus the rider's pickup and doorstep handover, plus the road distance at a
// two-wheeler's average speed in Kolkata traffic. The spec's "20 + metres/60" is walking pace and its
// "20 + base_delivery_charge minutes" mixes rupees with minutes; neither is copied.
import { DELIVERY_TYPE, ORDER_STATUS } from './order-status.ts';

/** Average two-wheeler speed on Kolkata's streets, km/h (decision 011 has the source). */
export const RIDE_SPEED_KMPH = 18;
/** Collecting the food at the counter: parking, finding the order, packing it on the bike. */
export const PICKUP_HANDOVER_MIN = 3;
/** At the door: parking, the gate, the stairs, the PIN. */
export const DOOR_HANDOVER_MIN = 2;

const METRES_PER_MIN = (RIDE_SPEED_KMPH * 1000) / 60;

/** Whole minutes to ride a road distance (rounded up: a promise errs on the late side). */
export function rideMinutes(roadMetres: number): number {
  if (!Number.isFinite(roadMetres) || roadMetres <= 0) return 0;
  return Math.ceil(roadMetres / METRES_PER_MIN);
}

/**
 * Minutes from placing an order to food at the door (delivery) or ready at the counter (pickup).
 * `preparationMin` is the restaurant's kitchen time (its delivery_time, which the spec also shows
 * as "Pickup in n min").
 */
export function promisedMinutes(input: {
  preparationMin: number;
  roadMetres: number;
  mode: 'delivery' | 'self';
}): number {
  const kitchen = Math.max(0, Math.round(input.preparationMin));
  if (input.mode === 'self') return kitchen;
  return kitchen + PICKUP_HANDOVER_MIN + rideMinutes(input.roadMetres) + DOOR_HANDOVER_MIN;
}

/** The list's and menu's words for a promise: "Delivers in 42 min". */
export const promiseText = (minutes: number) => `${minutes} min`;

export interface ArrivalEstimate {
  /** When the food should now reach the door (or the counter, for pickup). */
  at: Date;
  /** Minutes later than the promise, rounded up; 0 when on time or early. */
  lateByMin: number;
}

/**
 * Re-estimates arrival from where the order is now. Distances are road metres (the caller measures
 * them: a router, or the straight line times the road factor); null when unknown. The rider's
 * distances are from their last reported position, which was true at `riderSeenAt`, not now: the ride
 * is counted from then. A position reported before the pickup says nothing about the ride to the door
 * (the rider has been to the restaurant since), so that ride counts from the pickup instead. Never
 * earlier than now: what has not happened yet is still to come. Null when the order is finished or the
 * estimate would say nothing new (not yet accepted).
 */
export function estimateArrival(input: {
  statusId: number;
  deliveryType: number;
  now: Date;
  promisedAt: Date;
  /** When the kitchen said the food would be ready (accepted_at + preparation_min), or ready_at. */
  readyBy: Date | null;
  restaurantToHomeMetres: number | null;
  riderToRestaurantMetres: number | null;
  riderToHomeMetres: number | null;
  /** When the rider's last position (the two distances above) was reported. */
  riderSeenAt: Date | null;
  /** When the rider picked the food up (status 4). */
  pickedUpAt: Date | null;
}): ArrivalEstimate | null {
  const { statusId, now } = input;
  const min = 60_000;
  const later = (a: number, b: number) => Math.max(a, b);
  const readyAt = later(input.readyBy?.getTime() ?? now.getTime(), now.getTime());
  const ride = (m: number | null) => (m === null ? null : rideMinutes(m) * min);
  const seen = input.riderSeenAt?.getTime() ?? null;
  let at: number | null = null;

  if (input.deliveryType === DELIVERY_TYPE.selfPickup) {
    if (statusId === ORDER_STATUS.preparing) at = readyAt;
    else if (statusId === ORDER_STATUS.readyForPickup) at = now.getTime();
  } else if (statusId === ORDER_STATUS.onTheWay) {
    const pickedUp = input.pickedUpAt?.getTime() ?? null;
    const fromRider = ride(input.riderToHomeMetres);
    const riderSince = fromRider !== null && seen !== null && (pickedUp === null || seen >= pickedUp);
    const fromKitchen = ride(input.restaurantToHomeMetres);
    if (riderSince) at = seen + fromRider + DOOR_HANDOVER_MIN * min;
    else if (fromKitchen !== null) at = (pickedUp ?? now.getTime()) + fromKitchen + DOOR_HANDOVER_MIN * min;
    if (at !== null) at = later(at, now.getTime());
  } else if (statusId === ORDER_STATUS.preparing || statusId === ORDER_STATUS.agentAssigned) {
    const leg = ride(input.restaurantToHomeMetres);
    // The rider must reach the kitchen and the food must be ready, whichever comes later.
    const toKitchen = ride(input.riderToRestaurantMetres);
    const riderThere = later(now.getTime(), toKitchen === null ? 0 : (seen ?? now.getTime()) + toKitchen);
    if (leg !== null) {
      at = later(readyAt, riderThere) + PICKUP_HANDOVER_MIN * min + leg + DOOR_HANDOVER_MIN * min;
    }
  }
  if (at === null) return null;
  const lateBy = Math.ceil((at - input.promisedAt.getTime()) / min);
  return { at: new Date(at), lateByMin: Math.max(0, lateBy) };
}

/**
 * The tracking countdown (docs/product.md, Orders): minutes:seconds to the target, 'a few minutes' once it
 * has passed, FINISHED when delivered.
 */
export function countdownText(input: { statusId: number; target: Date; now: Date }): string {
  if (input.statusId === ORDER_STATUS.delivered) return 'FINISHED';
  const left = Math.floor((input.target.getTime() - input.now.getTime()) / 1000);
  if (left <= 0) return 'a few minutes';
  const mm = Math.floor(left / 60);
  const ss = left % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
